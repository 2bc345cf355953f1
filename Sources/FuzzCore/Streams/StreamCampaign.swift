import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// StreamCampaign: list-update policies over random streams
//===----------------------------------------------------------------------===//

/// Runs random streams (`StreamCaseGenerator`) through every correct
/// list-update policy diffing with every algorithm; each must end `ok`.
/// The negative controls run on every stream too (with one algorithm per
/// stream, in turn) and are tallied, never failures. Each failing
/// algorithm × policy is shrunk and reported once. Case *i* depends only on
/// the seed and *i*.
package struct StreamCampaign: Sendable {
    package var seed: UInt64
    package var iterations: Int?
    package var duration: Double?
    package var algorithms: [any DiffAlgorithm]
    /// The policies judged; `StreamPolicies.correct` unless a test judges a
    /// negative control as if it were correct.
    package var policies: [ListUpdatePolicy]
    package var shard: Shard
    package var keepGoing: Bool

    package init(
        seed: UInt64, iterations: Int? = 1_000, duration: Double? = nil,
        algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all, policies: [ListUpdatePolicy] = StreamPolicies.correct,
        shard: Shard = .all, keepGoing: Bool = false
    ) {
        self.seed = seed
        self.iterations = iterations
        self.duration = duration
        self.algorithms = algorithms
        self.policies = policies
        self.shard = shard
        self.keepGoing = keepGoing
    }

    /// Case `index` of `seed`, drawn from its `CaseSeed.Stream.listStreams` seed.
    package static func makeCase(seed: UInt64, index: Int) -> StreamCase {
        var random = CaseSeed.random(campaign: seed, index: index, stream: .listStreams)
        return StreamCaseGenerator.next(&random)
    }

    /// Runs the campaign; `onFailure` gets each shrunk repro as it is found
    /// and the cases run to catch it (that one included),
    /// `progress` the counts about five times a second, `shouldStop` is
    /// asked between cases.
    package func run(
        progress: (StreamCampaignStats) -> Void = { _ in }, onFailure: (StreamRepro, Int) -> Void = { _, _ in },
        shouldStop: () -> Bool = { false }
    ) -> StreamCampaignStats {
        var found: [StreamRepro] = []
        var stats = CampaignEngine(
            schedule: CaseSchedule(iterations: iterations, duration: duration, shard: shard), keepGoing: keepGoing
        ).run(
            StreamSubject(campaign: self),
            tally: StreamCampaignStats(algorithms: algorithms.map(\.id), policies: policies.map(\.name)),
            progress: progress,
            onFinding: { repro, casesToCatch in
                found.append(repro)
                onFailure(repro, casesToCatch)
            }, shouldStop: shouldStop)
        stats.failures = found
        return stats
    }
}
