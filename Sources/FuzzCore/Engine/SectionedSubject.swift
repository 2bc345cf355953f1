import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// SectionedSubject: the built-in algorithms on sectioned cases
//===----------------------------------------------------------------------===//

extension SectionedCampaignStats: CampaignTally {}

/// `SectionedCampaign`'s subject: every algorithm on each generated
/// sectioned case, every `SectionedPropertyID`; `sectioned-rejects-ill-formed`
/// on every `SectionedCampaign.illFormedStride`-th case visited.
/// `willCheck(caseIndex, algorithmPosition)` runs before each algorithm's
/// check, `didCheck` after it.
struct SectionedSubject: FuzzSubject {
    let campaign: SectionedCampaign
    let willCheck: (Int, Int) -> Void
    let didCheck: () -> Void
    let checker = SectionedPropertyChecker()

    struct Failure {
        var position: Int
        var failure: SectionedFailure
    }

    func makeCase(_ index: Int) -> SectionedCase {
        SectionedCampaign.makeCase(seed: campaign.seed, index: index)
    }

    func check(_ c: SectionedCase, index: Int, visit: Int, tally stats: inout SectionedCampaignStats) -> [Failure] {
        let memo = SectionedCaseMemo(visit: visit)
        var failures: [Failure] = []
        var anyChecked = false
        for (position, algorithm) in campaign.algorithms.enumerated() {
            willCheck(index, position)
            let (refused, failure) = checker.check(algorithm, c, memo: memo)
            didCheck()
            if refused {
                stats.refused += 1
                stats.refusedBy[position] += 1
            } else {
                stats.algorithmCases += 1
                anyChecked = true
                for property in SectionedPropertyChecker.checkedProperties(
                    c, failure: failure, checksIllFormed: memo.checksIllFormed)
                {
                    stats.checked[position][SectionedPropertyID.allCases.firstIndex(of: property)!] += 1
                }
            }
            if let failure { failures.append(Failure(position: position, failure: failure)) }
        }
        if anyChecked { stats.checkedCases += 1 }
        return failures
    }

    func reportKey(_ failure: Failure) -> String {
        "\(campaign.algorithms[failure.position].id) \(failure.failure.property.rawValue)"
    }

    func finding(for failure: Failure, of c: SectionedCase, index: Int, casesToCatch: Int) -> SectionedRepro {
        SectionedRepro(
            shrinking: c, algorithm: campaign.algorithms[failure.position], failure: failure.failure,
            seed: campaign.seed, caseIndex: index)
    }
}
