import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// PredictedMessage: the exception text a mutated batch must raise
//===----------------------------------------------------------------------===//

/// UIKit's exception texts (docs/batch-update-rules.md §3, `docs/checker.md`), spelled out here
/// from the templates; each `BatchMutationSpec` fills in the numbers of the
/// fault it plants, so the validator campaign compares messages and not
/// only rule ids.
///
/// A reference oracle: written from the spec's templates, never through the
/// checker's `_Messages`; do not replace it with a call to the checker.
/// Index paths print in the validator's default style, UIKit's
/// `<NSIndexPath: 0x…> {length = 2, path = s - i}`; compare modulo the
/// pointer (`RuleViolation.normalizingPointers`).
enum PredictedMessage {
    /// An index path as UIKit prints it, modulo the pointer.
    static func indexPath(_ section: Int, _ item: Int) -> String {
        "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}"
    }

    /// R-COUNT-SECTIONS for three sections before the update, `after`
    /// after it, `inserted` of them inserted and none deleted, for `view`.
    static func sectionCountMessage(_ view: ListViewKind, after: Int, inserted: Int) -> String {
        let viewName = view == .table ? "table view" : "collection view"
        return "Invalid update: invalid number of sections.  The number of sections contained in the \(viewName) after the update (\(after)) must be equal to the number of sections contained in the \(viewName) before the update (3), plus or minus the number of sections inserted or deleted (\(inserted) inserted, 0 deleted)."
    }

    /// R-COUNT-ITEMS (§3.3) for `view`.
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
