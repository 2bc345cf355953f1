//===----------------------------------------------------------------------===//
// Step 1: reloads become a delete plus an insert (spec §2 Step 1)
//===----------------------------------------------------------------------===//

/// An operation's position as UIKit stores it: an index path, with a section
/// operation represented as `(section, NSNotFound)`. So in descending order a
/// section delete sorts before the item deletes of that section, and in
/// ascending order a section insert sorts after the item inserts of it.
struct _Op: Hashable, Comparable, Sendable {
    static let notFound = Int.max

    var section: Int
    var item: Int

    init(_ path: BatchIndexPath) {
        section = path.section
        item = path.item
    }

    init(section: Int) {
        self.section = section
        item = _Op.notFound
    }

    var isSection: Bool { item == _Op.notFound }
    var path: BatchIndexPath { BatchIndexPath(section, item) }

    static func < (lhs: _Op, rhs: _Op) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension BatchUpdate {
    /// Every move as `_Op`s: section moves first, then item moves, each in
    /// input order. (Their relative order decides only which of two
    /// simultaneous conflicts with one delete or insert is reported.)
    var _allMoves: [BatchMove<_Op>] {
        sectionMoves.map { BatchMove(_Op(section: $0.from), _Op(section: $0.to)) }
            + itemMoves.map { BatchMove(_Op($0.from), _Op($0.to)) }
    }
}

/// The result of UIKit's reload expansion, computed without throwing.
///
/// Each reload (items and sections, ascending) becomes a delete at its
/// BEFORE path and an insert at a position adjusted by the *explicit*
/// deletes and inserts only; moves are ignored, which is the root of
/// `R-INS-MOVE` via reloads and of `H-RELOAD-MOVE`.
struct _ReloadExpansion: Sendable {
    /// Explicit deletes (items and sections) plus one per reload, unsorted.
    var deletes: [_Op]
    /// Explicit inserts (items and sections) plus one per reload, unsorted.
    var inserts: [_Op]
    /// Each reload with the insert UIKit computed for it, reloads ascending.
    var reloads: [(reload: _Op, insert: _Op)]
    /// The first reload (ascending) that is also explicitly deleted: UIKit
    /// throws `R-RELOAD-DEL` for it before anything else.
    var conflict: _Op?

    /// Expands the reloads of `update`.
    ///
    /// Without explicit section deletes or inserts and without repeated item
    /// deletes or inserts, the position arithmetic reduces to rank counting
    /// on sorted offsets; otherwise (or with `literal`) UIKit's loop runs as
    /// written, quirks included.
    ///
    /// - Complexity: O((*r* + *d* + *i*) log(*d* + *i*)) on the fast path,
    ///   O(*r* · (*d* + *i*)) on the literal one, where *r*, *d* and *i* count
    ///   the reloads, deletes and inserts.
    init(_ update: BatchUpdate, literal: Bool = false) {
        let explicitDeletes = (update.itemDeletes.map(_Op.init) + update.sectionDeletes.map { _Op(section: $0) })
            .sorted(by: >)
        let explicitInserts = (update.itemInserts.map(_Op.init) + update.sectionInserts.map { _Op(section: $0) })
            .sorted()
        let reloadOps = (update.itemReloads.map(_Op.init) + update.sectionReloads.map { _Op(section: $0) }).sorted()

        deletes = explicitDeletes
        inserts = explicitInserts
        reloads = []
        conflict = nil
        reloads.reserveCapacity(reloadOps.count)
        let simple = update.sectionDeletes.isEmpty && update.sectionInserts.isEmpty
            && Set(update.itemDeletes).count == update.itemDeletes.count
            && Set(update.itemInserts).count == update.itemInserts.count
        if simple && !literal {
            expandByRank(update, reloadOps: reloadOps)
            return
        }
        for r in reloadOps {
            var section = r.section
            var item = r.item
            for d in explicitDeletes {
                if d == r {
                    if conflict == nil { conflict = r }
                    continue
                }
                if d.isSection && d.section == r.section { continue }
                if d.isSection {
                    if d.section <= section { section &-= 1 }
                }
                if !r.isSection && !d.isSection && d.section == section && d.item <= item { item &-= 1 }
            }
            for i in explicitInserts {
                if i.isSection && i.section <= section { section &+= 1 }
                if !r.isSection && !i.isSection && i.section == section && i.item <= item { item &+= 1 }
            }
            let insert = r.isSection ? _Op(section: section) : _Op(BatchIndexPath(section, item))
            deletes.append(r)
            inserts.append(insert)
            reloads.append((r, insert))
        }
    }

    /// The fast path: no section moves the reload, and with distinct offsets
    /// the loop above counts the deletes below the reload, then finds the
    /// free slot of that rank among the inserts.
    private mutating func expandByRank(_ update: BatchUpdate, reloadOps: [_Op]) {
        var deletesBySection: [Int: [Int]] = [:]
        var insertsBySection: [Int: [Int]] = [:]
        for d in update.itemDeletes { deletesBySection[d.section, default: []].append(d.item) }
        for i in update.itemInserts { insertsBySection[i.section, default: []].append(i.item) }
        for key in deletesBySection.keys { deletesBySection[key]?.sort() }
        for key in insertsBySection.keys { insertsBySection[key]?.sort() }
        let explicit = Set(update.itemDeletes)
        for r in reloadOps {
            var insert = r
            if !r.isSection {
                if conflict == nil && explicit.contains(r.path) { conflict = r }
                let rank = r.item - _SortedOffsets.countLess(deletesBySection[r.section] ?? [], than: r.item)
                let item = _SortedOffsets.slot(ofRank: rank, taken: insertsBySection[r.section] ?? [])
                insert = _Op(BatchIndexPath(r.section, item))
            }
            deletes.append(r)
            inserts.append(insert)
            reloads.append((r, insert))
        }
    }
}
