//===----------------------------------------------------------------------===//
// ValidatorSubject: the batch-update validator on rule-targeted batches
//===----------------------------------------------------------------------===//

extension ValidatorCampaign.Stats: CampaignTally {}

/// `ValidatorCampaign`'s subject: each case's base batch and its mutations
/// (`ValidatorCampaign.check(caseIndex:stats:willCheck:didCheck:)`). A
/// failure is reported once per check name, not shrunk: its batch is the
/// repro.
struct ValidatorSubject: FuzzSubject {
    let campaign: ValidatorCampaign
    let willCheck: (ValidatorCheck) -> Void
    let didCheck: () -> Void

    /// A validator case is its index: the batches are built while checking.
    func makeCase(_ index: Int) -> Int { index }

    func check(_ index: Int, index _: Int, visit: Int, tally stats: inout ValidatorCampaign.Stats) -> [ValidatorFailure] {
        let failures = campaign.check(caseIndex: index, stats: &stats, willCheck: willCheck, didCheck: didCheck)
        stats.failures += failures.count
        return failures
    }

    func reportKey(_ failure: ValidatorFailure) -> String { failure.check }

    func finding(for failure: ValidatorFailure, of _: Int, index: Int, casesToCatch: Int) -> ValidatorFailure {
        var failure = failure
        failure.casesToCatch = casesToCatch
        return failure
    }
}
