import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ValidBatch: a valid batch for the mutations to alter
//===----------------------------------------------------------------------===//

/// A valid batch to mutate: the changeset of a real diff (no updates) in
/// section 0, and two untouched sections 1 and 2 after it.
///
/// Index spaces: `before` is the source shape `[n, k1, k2]`, `after` the
/// target shape `[m, k1, k2]`; the changeset's offsets are items of section 0.
package struct ValidBatch: Sendable, Hashable {
    package var changeset: DiffChangeset
    package var before: BatchShape
    package var after: BatchShape

    /// - Precondition: `changeset` applies to `sourceCount` → `targetCount`
    ///   and has no updates; `untouched` are the counts of sections 1 and 2.
    package init(changeset: DiffChangeset, sourceCount: Int, targetCount: Int, untouched: (Int, Int)) {
        self.changeset = changeset
        before = BatchShape([sourceCount, untouched.0, untouched.1])
        after = BatchShape([targetCount, untouched.0, untouched.1])
    }

    /// The batch as it is: UIKit accepts it.
    package var update: BatchUpdate { BatchUpdate(changeset: changeset) }

    /// Section-0 source offsets that are neither deleted nor moved.
    var survivors: [Int] {
        let taken = Set(changeset.deleted).union(changeset.moved.map(\.source))
        return (0..<before.itemCounts[0]).filter { !taken.contains($0) }
    }
}
