//===----------------------------------------------------------------------===//
// ListViewKind: table view or collection view
//===----------------------------------------------------------------------===//

/// The view that receives the batch update.
///
/// The two views run the same validation with three differences (spec §2, §7):
/// the table view drops duplicate item deletes and inserts, falls back to
/// `reloadData` instead of throwing when an item moves out of a deleted or into
/// an inserted section, and says "row"/"table view" where the collection view
/// says "item"/"collection view".
public enum ListViewKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `UITableView` (`beginUpdates`/`endUpdates`, `performBatchUpdates`).
    case table
    /// `UICollectionView` (`performBatchUpdates`).
    case collection

    /// "row" or "item".
    public var itemNoun: String { self == .table ? "row" : "item" }
    /// "rows" or "items".
    public var itemsNoun: String { self == .table ? "rows" : "items" }
    /// "table view" or "collection view".
    public var viewNoun: String { self == .table ? "table view" : "collection view" }
}
