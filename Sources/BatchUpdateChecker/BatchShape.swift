//===----------------------------------------------------------------------===//
// BatchShape: the item count of every section
//===----------------------------------------------------------------------===//

/// The number of items in every section, as the view holds it before the
/// update or as the data source reports it after the update.
///
///     let shape = BatchShape([3, 0, 2])   // three sections
///     shape.sections                      // 3
///
/// Counts are meant to be non-negative. `BatchUpdateValidator` rejects a
/// negative `before` count with `MalformedBatch` (rule `R-NEG`) and reports a
/// negative `after` count, the data source's, as `R-COUNT-NEGATIVE`.
public struct BatchShape: Hashable, Sendable, CustomStringConvertible {
    /// The item count of each section, in section order.
    public var itemCounts: [Int]

    /// The shape with `itemCounts[s]` items in section `s`.
    public init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// A single section holding `count` items.
    public static func single(_ count: Int) -> BatchShape { BatchShape([count]) }

    /// The number of sections.
    public var sections: Int { itemCounts.count }

    /// The item counts, e.g. `[3, 0, 2]`.
    public var description: String { "\(itemCounts)" }
}
