//===----------------------------------------------------------------------===//
// AdapterSubject: one external adapter on flat cases
//===----------------------------------------------------------------------===//

extension AdapterCampaignStats: CampaignTally {}

/// `AdapterCampaign`'s subject: each generated flat case, in an element
/// kind the adapter accepts, through `AdapterPropertyChecker`; the derived
/// ill-formed answers on every 64th case visited and the handshake's on the
/// first. A failure is reported once per property.
struct AdapterSubject: FuzzSubject {
    let campaign: AdapterCampaign

    func makeCase(_ index: Int) -> FuzzCase {
        campaign.generator.makeCase(seed: campaign.configuration.seed, index: index)
    }

    func check(_ fuzzCase: FuzzCase, index: Int, visit: Int, tally stats: inout AdapterCampaignStats) -> [AdapterFailure] {
        // rejects-ill-formed (some 60 derived answers) on every 64th case
        // this run visits, the first included (with the handshake's 25).
        let result = campaign.checker.check(fuzzCase, checksIllFormed: visit % 64 == 0, checksHandshake: visit == 0)
        if result.kindNotAccepted {
            stats.notAccepted += 1
        } else if result.refused {
            stats.refused += 1
        } else {
            stats.answered += 1
            for property in result.checked { stats.checked[property, default: 0] += 1 }
        }
        guard let failure = result.failure else { return [] }
        stats.failed[failure.property, default: 0] += 1
        stats.failures += 1
        return [failure]
    }

    func reportKey(_ failure: AdapterFailure) -> String { failure.property.rawValue }

    func finding(for failure: AdapterFailure, of fuzzCase: FuzzCase, index: Int, casesToCatch: Int) -> FoundAdapterFailure {
        campaign.shrink(fuzzCase, index: index, failure, casesToCatch: casesToCatch)
    }
}
