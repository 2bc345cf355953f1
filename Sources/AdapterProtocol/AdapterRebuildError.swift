import DiffAlgorithms

//===----------------------------------------------------------------------===//
// AdapterRebuildError: a changeset that does not apply, in the request's terms
//===----------------------------------------------------------------------===//

/// Why an adapter's changeset does not apply to the request it answered.
/// Every count and range is the request's own (or, for a stage, that stage's
/// old and new arrays), never that of an intermediate array.
package enum AdapterRebuildError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one batch of a `batch` or `difference` answer does not turn
    /// `sourceCount` elements into `targetCount`.
    case batch(ChangesetApplicationError, DiffChangeset, sourceCount: Int, targetCount: Int)
    /// Stage `index` (from 0) of `stageCount` does not turn its old array of
    /// `oldCount` elements into its new one of `newCount`.
    case stage(
        index: Int, stageCount: Int, ChangesetApplicationError, DiffChangeset, oldCount: Int, newCount: Int)
    /// Stage `index` deletes more elements than its old array holds.
    case stageDeletesTooMany(index: Int, stageCount: Int, oldCount: Int, deleted: Int, inserted: Int)

    package var description: String {
        switch self {
        case let .batch(problem, batch, sourceCount, targetCount):
            return Self.describe(
                problem, batch, old: "source", oldCount: sourceCount, new: "target", newCount: targetCount)
        case let .stage(index, stageCount, problem, batch, oldCount, newCount):
            return "stage \(index + 1) of \(stageCount) (old array 0..<\(oldCount), new array 0..<\(newCount)): "
                + Self.describe(problem, batch, old: "old array", oldCount: oldCount, new: "new array", newCount: newCount)
        case let .stageDeletesTooMany(index, stageCount, oldCount, deleted, inserted):
            return "stage \(index + 1) of \(stageCount) deletes \(deleted) elements of its old array of \(oldCount) (and inserts \(inserted))"
        }
    }

    /// The applier's message, with the counts a survivor mismatch comes
    /// from, or the index ranges for any other problem.
    private static func describe(
        _ problem: ChangesetApplicationError, _ batch: DiffChangeset, old: String, oldCount: Int, new: String, newCount: Int
    ) -> String {
        guard case .survivorCountMismatch = problem else {
            return "\(problem) (\(old) 0..<\(oldCount), \(new) 0..<\(newCount))"
        }
        let moved = batch.moved.count
        return "\(problem): \(old) \(oldCount) − \(batch.deleted.count) deleted − \(moved) moved, "
            + "\(new) \(newCount) − \(batch.inserted.count) inserted − \(moved) move destinations"
    }
}
