//===----------------------------------------------------------------------===//
// ListStreamReport: a stream's verdict, statistics and log
//===----------------------------------------------------------------------===//

/// Counts of what a policy did over a stream.
public struct ListStreamStats: Hashable, Sendable {
    /// `performBatchUpdates` calls (a staged changeset counts each stage).
    public var batches: Int
    /// `reloadData` calls.
    public var reloads: Int
    /// Snapshots a coalescing policy replaced before diffing them.
    public var dropped: Int
    /// For snapshot version *v* at index *v* − 1: the model time from its
    /// arrival until the view first showed it or a newer snapshot, or `nil`
    /// when it never did (the stream stopped first).
    public var staleness: [Int?]

    /// Statistics with these counts.
    public init(batches: Int = 0, reloads: Int = 0, dropped: Int = 0, staleness: [Int?] = []) {
        self.batches = batches
        self.reloads = reloads
        self.dropped = dropped
        self.staleness = staleness
    }

    /// The largest staleness, or `nil` when no snapshot was shown.
    ///
    /// - Complexity: O(*s*), the number of snapshots.
    public var maximumStaleness: Int? { staleness.compactMap { $0 }.max() }
}

/// What `ListStreamSimulator.run(_:)` found: the verdict, the statistics
/// and the log of every step.
public struct ListStreamReport: Hashable, Sendable {
    /// The policy judged.
    public var policy: ListUpdatePolicy
    /// The verdict.
    public var verdict: ListStreamVerdict
    /// What the policy did.
    public var stats: ListStreamStats
    /// Every step, in time order.
    public var log: [ListStreamLogEntry]

    /// A report on `policy`.
    public init(policy: ListUpdatePolicy, verdict: ListStreamVerdict, stats: ListStreamStats, log: [ListStreamLogEntry]) {
        self.policy = policy
        self.verdict = verdict
        self.stats = stats
        self.log = log
    }
}
