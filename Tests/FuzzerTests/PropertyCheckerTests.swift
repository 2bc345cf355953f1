import DiffAlgorithms
import FuzzCore
import Testing
import DiffBenchWorkloads

@Suite("Property checker")
struct PropertyCheckerTests {
    @Test func everyAlgorithmPassesAShortCampaign() {
        let configuration = CampaignConfiguration(seed: 20_261_122, iterations: 300, maxSize: 24)
        var failures: [String] = []
        let stats = Campaign(configuration).run(onFailure: { failures.append($0.repro.json) })
        #expect(stats.failures == 0, "\(failures)")
        #expect(stats.cases == 300)
        for algorithm in stats.perAlgorithm {
            #expect(algorithm.cases > 0, "\(algorithm.algorithm) never ran")
            #expect(algorithm.checked(.rebuildsTarget) == algorithm.cases)
        }
    }

    @Test func theSameSeedGivesTheSameCampaign() {
        let configuration = CampaignConfiguration(seed: 5, iterations: 80, maxSize: 16)
        let first = Campaign(configuration).run()
        let second = Campaign(configuration).run()
        #expect(first.perAlgorithm.map(\.checked) == second.perAlgorithm.map(\.checked))
        #expect(first.perAlgorithm.map(\.refused) == second.perAlgorithm.map(\.refused))
    }

    @Test func shardsSplitTheCampaignExactly() {
        let whole = Campaign(CampaignConfiguration(seed: 9, iterations: 60, maxSize: 12)).run()
        var cases = 0
        var checked = [Int](repeating: 0, count: PropertyID.allCases.count)
        for index in 1...3 {
            let part = Campaign(
                CampaignConfiguration(seed: 9, iterations: 60, maxSize: 12, shard: Shard(index: index, count: 3))
            ).run()
            cases += part.cases
            for algorithm in part.perAlgorithm { checked = zip(checked, algorithm.checked).map(+) }
            // json-input is sampled on every 8th case a run visits, the first
            // included: every shard checks it, on cases of its own.
            #expect(part.perAlgorithm.allSatisfy { $0.checked(.jsonInput) > 0 })
        }
        #expect(cases == whole.cases)
        // Properties sampled on every 8th visit besides a share of the others
        // fall on different cases in 20 visits per shard than in 60.
        var expected = whole.perAlgorithm.map(\.checked).reduce(checked.map { _ in 0 }) { zip($0, $1).map(+) }
        for property in [PropertyID.jsonInput, .selfEmpty, .identityInvariant] {
            let slot = PropertyID.allCases.firstIndex(of: property)!
            checked[slot] = 0
            expected[slot] = 0
        }
        #expect(checked == expected)
    }

    @Test func refusalsAreNotFailures() {
        let big = FuzzCase(kind: .int, source: atoms(Array(0..<15)), target: atoms(Array(5..<20)))
        let result = check(NaiveRecursiveLCS(), big)
        #expect(result.refused && result.failure == nil)
    }

    @Test func aMatchingThatDependsOnHowCodesAreNumberedIsCaught() {
        let bug = PlantedBug(base: HashKeyedLinearDiff(), bug: .unmatchCodeZero)
        let result = check(bug, FuzzCase(kind: .int, source: atoms([5, 6, 7]), target: atoms([6, 5, 7, 8])))
        #expect(result.failure?.property == .identityInvariant)
        #expect(result.failure?.message.contains("numbered backwards") == true)
    }

    @Test func aMatchingThatAlternatesFromCallToCallIsNondeterministicNotAnEntryPointBug() {
        // [1] → [1, 1]: the first run matches the first 1, the second the
        // last, the third the first again.
        let result = check(alternating(), FuzzCase(kind: .int, source: atoms([1]), target: atoms([1, 1])))
        #expect(result.failure?.property == .deterministic, "\(result.failure.map(\.description) ?? "no failure")")
    }

    @Test func anIllFormedMatchingIsCaught() {
        // Dropping a move leaves the pair among the unmoved ones, out of order.
        let bug = PlantedBug(base: HashKeyedLinearDiff(), bug: .dropFirstMove)
        let result = check(bug, FuzzCase(kind: .int, source: atoms([0, 1, 2]), target: atoms([2, 0, 1])))
        #expect(result.failure?.property == .wellFormedMatching)
    }

    @Test func aMissedMatchBreaksMinimality() {
        let bug = PlantedBug(base: MyersLinearSpaceDiff(), bug: .unmatchLast)
        let result = check(bug, FuzzCase(kind: .int, source: atoms([0, 1]), target: atoms([0, 2])))
        #expect(result.failure?.property == .minimal)
    }

    @Test func anExtraMoveIsCaught() {
        let fuzzCase = FuzzCase(kind: .int, source: atoms([0, 1]), target: atoms([1, 2]))
        #expect(check(PlantedBug(base: HashKeyedLinearDiff(), bug: .extraMove), fuzzCase).failure?.property == .fewestMoves)
        #expect(check(PlantedBug(base: HeckelSixPassDiff(), bug: .extraMove), fuzzCase).failure?.property == .moveRule)
        #expect(check(PlantedBug(base: DynamicProgrammingLCS(), bug: .extraMove), fuzzCase).failure?.property == .minimal)
    }

    @Test func aWrongChangesetFailsTheRebuild() {
        // The failure messages name the property; exercise the applier path
        // through a repro whose algorithm is real but whose input is fine.
        let failure = PropertyFailure(property: .rebuildsTarget, message: "m", changeset: DiffChangeset(deleted: [0]))
        #expect(failure.description == "rebuilds-target: m")
    }

    @Test func oraclesAgreeWithBruteForce() {
        #expect(WorkloadGenerator.lcsLength([1, 2, 3, 4], [2, 4, 3]) == 2)
        #expect(WorkloadGenerator.lcsLength([], [1]) == 0)
        #expect(longestIncreasingLength([3, 1, 2, 5, 4]) == 3)
        #expect(longestIncreasingLength([]) == 0)
        let implied = ImpliedMatching(DiffChangeset(deleted: [0], inserted: [2], moved: [DiffChangeset.OffsetPair(3, 0)]), sourceCount: 4, targetCount: 4)
        #expect(implied.targetOfSource == [-1, 1, 3, 0])
        #expect(implied.isMoved == [false, false, false, true])
    }
}

/// Myers' LCS, on every other call of the arrays reversed (so a repeated
/// identity matches its last occurrence instead of its first): each run is
/// minimal, but no two calls in a row agree where that choice exists.
private func alternating() -> CallDependentMyers {
    CallDependentMyers { call, codes in
        let base = MyersLinearSpaceDiff()
        guard call % 2 == 0 else { return base.matching(for: codes) }
        let n = codes.old.count
        let m = codes.new.count
        let reversed = base.matching(
            for: IdentityCodes(old: codes.old.reversed(), new: codes.new.reversed(), distinctCount: codes.distinctCount))
        var targetOfSource = [Int](repeating: -1, count: n)
        for (source, target) in reversed.targetOfSource.enumerated() where target >= 0 {
            targetOfSource[n - 1 - source] = m - 1 - target
        }
        return DiffMatching(targetOfSource: targetOfSource, movedSources: [])
    }
}
