import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// PredictedReloadPlacement: where a reload's fresh cell lands, and where it belongs
//===----------------------------------------------------------------------===//

/// The reload-placement hazards of an accepted batch (H-RELOAD-MOVE and
/// H-RELOAD-SHIFT), spelled out from docs/batch-update-rules.md without the
/// checker's code: UIKit's Step 1 puts each reload's insert by walking the
/// explicit deletes (highest first) and inserts (lowest first), duplicates
/// and absorbed ones included, moves ignored; the reloaded element really
/// ends up where the batch's distinct operations put it. A reload whose two
/// places differ is misplaced.
///
/// Index spaces: reloads, deletes and move sources are BEFORE paths; the
/// places compared, inserts and move destinations are AFTER paths.
enum PredictedReloadPlacement {
    /// Whether some reload of `update` (item or section) has its Step 1
    /// insert somewhere other than where the element ends up. Item reloads
    /// inside a deleted or reloaded section are H-RELOAD-DELSEC's and are
    /// skipped.
    ///
    /// - Precondition: UIKit accepted `update` (so no reload is also
    ///   explicitly deleted).
    /// - Complexity: O(*r* · *k* log *k*), *r* reloads and *k* operations.
    static func isMisplaced(_ update: BatchUpdate) -> Bool {
        let gone = update.sectionDeletes.union(update.sectionReloads)
        for section in update.sectionReloads.sorted() {
            if let truth = trueSection(of: section, update), truth != step1Section(section, update) { return true }
        }
        for reload in update.itemReloads {
            guard !gone.contains(reload.section), let section = trueSection(of: reload.section, update) else { continue }
            let leaving = Set(update.itemDeletes.filter { $0.section == reload.section }.map(\.item))
                .union(update.itemMoves.filter { $0.from.section == reload.section }.map(\.from.item))
            let taken = Set(update.itemInserts.filter { $0.section == section }.map(\.item))
                .union(update.itemMoves.filter { $0.to.section == section }.map(\.to.item))
            let truth = BatchIndexPath(section, slot(rank: reload.item - leaving.filter { $0 < reload.item }.count, taken: taken))
            if truth != step1Item(reload, update) { return true }
        }
        return false
    }

    /// Step 1 for a section reload: only section deletes and inserts shift it.
    private static func step1Section(_ reload: Int, _ update: BatchUpdate) -> Int {
        var section = reload
        for deleted in update.sectionDeletes.sorted(by: >) where deleted != reload && deleted <= section {
            section -= 1
        }
        for inserted in update.sectionInserts.sorted() where inserted <= section { section += 1 }
        return section
    }

    /// Step 1 for an item reload. A section operation sorts after every item
    /// of its section (its item is `NSNotFound`), so walking the deletes from
    /// the highest, a section's delete comes before its items' deletes, and
    /// walking the inserts from the lowest, a section's insert after its
    /// items' inserts.
    private static func step1Item(_ reload: BatchIndexPath, _ update: BatchUpdate) -> BatchIndexPath {
        let notFound = Int.max
        let deletes = (update.itemDeletes.map { ($0.section, $0.item) } + update.sectionDeletes.map { ($0, notFound) })
            .sorted { $0 > $1 }
        let inserts = (update.itemInserts.map { ($0.section, $0.item) } + update.sectionInserts.map { ($0, notFound) })
            .sorted { $0 < $1 }
        var section = reload.section, item = reload.item
        for (s, i) in deletes {
            if i == notFound {
                if s != reload.section && s <= section { section -= 1 }
            } else if s == section && i <= item {
                item -= 1
            }
        }
        for (s, i) in inserts {
            if i == notFound {
                if s <= section { section += 1 }
            } else if s == section && i <= item {
                item += 1
            }
        }
        return BatchIndexPath(section, item)
    }

    /// Where old section `old` ends up: a move's destination, or the free
    /// new slot of its rank among the sections that stay; `nil` if deleted.
    private static func trueSection(of old: Int, _ update: BatchUpdate) -> Int? {
        if update.sectionDeletes.contains(old) { return nil }
        if let move = update.sectionMoves.first(where: { $0.from == old }) { return move.to }
        let leaving = update.sectionDeletes.union(update.sectionMoves.map(\.from))
        let taken = update.sectionInserts.union(update.sectionMoves.map(\.to))
        return slot(rank: old - leaving.filter { $0 < old }.count, taken: taken)
    }

    /// The `rank`-th (from 0) index not in `taken`.
    private static func slot(rank: Int, taken: Set<Int>) -> Int {
        var index = rank
        for t in taken.sorted() where t <= index { index += 1 }
        return index
    }
}
