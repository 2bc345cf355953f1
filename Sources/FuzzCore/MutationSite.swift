import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// MutationSite: what a batch mutation reads of its base
//===----------------------------------------------------------------------===//

/// What a mutation reads: the base batch, the view, and the view's words.
///
/// Index spaces: `n` and `m` are section 0's item counts before and after
/// (the base changeset's offsets are its items); `k1` and `k2` those of
/// the untouched sections 1 and 2, the same before and after.
struct MutationSite {
    var base: ValidBatch
    var view: ListViewKind

    var changeset: DiffChangeset { base.changeset }
    var n: Int { base.before.itemCounts[0] }
    var m: Int { base.after.itemCounts[0] }
    var k1: Int { base.before.itemCounts[1] }
    var k2: Int { base.before.itemCounts[2] }

    /// The view's word for an item, and for items.
    var row: String { view == .table ? "row" : "item" }
    var rows: String { view == .table ? "rows" : "items" }

    /// Item `item` of `section`, as the batch holds it.
    func path(_ section: Int, _ item: Int) -> BatchIndexPath { BatchIndexPath(section, item) }

    /// The same path as a message prints it (`PredictedMessage.indexPath`).
    func shown(_ section: Int, _ item: Int) -> String { PredictedMessage.indexPath(section, item) }

    /// R-COUNT-ITEMS (`PredictedMessage.itemCountMessage`) for this view.
    func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0, movedOut: Int = 0
    ) -> String {
        PredictedMessage.itemCountMessage(
            view, section: section, after: after, before: before, inserted: inserted, deleted: deleted,
            movedIn: movedIn, movedOut: movedOut)
    }

    /// R-COUNT-SECTIONS (`PredictedMessage.sectionCountMessage`) for this view.
    func sectionCount(after: Int, inserted: Int) -> String {
        PredictedMessage.sectionCountMessage(view, after: after, inserted: inserted)
    }

    /// R-INS-ITEM-OOB (`PredictedMessage.insertPastEndMessage`) for this view.
    func insertPastEnd(item: Int, section: Int, count: Int) -> String {
        PredictedMessage.insertPastEndMessage(view, item: item, section: section, count: count)
    }
}
