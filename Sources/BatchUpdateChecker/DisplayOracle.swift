import DiffAlgorithms

//===----------------------------------------------------------------------===//
// DisplayOracle: what the view shows after a batch (spec §5.2)
//===----------------------------------------------------------------------===//

/// One cell on screen after a batch update.
public enum DisplayedCell<Element> {
    /// An existing cell carried over from the source at `from` (BEFORE
    /// space); it still shows the source element.
    case carried(Element, from: BatchIndexPath)
    /// A new cell (inserted or reloaded), configured from the target.
    case fresh(Element)
}

extension DisplayedCell: Sendable where Element: Sendable {}
extension DisplayedCell: Equatable where Element: Equatable {}

/// A cell that shows the wrong thing after an accepted batch.
public struct DisplayDefect: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the cell.
    public enum Kind: String, Hashable, Sendable {
        /// The carried cell shows another element than the target's (for
        /// example `H-RELOAD-MOVE`, or a wrong move).
        case wrongElement
        /// The right element with outdated content (`H-MOVE-STALE`).
        case staleContent
    }

    /// What is wrong with the cell.
    public var kind: Kind
    /// Where on screen (AFTER space).
    public var at: BatchIndexPath
    /// Which source cell was carried there (BEFORE space).
    public var from: BatchIndexPath

    /// Creates a defect of `kind` at screen path `at` (after space), for the
    /// cell carried from `from` (before space).
    public init(kind: Kind, at: BatchIndexPath, from: BatchIndexPath) {
        self.kind = kind
        self.at = at
        self.from = from
    }

    /// One line naming the defect, the path on screen and the source cell.
    public var description: String {
        switch kind {
        case .wrongElement: "(\(at)) shows the element of (\(from)), not the target's"
        case .staleContent: "(\(at)) shows stale content carried from (\(from))"
        }
    }
}

/// The batch does not rebuild the target's counts, so nothing is displayed:
/// the oracle's equivalent of a count failure.
public struct DisplayOracleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What does not add up, in one line.
    public var message: String
    /// Creates the error with its one-line `message`.
    public init(_ message: String) { self.message = message }
    /// The `message`.
    public var description: String { message }
}

/// Replays a batch the way UIKit displays it (spec §5.2), to catch batches
/// that pass validation but leave wrong or stale cells on screen.
///
/// Deleted, moved-from and reloaded cells leave; inserted and reloaded slots
/// get fresh cells configured from the target (a reload's slot is where UIKit
/// Step 1 puts it, ignoring moves); moved cells land at their destinations;
/// every other cell keeps its relative order and fills the remaining slots.
/// Sections work the same way one level up.
///
///     // [A, B, C, D] → [D, A, B', C] as "move 3→0, reload 1": UIKit accepts it…
///     let cells = try DisplayOracle.display(
///         source: [["A", "B", "C", "D"]], target: [["D", "A", "B'", "C"]],
///         update: .singleSection(moves: [(3, 0)], reloads: [1]))
///     // …but shows D, A (fresh), A, C.
///
/// - Note: Run it on a batch that `BatchUpdateValidator` accepted without a
///   `reloadData` fallback; after a fallback every cell is fresh.
public enum DisplayOracle {
    /// The cells on screen after `update`.
    ///
    /// - Parameters:
    ///   - source: The sections the view shows before the update.
    ///   - target: The sections the data source returns after it.
    ///   - update: The batch.
    /// - Throws: `DisplayOracleError` when the cells do not fill the target
    ///   exactly (a count violation) or an index is out of range. Never traps.
    /// - Complexity: O(*n* + *m* + *k*), where *n* and *m* count the source and
    ///   target items and *k* the operations (plus Step 1's O(*r*·(*d*+*i*))).
    public static func display<Element>(
        source: [[Element]], target: [[Element]], update: BatchUpdate
    ) throws(DisplayOracleError) -> [[DisplayedCell<Element>]] {
        let expansion = _ReloadExpansion(update)
        var freshSections = update.sectionInserts
        var reloadTargets = Set<BatchIndexPath>()
        for (reload, insert) in expansion.reloads {
            if reload.isSection { freshSections.insert(insert.section) } else { reloadTargets.insert(insert.path) }
        }
        var removedOld = update.sectionDeletes.union(update.sectionReloads)
        var sectionMoveTo: [Int: Int] = [:]
        for m in update.sectionMoves {
            removedOld.insert(m.from)
            sectionMoveTo[m.to] = m.from
        }
        var oldKept = (0..<source.count).filter { !removedOld.contains($0) }.makeIterator()

        var result: [[DisplayedCell<Element>]] = []
        result.reserveCapacity(target.count)
        for n in 0..<target.count {
            if freshSections.contains(n) {
                result.append(target[n].map { .fresh($0) })
                continue
            }
            let o: Int
            if let from = sectionMoveTo[n] {
                o = from
            } else if let next = oldKept.next() {
                o = next
            } else {
                throw DisplayOracleError("new section \(n) has no old section to show")
            }
            guard o >= 0 && o < source.count else { throw DisplayOracleError("section \(o) is not in the source") }
            result.append(try items(old: o, new: n, source: source, target: target, update: update, reloadTargets: reloadTargets))
        }
        if let extra = oldKept.next() {
            throw DisplayOracleError("old section \(extra) is left over: the update removes too few sections")
        }
        return result
    }

    private static func items<Element>(
        old o: Int, new n: Int, source: [[Element]], target: [[Element]], update: BatchUpdate,
        reloadTargets: Set<BatchIndexPath>
    ) throws(DisplayOracleError) -> [DisplayedCell<Element>] {
        var removed = Set<Int>()
        for d in update.itemDeletes where d.section == o { removed.insert(d.item) }
        for r in update.itemReloads where r.section == o { removed.insert(r.item) }
        var moveTo: [Int: BatchIndexPath] = [:]
        for m in update.itemMoves {
            if m.from.section == o { removed.insert(m.from.item) }
            if m.to.section == n { moveTo[m.to.item] = m.from }
        }
        let inserted = Set(update.itemInserts.filter { $0.section == n }.map(\.item))
        var kept = (0..<source[o].count).filter { !removed.contains($0) }.makeIterator()

        var cells: [DisplayedCell<Element>] = []
        cells.reserveCapacity(target[n].count)
        for k in 0..<target[n].count {
            if inserted.contains(k) || reloadTargets.contains(BatchIndexPath(n, k)) {
                cells.append(.fresh(target[n][k]))
            } else if let from = moveTo[k] {
                guard from.section >= 0, from.section < source.count, from.item >= 0, from.item < source[from.section].count else {
                    throw DisplayOracleError("move source (\(from)) is not in the source")
                }
                cells.append(.carried(source[from.section][from.item], from: from))
            } else if let item = kept.next() {
                cells.append(.carried(source[o][item], from: BatchIndexPath(o, item)))
            } else {
                throw DisplayOracleError("(\(n) - \(k)) has no cell: section \(o) keeps too few items")
            }
        }
        if let extra = kept.next() {
            throw DisplayOracleError("item (\(o) - \(extra)) is left over: section \(n) has no slot for it")
        }
        return cells
    }

    /// The cells of `display(source:target:update:)` that show the wrong
    /// element or stale content, in AFTER order; empty means the screen
    /// matches the target.
    ///
    /// A carried cell must have the target's identity (`diffIdentity`) and
    /// content (`hasSameContent(as:)`); fresh cells are always right.
    ///
    /// - Throws: `DisplayOracleError` as `display` does.
    /// - Complexity: as `display`.
    public static func defects<Element: Diffable>(
        source: [[Element]], target: [[Element]], update: BatchUpdate
    ) throws(DisplayOracleError) -> [DisplayDefect] {
        let cells = try display(source: source, target: target, update: update)
        var defects: [DisplayDefect] = []
        for (n, section) in cells.enumerated() {
            for (k, cell) in section.enumerated() {
                guard case let .carried(element, from) = cell else { continue }
                let expected = target[n][k]
                if element.diffIdentity != expected.diffIdentity {
                    defects.append(DisplayDefect(kind: .wrongElement, at: BatchIndexPath(n, k), from: from))
                } else if !expected.hasSameContent(as: element) {
                    defects.append(DisplayDefect(kind: .staleContent, at: BatchIndexPath(n, k), from: from))
                }
            }
        }
        return defects
    }
}
