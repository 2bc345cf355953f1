import DiffAlgorithms
import FuzzCore
import Testing

/// The inconclusive rule, and the per-property counts it reads, for every
/// campaign kind.
@Suite struct CampaignVerdictTests {
    func algorithm(_ id: String) -> any DiffAlgorithm { AlgorithmRegistry.algorithm(id: id)! }

    @Test func theRule() {
        func judge(failures: Int = 0, cases: Int, checked: Int, missing: [String] = []) -> CampaignVerdict {
            .judge(failures: failures, cases: cases, checked: checked, unchecked: "refused", neverExercised: missing)
        }
        #expect(judge(cases: 10, checked: 10) == .passed)
        #expect(judge(cases: 10, checked: 5) == .passed, "exactly half checked is enough")
        #expect(judge(cases: 10, checked: 4) == .inconclusive(reason: "only 4 of 10 cases were checked, fewer than half; refused"))
        #expect(judge(cases: 0, checked: 0) == .inconclusive(reason: "no case ran"))
        #expect(judge(cases: 10, checked: 10, missing: ["myers (minimal)"])
            == .inconclusive(reason: "promised but never exercised: myers (minimal)"))
        #expect(judge(failures: 2, cases: 10, checked: 1, missing: ["x"]) == .failed(failures: 2), "a failure outranks too little")
    }

    @Test func partsCombine() {
        let unsure = CampaignVerdict.inconclusive(reason: "r")
        #expect(CampaignVerdict.passed.combined(with: .passed) == .passed)
        #expect(CampaignVerdict.passed.combined(with: unsure) == unsure)
        #expect(unsure.combined(with: .failed(failures: 1)) == .failed(failures: 1))
        #expect(CampaignVerdict.failed(failures: 1).combined(with: .failed(failures: 2)) == .failed(failures: 3))
        #expect(unsure.part("sectioned cases") == .inconclusive(reason: "sectioned cases: r"))
        #expect(CampaignVerdict.passed.part("sectioned cases") == .passed)
    }

    /// `PropertyID.promised(by:)` is what the checker checks: a campaign
    /// long enough to give every property its chance checks exactly these.
    @Test func promisedPropertiesAreTheCheckedOnes() {
        let stats = Campaign(CampaignConfiguration(seed: 5, iterations: 200, maxSize: 16)).run()
        for (algorithm, counts) in zip(AlgorithmRegistry.all, stats.perAlgorithm) {
            let checked = Set(PropertyID.allCases.filter { counts.checked($0) > 0 })
            #expect(checked == Set(PropertyID.promised(by: algorithm.traits)), "\(algorithm.id)")
        }
        #expect(stats.verdict(AlgorithmRegistry.all) == .passed)
        #expect(stats.checkedCases == stats.cases)
    }

    @Test func anAlgorithmThatRefusesMostCasesMakesItsCampaignInconclusive() {
        let naive = AlgorithmRegistry.algorithm(id: "naive-lcs")!
        let stats = Campaign(CampaignConfiguration(seed: 1, iterations: 100, maxSize: 64, algorithms: [naive])).run()
        #expect(stats.checkedCases * 2 < stats.cases, "\(stats.checkedCases) of \(stats.cases)")
        guard case let .inconclusive(reason) = stats.verdict([naive]) else {
            Issue.record("\(stats.verdict([naive]))")
            return
        }
        #expect(reason.hasPrefix("only \(stats.checkedCases) of 100 cases were checked"))
        // With every algorithm the same cases are checked by the others.
        let all = Campaign(CampaignConfiguration(seed: 1, iterations: 100, maxSize: 64)).run()
        #expect(all.verdict(AlgorithmRegistry.all) == .passed)
    }

    @Test func aPropertyNeverExercisedIsNamed() {
        // One case, as if identity-invariant had never run on it.
        var stats = Campaign(CampaignConfiguration(seed: 1, iterations: 1, maxSize: 8, algorithms: [algorithm("hash-linear")])).run()
        stats.perAlgorithm[0].checked[PropertyID.allCases.firstIndex(of: .identityInvariant)!] = 0
        // Case 0 stages with the reload policy only.
        #expect(stats.neverExercised([algorithm("hash-linear")]) == ["hash-linear (identity-invariant, staged with deleteAndInsert)"])
        #expect(stats.verdict([algorithm("hash-linear")], oneCase: true) == .passed, "one case asked for by index")
    }

    @Test func theLastCaseIndexRunsOnce() {
        let stats = Campaign(CampaignConfiguration(seed: 1, maxSize: 8, algorithms: [algorithm("hash-linear")], onlyCase: Int.max)).run()
        #expect(stats.cases == 1)
    }

    @Test func sectionedCampaignsCountEveryProperty() {
        let stats = SectionedCampaign(seed: 2, iterations: 60, algorithms: [algorithm("hash-linear"), algorithm("myers")]).run()
        #expect(stats.algorithms == ["hash-linear", "myers"])
        for counts in stats.checked {
            let duplicatesRejected = counts[SectionedPropertyID.allCases.firstIndex(of: .duplicatesRejected)!]
            #expect(duplicatesRejected == stats.cases - stats.refused / 2 || stats.refused > 0)
            #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
            #expect(counts.allSatisfy { $0 <= duplicatesRejected }, "only the duplicates rule runs on repeated identities")
        }
        #expect(stats.verdict == .passed)
    }

    @Test func validatorCampaignsCountEveryMutation() {
        var failures: [ValidatorFailure] = []
        let stats = ValidatorCampaign(seed: 1, iterations: 60).run { failures.append($0) }
        #expect(failures.isEmpty)
        #expect(stats.checkedCases > 0 && stats.checkedCases <= stats.cases)
        #expect(stats.neverExercised.isEmpty, "\(stats.neverExercised)")
        #expect(stats.verdict == .passed)
    }
}
