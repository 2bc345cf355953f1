//===----------------------------------------------------------------------===//
// ListStreamLogEntry: what happened, and when, in a simulated stream
//===----------------------------------------------------------------------===//

/// One timed step of a simulated list view's life, as `SimulatedListView`
/// and `ListStreamSimulator` record it. Versions are `ListSnapshot`
/// versions.
public struct ListStreamLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A snapshot arrived from the app's model.
        case snapshotArrived(version: Int)
        /// A coalescing policy replaced this waiting snapshot by a newer one.
        case snapshotDropped(version: Int)
        /// A diffable data source refused the snapshot (repeated identifiers).
        case snapshotRefused(version: Int)
        /// A diff from one snapshot to another started on `queue`.
        case diffStarted(from: Int, to: Int, queue: ListDiffQueue)
        /// That diff's result is back on the main queue.
        case diffEnded(from: Int, to: Int)
        /// The app set the data source's array outside any batch.
        case dataSwapped(version: Int)
        /// `performBatchUpdates` ran with the data source holding `version`
        /// once its block had run; `outcome` is UIKit's.
        case batchApplied(version: Int, update: BatchUpdate, outcome: BatchVerdict.Outcome)
        /// The app called `reloadData` with the data source holding `version`.
        case reloadDataCalled(version: Int)
        /// UIKit read the data source's counts (a layout after `reloadData`,
        /// or before a batch with a `reloadData` pending) and refreshed every cell.
        case countsRead(version: Int, count: Int)
        /// A batch's animation finished.
        case animationCompleted
        /// The view entered or left its window.
        case windowChanged(onScreen: Bool)
    }

    /// When, in model time units.
    public var time: Int
    /// What happened.
    public var kind: Kind

    /// The entry for `kind` at `time`.
    public init(time: Int, _ kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// One line, e.g. `t=3 batch (version 2): accepted`.
    public var description: String {
        let what: String
        switch kind {
        case .snapshotArrived(let v): what = "snapshot \(v) arrives"
        case .snapshotDropped(let v): what = "snapshot \(v) dropped"
        case .snapshotRefused(let v): what = "snapshot \(v) refused"
        case let .diffStarted(from, to, queue): what = "diff \(from) → \(to) starts (\(queue.rawValue) queue)"
        case let .diffEnded(from, to): what = "diff \(from) → \(to) ends"
        case .dataSwapped(let v): what = "data set to snapshot \(v) outside a batch"
        case let .batchApplied(v, _, outcome):
            switch outcome {
            case .accepted: what = "batch (version \(v)): accepted"
            case .reloadDataFallback(let violation): what = "batch (version \(v)): reloadData fallback, \(violation.rule.rawValue)"
            case .exception(let violation): what = "batch (version \(v)): exception \(violation.rule.rawValue)"
            }
        case .reloadDataCalled(let v): what = "reloadData (version \(v))"
        case let .countsRead(v, count): what = "counts read: \(count) (version \(v))"
        case .animationCompleted: what = "animation completed"
        case .windowChanged(let on): what = on ? "view enters its window" : "view leaves its window"
        }
        return "t=\(time) \(what)"
    }
}
