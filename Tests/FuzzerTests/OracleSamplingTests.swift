import DiffAlgorithms
@testable import FuzzCore
import Testing
import Workloads

@Suite("Oracle sampling and the libFuzzer budget")
struct OracleSamplingTests {
    @Test func visitsSampleJSONOneInEightAndTheOtherTwoOneInFour() {
        let samplings = (0..<64).map(OracleSampling.init(visit:))
        #expect(samplings.filter(\.checksJSONInput).count == 8)
        #expect(samplings.filter(\.checksIllFormed).count == 16)
        #expect(samplings.filter(\.checksCellCheck).count == 16)
        #expect(samplings[0] == .everyCase, "the first case of every shard checks all three")
        // JSON is checked only on cases that check the other two as well.
        #expect(samplings.allSatisfy { !$0.checksJSONInput || ($0.checksIllFormed && $0.checksCellCheck) })
    }

    @Test func anInputAlwaysGetsTheSameSamplingAndInputsSpreadOverTheVisits() {
        var random = SplitMix64(seed: 27)
        var json = 0
        var illFormed = 0
        let inputs = 4_000
        for _ in 0..<inputs {
            let bytes = (0..<(2 + random.next(below: 60))).map { _ in UInt8(random.next(below: 256)) }
            let first = bytes.withUnsafeBytes(OracleSampling.init(fuzzBytes:))
            let again = bytes.withUnsafeBytes(OracleSampling.init(fuzzBytes:))
            #expect(first == again)
            #expect(bytes.withUnsafeBytes(OracleSampling.fuzzVisit(of:)) >= 0)
            if first.checksJSONInput { json += 1 }
            if first.checksIllFormed { illFormed += 1 }
        }
        // 1 in 8 and 1 in 4 of 4,000 inputs, within a wide margin.
        #expect((300...700).contains(json), "\(json) of \(inputs) inputs check json-input")
        #expect((800...1_200).contains(illFormed), "\(illFormed) of \(inputs) inputs check rejects-ill-formed")
    }

    @Test func aSampledOutPropertyIsNotCheckedAndTheOthersAre() {
        let fuzzCase = FuzzCase(kind: .book, source: [Atom(1), Atom(2, content: 1)], target: [Atom(2), Atom(3)])
        let campaign = Campaign(CampaignConfiguration(seed: 0, iterations: 1))
        let none = OracleSampling(checksJSONInput: false, checksIllFormed: false, checksCellCheck: false)
        let sampled = campaign.check(fuzzCase, [HashKeyedLinearDiff()], sampling: none)[0]
        let every = campaign.check(fuzzCase, [HashKeyedLinearDiff()])[0]
        for property in [PropertyID.jsonInput, .rejectsIllFormed, .cellCheck] {
            #expect(!sampled.didCheck(property), "\(property)")
            #expect(every.didCheck(property), "\(property)")
        }
        #expect(sampled.didCheck(.batchValid) && sampled.didCheck(.collectionDifference))
    }

    @Test func naiveLCSRunsOnSmallInputsOnlyAndEveryOtherAlgorithmAlways() {
        let small = LibFuzzerBudget.algorithms(totalCount: LibFuzzerBudget.naiveTotalCount).map(\.id)
        let large = LibFuzzerBudget.algorithms(totalCount: LibFuzzerBudget.naiveTotalCount + 1).map(\.id)
        #expect(small == AlgorithmRegistry.all.map(\.id))
        #expect(large == AlgorithmRegistry.all.map(\.id).filter { $0 != NaiveRecursiveLCS().id })
        #expect(LibFuzzerBudget.naiveTotalCount < NaiveRecursiveLCS.maximumTotalCount)
    }

    @Test func sectionedVisitsCheckIllFormedChangesetsOneInSixteen() {
        let memos = (0..<64).map(SectionedCaseMemo.init(visit:))
        #expect(memos.filter(\.checksIllFormed).count == 64 / SectionedCampaign.illFormedStride)
        #expect(memos[0].checksIllFormed, "the first case of every shard checks it")
    }

    @Test func theSectionedStagingVerdictIsComputedOncePerDistinctChangeset() {
        let memo = SectionedCaseMemo()
        let first = SectionedChangeset()
        var second = SectionedChangeset()
        second.sections.deleted = [0]
        var computed = 0
        let verdicts = [first, first, second, first, second].map { changeset in
            memo.stagingVerdict(for: changeset) {
                computed += 1
                return changeset == first ? nil : "stage 0 is wrong"
            }
        }
        #expect(computed == 2)
        #expect(verdicts == [nil, nil, "stage 0 is wrong", nil, "stage 0 is wrong"])
    }
}
