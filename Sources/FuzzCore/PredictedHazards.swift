import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// PredictedHazards: the hazards a batch's shape alone decides
//===----------------------------------------------------------------------===//

/// The validator campaign's check `hazards-predicted`: for a batch UIKit
/// accepts (or answers with `reloadData`), each hazard of
/// docs/batch-update-rules.md §4 that follows from the batch's operations
/// alone is reported exactly when its definition there holds. The
/// definitions are spelled out here from the rules, never by calling the
/// checker's hazard code:
///
/// - `H-TV-FALLBACK`: the verdict is a table view's `reloadData` fallback.
/// - `H-DUP-CV` (collection view): an item path deleted, or inserted, more
///   than once, in a section that is not itself deleted (or inserted).
/// - `H-SECMOVE-ITEMMOVE` (collection view): an item moved out of a moved
///   section.
/// - `H-SECRELOAD` (collection view): a section reload beside any other
///   section operation, a second reload included.
/// - `H-RELOAD-DELSEC`: an item reload inside a deleted or reloaded
///   section, unless the view reloads all its data anyway.
/// - `H-SECMOVE-ITEMOPS` (collection view) and `H-RXDS-HARD` (table view):
///   an item delete or reload in a moved-from section, or an item insert or
///   reload in a moved-to section (a reload is a delete plus an insert).
/// - `H-RELOAD-MOVE` (the batch moves something) or `H-RELOAD-SHIFT`
///   (it does not): a reload whose Step 1 insert is not where the element
///   ends up (`PredictedReloadPlacement`), unless the view reloads all its
///   data anyway.
enum PredictedHazards {
    /// The check's name in failures.
    static let check = "hazards-predicted"

    /// The hazards this check decides.
    static let decided: Set<HazardID> = [
        .tableViewFallback, .duplicateInCollectionView, .sectionMoveWithItemMove, .sectionReloadWithSectionOps,
        .reloadInDeletedSection, .sectionMoveWithItemOps, .rxDataSourcesHardestCase, .reloadWithMove,
        .reloadMisplaced,
    ]

    /// The decided hazards `update` has for `view` when its verdict's
    /// outcome is `outcome` (accepted or a fallback).
    ///
    /// - Complexity: O((*r* + 1) · *b* log *b*), *b* the number of operations
    ///   in `update` and *r* the number of its reloads.
    static func expected(_ update: BatchUpdate, view: ListViewKind, outcome: BatchVerdict.Outcome) -> Set<HazardID> {
        var hazards = Set<HazardID>()
        let isFallback: Bool
        if case .reloadDataFallback = outcome { isFallback = true } else { isFallback = false }
        if isFallback { hazards.insert(.tableViewFallback) }
        let movedFrom = Set(update.sectionMoves.map(\.from)), movedTo = Set(update.sectionMoves.map(\.to))
        if view == .collection {
            func repeats(_ paths: [BatchIndexPath], outside sections: Set<Int>) -> Bool {
                var seen = Set<BatchIndexPath>()
                return paths.contains { !sections.contains($0.section) && !seen.insert($0).inserted }
            }
            if repeats(update.itemDeletes, outside: update.sectionDeletes)
                || repeats(update.itemInserts, outside: update.sectionInserts)
            {
                hazards.insert(.duplicateInCollectionView)
            }
            if update.itemMoves.contains(where: { movedFrom.contains($0.from.section) }) {
                hazards.insert(.sectionMoveWithItemMove)
            }
            let sectionOperations = update.sectionDeletes.count + update.sectionInserts.count
                + update.sectionMoves.count + update.sectionReloads.count
            if !update.sectionReloads.isEmpty && sectionOperations > 1 {
                hazards.insert(.sectionReloadWithSectionOps)
            }
        }
        if update.itemDeletes.contains(where: { movedFrom.contains($0.section) })
            || update.itemInserts.contains(where: { movedTo.contains($0.section) })
            || update.itemReloads.contains(where: { movedFrom.contains($0.section) || movedTo.contains($0.section) })
        {
            hazards.insert(view == .collection ? .sectionMoveWithItemOps : .rxDataSourcesHardestCase)
        }
        let gone = update.sectionDeletes.union(update.sectionReloads)
        if !isFallback, update.itemReloads.contains(where: { gone.contains($0.section) }) {
            hazards.insert(.reloadInDeletedSection)
        }
        if !isFallback, PredictedReloadPlacement.isMisplaced(update) {
            hazards.insert(update.hasMoves ? .reloadWithMove : .reloadMisplaced)
        }
        return hazards
    }

    /// How `verdict`'s decided hazards differ from the expected ones, or
    /// `nil` (also for an exception, which has no hazards to judge).
    static func problem(_ document: BatchDocument, verdict: BatchVerdict) -> (expected: String, got: String)? {
        if case .exception = verdict.outcome { return nil }
        let expected = expected(document.update, view: document.view, outcome: verdict.outcome)
        let reported = Set(verdict.hazards.map(\.id)).intersection(decided)
        guard expected != reported else { return nil }
        func names(_ hazards: Set<HazardID>) -> String {
            hazards.isEmpty ? "none" : hazards.map(\.rawValue).sorted().joined(separator: ", ")
        }
        return ("the hazards \(names(expected))", "the hazards \(names(reported))")
    }
}
