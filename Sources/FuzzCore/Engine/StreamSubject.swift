import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// StreamSubject: list-update policies over random streams
//===----------------------------------------------------------------------===//

extension StreamCampaignStats: CampaignTally {}

/// `StreamCampaign`'s subject: every judged policy diffing with every
/// algorithm that does not refuse the stream, each a failure unless
/// `StreamPolicies.passes`; then each negative control with one algorithm,
/// tallied.
struct StreamSubject: FuzzSubject {
    let campaign: StreamCampaign

    struct Failure {
        var position: Int
        var policy: ListUpdatePolicy
    }

    func makeCase(_ index: Int) -> StreamCase {
        StreamCampaign.makeCase(seed: campaign.seed, index: index)
    }

    func check(_ c: StreamCase, index: Int, visit: Int, tally stats: inout StreamCampaignStats) -> [Failure] {
        var failures: [Failure] = []
        var anyChecked = false
        var controlAlgorithm: (any DiffAlgorithm)?
        for (position, algorithm) in campaign.algorithms.enumerated() {
            if StreamPolicies.refuses(algorithm, c) {
                stats.refused += 1
                continue
            }
            anyChecked = true
            if controlAlgorithm == nil || position == index % campaign.algorithms.count { controlAlgorithm = algorithm }
            for (slot, policy) in campaign.policies.enumerated() {
                let report = StreamPolicies.run(policy, algorithm, c)
                stats.runs += 1
                stats.checked[slot][position] += 1
                switch policy {
                case .latest: stats.dropped += report.stats.dropped
                case .reloadAbove: stats.reloads += report.stats.reloads
                case .serial where report.stats.batches > c.snapshotCount: stats.staged += 1
                default: break
                }
                if !StreamPolicies.passes(policy, report.verdict, on: c) { failures.append(Failure(position: position, policy: policy)) }
            }
        }
        if let controlAlgorithm {
            for (slot, policy) in StreamPolicies.negativeControls.enumerated() {
                stats.controls[slot].count(StreamPolicies.run(policy, controlAlgorithm, c).verdict)
            }
        }
        if anyChecked { stats.checkedCases += 1 }
        return failures
    }

    func reportKey(_ failure: Failure) -> String {
        "\(campaign.algorithms[failure.position].id) \(failure.policy.name)"
    }

    /// The shrunk repro, and the cases the campaign ran to catch it.
    func finding(for failure: Failure, of c: StreamCase, index: Int, casesToCatch: Int) -> (StreamRepro, Int) {
        let repro = StreamRepro(
            shrinking: c, algorithm: campaign.algorithms[failure.position], policy: failure.policy, seed: campaign.seed,
            caseIndex: index)
        return (repro, casesToCatch)
    }
}
