//===----------------------------------------------------------------------===//
// AlgorithmSubject: the built-in algorithms on flat cases
//===----------------------------------------------------------------------===//

extension CampaignStats: CampaignTally {}

/// `Campaign`'s subject: every algorithm of the configuration on each
/// generated flat case, every property; the shrinker checks itself on every
/// 1,000th case visited. `willCheck(caseIndex, algorithmPosition)` runs
/// before each algorithm's check (and each shrink candidate), `didCheck`
/// when the harness's own work resumes.
struct AlgorithmSubject: FuzzSubject {
    let campaign: Campaign
    let willCheck: (Int, Int) -> Void
    let didCheck: () -> Void

    enum Failure {
        /// The algorithm at `position` broke a property.
        case algorithm(position: Int, PropertyFailure)
        /// The shrinker's self-check failed (`Campaign.shrinkerProblem`).
        case shrinker(Repro)
    }

    func makeCase(_ index: Int) -> FuzzCase {
        campaign.generator.makeCase(seed: campaign.configuration.seed, index: index)
    }

    func check(_ fuzzCase: FuzzCase, index: Int, visit: Int, tally stats: inout CampaignStats) -> [Failure] {
        let configuration = campaign.configuration
        var failures: [Failure] = []
        if configuration.harnessChecks, visit % 1_000 == 0 {
            stats.shrinkerChecks += 1
            if let repro = Campaign.shrinkerProblem(fuzzCase, index: index, configuration: configuration, heartbeat: didCheck) {
                stats.shrinkerFailures += 1
                stats.failures += 1
                failures.append(.shrinker(repro))
                if !configuration.keepGoing { return failures }
            }
        }
        let results = campaign.check(
            fuzzCase, configuration.algorithms, sampling: OracleSampling(visit: visit),
            reloads: .scheduled(caseIndex: index), willCheck: { willCheck(index, $0) })
        didCheck()
        if results.contains(where: { !$0.refused }) { stats.checkedCases += 1 }
        for (position, result) in results.enumerated() {
            var counts = stats.perAlgorithm[position]
            if result.refused {
                counts.refused += 1
            } else {
                counts.cases += 1
                stats.algorithmCases += 1
                for (slot, property) in PropertyID.allCases.enumerated() where result.didCheck(property) {
                    counts.checked[slot] += 1
                }
                if let policy = result.stagedWith { counts.stagedWith[policy.slot] += 1 }
            }
            if let failure = result.failure {
                counts.failed[failure.property.ordinal] += 1
                stats.failures += 1
                failures.append(.algorithm(position: position, failure))
            }
            stats.perAlgorithm[position] = counts
        }
        return failures
    }

    func reportKey(_ failure: Failure) -> String {
        switch failure {
        case let .algorithm(position, failure):
            "\(campaign.configuration.algorithms[position].id) \(failure.property.rawValue)"
        case let .shrinker(repro):
            // Every failed self-check is reported.
            "shrinker \(repro.caseIndex ?? 0)"
        }
    }

    func finding(for failure: Failure, of fuzzCase: FuzzCase, index: Int, casesToCatch: Int) -> FoundFailure {
        switch failure {
        case let .algorithm(position, failure):
            campaign.shrink(
                fuzzCase, index: index, campaign.configuration.algorithms[position], failure, casesToCatch: casesToCatch,
                willCheck: { willCheck(index, position) }, didCheck: didCheck)
        case let .shrinker(repro):
            FoundFailure(repro: repro, original: fuzzCase, shrunk: fuzzCase, shrinkAttempts: 0, casesToCatch: casesToCatch)
        }
    }
}
