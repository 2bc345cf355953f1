import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// StreamCampaignStats: what a stream campaign did
//===----------------------------------------------------------------------===//

/// How a negative control fared: on how many streams it went wrong, and how.
package struct NegativeControlTally: Sendable, Equatable {
    /// The policy's name (`swap-then-diff`, `stale-base`).
    package var policy: String
    /// Streams it ran on.
    package var streams = 0
    /// Streams on which it went wrong (any verdict but `ok`).
    package var wrong = 0
    /// Wrong streams UIKit stops with `NSInternalInconsistencyException` and
    /// its message.
    package var exceptions = 0
    /// Wrong streams whose batches UIKit accepts but whose display is wrong.
    package var displayDefects = 0

    package init(policy: String) { self.policy = policy }

    /// Counts one run's verdict.
    mutating func count(_ verdict: ListStreamVerdict) {
        streams += 1
        guard !verdict.isOK else { return }
        wrong += 1
        if let violation = verdict.violation, !violation.message.isEmpty { exceptions += 1 }
        if !verdict.defects.isEmpty { displayDefects += 1 }
    }
}

/// What a stream campaign did.
package struct StreamCampaignStats: Sendable {
    package var cases = 0
    /// Cases at least one algorithm checked (the others were refused by all).
    package var checkedCases = 0
    /// Simulations of a policy diffing with an algorithm that must pass.
    package var runs = 0
    /// Algorithm × case pairs not checked: the algorithm refuses the lists.
    package var refused = 0
    package var elapsed = 0.0
    package var failures: [StreamRepro] = []
    /// The algorithms, in the campaign's order.
    package var algorithms: [String]
    /// The judged policies' names, in the campaign's order.
    package var policies: [String]
    /// `checked[p][a]`: streams policy `p` passed or failed with algorithm `a`.
    package var checked: [[Int]]
    /// The negative controls, one per `StreamPolicies.negativeControls`.
    package var controls: [NegativeControlTally]
    /// Snapshots `latest` dropped, `reloadData` calls of `reloadAbove`, and
    /// runs whose batches outnumber their snapshots (staged): the streams
    /// exercise coalescing, reloads and staging.
    package var dropped = 0, reloads = 0, staged = 0

    package init(algorithms: [String] = [], policies: [String] = []) {
        self.algorithms = algorithms
        self.policies = policies
        checked = policies.map { _ in [Int](repeating: 0, count: algorithms.count) }
        controls = StreamPolicies.negativeControls.map { NegativeControlTally(policy: $0.name) }
    }

    /// Streams a negative control must have run on before UIKit must have
    /// stopped it with its exception on one: a model that lets a control
    /// through that many streams (or only shows wrong cells) has lost its
    /// teeth.
    package static let controlStreams = 200

    /// The policies no algorithm was ever checked under, and the negative
    /// controls UIKit's exception never stopped in `controlStreams` streams
    /// or more.
    package var neverExercised: [String] {
        zip(policies, checked).compactMap { policy, counts in counts.allSatisfy { $0 == 0 } ? policy : nil }
            + controls.filter { $0.streams >= Self.controlStreams && $0.exceptions == 0 }.map {
                "negative control \($0.policy) (UIKit's exception never stopped it in \($0.streams) streams; wrong on \($0.wrong))"
            }
    }

    /// This campaign's verdict (`CampaignVerdict.judge`).
    package var verdict: CampaignVerdict {
        .judge(
            failures: failures.count, cases: cases, checked: checkedCases,
            unchecked: "the rest were refused by every algorithm (size guards)", neverExercised: neverExercised)
    }

    package var runsPerSecond: Double { elapsed > 0 ? Double(runs) / elapsed : 0 }
}
