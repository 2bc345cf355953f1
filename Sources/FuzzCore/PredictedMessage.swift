import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// PredictedMessage: the exception text a mutated batch must raise
//===----------------------------------------------------------------------===//

/// UIKit's exception texts (docs/batch-update-rules.md §3, `docs/checker.md`), spelled out here
/// from the templates and filled in with the numbers of the fault each
/// `BatchMutation` plants, so the validator campaign compares messages and
/// not only rule ids.
///
/// A reference oracle: written from the spec's templates, never through the
/// checker's `_Messages`; do not replace it with a call to the checker.
/// Index paths print in the validator's default style, UIKit's
/// `<NSIndexPath: 0x…> {length = 2, path = s - i}`; compare modulo the
/// pointer (`RuleViolation.normalizingPointers`).
enum PredictedMessage {
    /// The message of `mutation`'s violation on `base` for `view`, or `nil`
    /// when the batch is predicted to be accepted (or the mutation does not
    /// apply to the base).
    ///
    /// Follows the same choices as `BatchMutation.apply(to:view:)`: which
    /// delete, move or survivor is used, and which side of the section count
    /// is wrong.
    static func message(_ mutation: BatchMutation, base: ValidBatch, view: ListViewKind) -> String? {
        let c = base.changeset
        let n = base.before.itemCounts[0]
        let m = base.after.itemCounts[0]
        let k1 = base.before.itemCounts[1]
        let k2 = base.before.itemCounts[2]
        let row = view == .table ? "row" : "item"
        let rows = view == .table ? "rows" : "items"
        let viewName = view == .table ? "table view" : "collection view"
        func path(_ section: Int, _ item: Int) -> String { "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}" }
        func itemCount(
            section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0, movedOut: Int = 0
        ) -> String {
            itemCountMessage(
                view, section: section, after: after, before: before, inserted: inserted, deleted: deleted,
                movedIn: movedIn, movedOut: movedOut)
        }
        if let pair = mutation.pair { return message(pair.reported, base: base, view: view) }
        if mutation.isScoped { return scopedMessage(mutation, base: base, view: view) }
        switch mutation {
        case .deleteItemOutOfRange:
            return "attempt to delete \(row) \(n) from section 0 which only contains \(n) \(rows) before the update"
        case .deleteSectionOutOfRange:
            return "attempt to delete \(row) 0 from section 3, but there are only 3 sections before the update"
        case .insertItemOutOfRange:
            return insertPastEndMessage(view, item: m, section: 0, count: m)
        case .moveFromOutOfRange:
            return "attempt to move index path (\(path(0, n))) that does not exist - there are only \(n) \(rows) in section 0 before the update"
        case .moveToOutOfRange:
            return "attempt to move index path (\(path(1, 0))) to index path (\(path(2, k2))) that does not exist - there are only \(k2) \(rows) in section 2 after the update"
        case .duplicateDelete:
            // Moves stay inside section 0, so none counts as moved in or out.
            guard view == .collection else { return nil }
            return itemCount(section: 0, after: m, before: n, inserted: c.inserted.count, deleted: c.deleted.count + 1)
        case .sectionMoveFromPastOldSections:
            return "attempt to move section 3, but there are only 3 sections before the update"
        case .itemMoveFromPastOldSections:
            return "attempt to move index path (\(path(3, 0))) from a section that does not exist - there are only 3 sections before the update"
        case .itemMoveToPastNewSections:
            return "attempt to move index path (\(path(1, 0))) to index path (\(path(2, 0))) in section that does not exist - there are only 2 sections after the update"
        case .sectionDeleteOutOfRange:
            return "attempt to delete section 3, but there are only 3 sections before the update"
        case .sectionInsertOutOfRange:
            return "attempt to insert section 4 but there are only 4 sections after the update"
        case .insertItemSectionOutOfRange:
            return "attempt to insert \(row) 0 into section 3, but there are only 3 sections after the update"
        case .wrongSectionCountWithInsert:
            return "Invalid update: invalid number of sections.  The number of sections contained in the \(viewName) after the update (5) must be equal to the number of sections contained in the \(viewName) before the update (3), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
        case .wrongItemCountWithMoveIn:
            return itemCount(section: 2, after: k2 + 2, before: k2, inserted: 0, deleted: 0, movedIn: 1)
        case .sectionSwapWithItemDelete, .sectionSwapWithItemInsert, .sectionSelfMoveWithItemMove,
            .sectionReloadBesideSelfMove, .itemReloadInReloadedSection, .sectionSwapWithItemMoveAcross:
            return nil
        case .duplicateDeleteCounted:
            guard view == .table else { return nil }
            return itemCount(section: 1, after: k1 - 2, before: k1, inserted: 0, deleted: 1)
        case .deleteAndReload:
            guard let d = c.deleted.first else { return nil }
            return "attempt to delete and reload the same index path (\(path(0, d)))"
        case .deleteAndMove:
            guard let source = c.moved.first?.source ?? c.deleted.first else { return nil }
            return "attempt to perform a delete and a move from the same index path (\(path(0, source)))"
        case .twoMovesToOneDestination:
            // UIKit walks the moves by source: the lower source reports.
            let survivors = base.survivors
            if let move = c.moved.first, let s = survivors.first {
                return "attempt to move both \(row) at index path \(path(0, min(s, move.source))) and \(path(0, max(s, move.source))) to \(path(0, move.target))"
            }
            guard survivors.count >= 2 else { return nil }
            return "attempt to move both \(row) at index path \(path(0, survivors[0])) and \(path(0, survivors[1])) to \(path(1, 0))"
        case .oneSourceTwoDestinations:
            guard k1 >= 2 else { return nil }
            if let move = c.moved.first {
                return "attempt to move \(row) at index path \(path(0, move.source)) to both \(path(0, move.target)) and \(path(1, 0))"
            }
            guard let s = base.survivors.first else { return nil }
            return "attempt to move \(row) at index path \(path(0, s)) to both \(path(1, 0)) and \(path(1, 1))"
        case .insertAndMove:
            guard let target = c.moved.first?.target ?? c.inserted.first else { return nil }
            return "attempt to perform an insert and a move to the same index path (\(path(0, target)))"
        case .wrongItemCount:
            return itemCount(section: 0, after: m + 1, before: n, inserted: c.inserted.count, deleted: c.deleted.count)
        case .negativeItemCount:
            return "Invalid update: invalid number of \(rows) in section 1.  Attempt to delete more \(rows) than exist in section."
        case .wrongSectionCount:
            let after = k1 % 2 == 0 ? 4 : 2
            return "Invalid update: invalid number of sections.  The number of sections contained in the \(viewName) after the update (\(after)) must be equal to the number of sections contained in the \(viewName) before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        case .moveOutOfDeletedSection:
            // A table view does not throw: its note names the section.
            return view == .table
                ? "no exception: the table view calls reloadData because a row moves out of deleted section 2"
                : "cannot move an item from a deleted section (2)"
        case .moveIntoInsertedSection:
            return view == .table
                ? "no exception: the table view calls reloadData because a row moves into newly inserted section 3"
                : "cannot move an item into a newly inserted section (3)"
        case .duplicateMove, .deletesInDeletedSection, .reloadInDeletedSection, .insertsInInsertedSection,
            .insertPastInsertedSection, .reloadBesideInsert, .reloadBesideDuplicateDelete, .reloadBesideAbsorbedDelete,
            .deleteBoundsBeforeMoveConflict,
            .moveConflictBeforeInsertBounds, .reloadConflictBeforeItemCount, .twoSourcesBeforeSectionCount,
            .moveBoundsBeforeItemCount:
            // Answered above, from the pair or by `scopedMessage`.
            return nil
        }
    }

    /// R-COUNT-ITEMS (§3.3) with no rows moved in or out, for `view`.
    static func itemCountMessage(
        _ view: ListViewKind, section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0,
        movedOut: Int = 0
    ) -> String {
        let rows = view == .table ? "rows" : "items"
        return "Invalid update: invalid number of \(rows) in section \(section).  The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    /// R-INS-ITEM-OOB (§3.2) for an insert at `item` of `section`, which has
    /// `count` rows after the update, for `view`.
    static func insertPastEndMessage(_ view: ListViewKind, item: Int, section: Int, count: Int) -> String {
        let row = view == .table ? "row" : "item"
        let rows = view == .table ? "rows" : "items"
        return "attempt to insert \(row) \(item) into section \(section), but there are only \(count) \(rows) in section \(section) after the update"
    }
}
