import DiffAlgorithms
@testable import FuzzCore
import Testing
import DiffBenchWorkloads

@Suite("Oracle sampling and the libFuzzer budget")
struct OracleSamplingTests {
    @Test func visitsSampleEachCostlyCheckOnAFixedShareAndEveryVisitRerunsTheAlgorithmOnce() {
        let samplings = (0..<64).map(OracleSampling.init(visit:))
        #expect(samplings.filter(\.checksJSONInput).count == 8)
        #expect(samplings.filter(\.checksIllFormed).count == 16)
        #expect(samplings.filter(\.checksCellCheck).count == 16)
        #expect(samplings.filter(\.checksCollectionDifference).count == 16)
        #expect(samplings[0] == .everyCase, "the first case of every shard checks everything")
        // JSON is checked only on cases that check the other three as well.
        #expect(samplings.allSatisfy {
            !$0.checksJSONInput || ($0.checksIllFormed && $0.checksCellCheck && $0.checksCollectionDifference)
        })
        // The second run (deterministic) goes through the array entry point
        // on a quarter of the cases, the slice one on another quarter, both
        // on every 8th.
        #expect(samplings.filter(\.checksArrayEntryPoint).count == 16)
        #expect(samplings.filter(\.checksSliceEntryPoint).count == 24)
        #expect(samplings.filter { $0.checksArrayEntryPoint && $0.checksSliceEntryPoint }.count == 8)
        #expect(samplings.filter(\.checksSelfEmpty).count == 40)
        #expect(samplings.filter(\.checksIdentityInvariant).count == 24)
        // Every case runs the algorithm again for at least one of them, and
        // a case that skips the second run checks self-empty.
        #expect(samplings.allSatisfy {
            $0.checksArrayEntryPoint || $0.checksSliceEntryPoint || $0.checksSelfEmpty
        })
    }

    @Test func anInputAlwaysGetsTheSameSamplingAndInputsSpreadOverTheVisits() {
        var random = WorkloadRandom(seed: 27)
        var json = 0
        var illFormed = 0
        var array = 0
        var slice = 0
        let inputs = 4_000
        for _ in 0..<inputs {
            let bytes = (0..<(2 + random.next(below: 60))).map { _ in UInt8(random.next(below: 256)) }
            let first = bytes.withUnsafeBytes(OracleSampling.init(fuzzBytes:))
            let again = bytes.withUnsafeBytes(OracleSampling.init(fuzzBytes:))
            #expect(first == again)
            #expect(bytes.withUnsafeBytes(OracleSampling.fuzzVisit(of:)) >= 0)
            if first.checksJSONInput { json += 1 }
            if first.checksIllFormed { illFormed += 1 }
            if first.checksArrayEntryPoint { array += 1 }
            if first.checksSliceEntryPoint { slice += 1 }
        }
        // 1 in 8, 1 in 4, 1 in 4 and 3 in 8 of 4,000 inputs, within a wide margin.
        #expect((300...700).contains(json), "\(json) of \(inputs) inputs check json-input")
        #expect((800...1_200).contains(illFormed), "\(illFormed) of \(inputs) inputs check rejects-ill-formed")
        #expect((800...1_200).contains(array), "\(array) of \(inputs) inputs diff through the array entry point")
        #expect((1_300...1_700).contains(slice), "\(slice) of \(inputs) inputs diff through the slice entry point")
    }

    @Test func aOneBitChangeOfEveryElementByteStillSplitsTheEntryPoints() {
        // Unmixed FNV-1a's bit 1 is the parity of the bytes' two lowest bits:
        // inputs that differ only there would all take one entry point.
        var array = 0
        for length in 0..<64 {
            let bytes = [UInt8](repeating: 0x40, count: 2 + length)
            if bytes.withUnsafeBytes(OracleSampling.init(fuzzBytes:)).checksArrayEntryPoint { array += 1 }
        }
        #expect((4...28).contains(array), "\(array) of 64")
    }

    @Test func aSampledOutPropertyIsNotCheckedAndTheOthersAre() {
        let fuzzCase = FuzzCase(kind: .book, source: [WorkloadAtom(1), WorkloadAtom(2, content: 1)], target: [WorkloadAtom(2), WorkloadAtom(3)])
        let campaign = Campaign(CampaignConfiguration(seed: 0, iterations: 1))
        let none = OracleSampling(checksJSONInput: false, checksIllFormed: false, checksCellCheck: false)
        let sampled = campaign.check(fuzzCase, [HashKeyedLinearDiff()], sampling: none)[0]
        let every = campaign.check(fuzzCase, [HashKeyedLinearDiff()])[0]
        for property in [PropertyID.jsonInput, .rejectsIllFormed, .cellCheck] {
            #expect(!sampled.didCheck(property), "\(property)")
            #expect(every.didCheck(property), "\(property)")
        }
        #expect(sampled.didCheck(.batchValid) && sampled.didCheck(.collectionDifference))
        let noConversion = OracleSampling(
            checksJSONInput: true, checksIllFormed: true, checksCellCheck: true, checksCollectionDifference: false)
        let withoutConversion = campaign.check(fuzzCase, [HashKeyedLinearDiff()], sampling: noConversion)[0]
        #expect(!withoutConversion.didCheck(.collectionDifference) && every.didCheck(.collectionDifference))
        #expect(withoutConversion.didCheck(.jsonInput) && withoutConversion.didCheck(.displayOracle))
        let noRerun = OracleSampling(
            checksJSONInput: false, checksIllFormed: false, checksCellCheck: false, checksArrayEntryPoint: false,
            checksSliceEntryPoint: false, checksSelfEmpty: false, checksIdentityInvariant: false)
        let withoutReruns = campaign.check(fuzzCase, [HashKeyedLinearDiff()], sampling: noRerun)[0]
        for property in [PropertyID.deterministic, .entryPoints, .selfEmpty, .identityInvariant] {
            #expect(!withoutReruns.didCheck(property), "\(property)")
            #expect(every.didCheck(property), "\(property)")
        }
        #expect(withoutReruns.failure == nil && withoutReruns.didCheck(.rebuildsTarget))
        for (array, slice) in [(true, false), (false, true)] {
            let one = OracleSampling(
                checksJSONInput: false, checksIllFormed: false, checksCellCheck: false, checksArrayEntryPoint: array,
                checksSliceEntryPoint: slice)
            let result = campaign.check(fuzzCase, [HashKeyedLinearDiff()], sampling: one)[0]
            #expect(result.failure == nil)
            #expect(result.didCheck(.deterministic) && result.didCheck(.entryPoints), "array \(array), slice \(slice)")
        }
    }

    @Test func eitherEntryPointAloneCatchesANondeterministicAlgorithm() {
        let fuzzCase = FuzzCase(kind: .int, source: [WorkloadAtom(1), WorkloadAtom(2), WorkloadAtom(3)], target: [WorkloadAtom(2), WorkloadAtom(3), WorkloadAtom(4)])
        let campaign = Campaign(CampaignConfiguration(seed: 0, iterations: 1))
        for (array, slice, entryPoint) in [(true, false, "diff(from:to:)"), (false, true, "ArraySlice")] {
            let one = OracleSampling(
                checksJSONInput: false, checksIllFormed: false, checksCellCheck: false, checksArrayEntryPoint: array,
                checksSliceEntryPoint: slice)
            let failure = campaign.check(fuzzCase, [worseOnRepeat()], sampling: one)[0].failure
            #expect(failure?.property == .deterministic, "array \(array), slice \(slice)")
            #expect(failure?.message.contains(entryPoint) == true, "\(failure?.message ?? "no failure")")
        }
    }

    @Test func theCheckedCaseMemorySkipsOnlyCasesCheckedWithEveryAskedCheck() {
        var memory = CheckedCaseMemory<Int>(capacity: 3)
        var answers: [Bool] = []
        answers.append(memory.covers(1, checks: 0b01))
        memory.record(1, checks: 0b01)
        answers.append(memory.covers(1, checks: 0b01))
        answers.append(memory.covers(1, checks: 0b11))  // one more check asked for: checked again
        memory.record(1, checks: 0b10)
        answers.append(memory.covers(1, checks: 0b11))  // the checks of both runs are kept
        answers.append(memory.covers(2, checks: 0))
        #expect(answers == [false, true, false, true, false])
        #expect(memory.skipped == 2 && memory.lookedUp == 5)
        memory.record(2, checks: 1)
        memory.record(3, checks: 1)
        #expect(memory.count == 3)
        memory.record(3, checks: 2)
        #expect(memory.count == 3, "a stored case takes no new slot")
        memory.record(4, checks: 1)
        #expect(memory.count == 1, "full: it starts over")
        let afterReset = [memory.covers(1, checks: 0b01), memory.covers(4, checks: 1)]
        #expect(afterReset == [false, true])
        // Each sampled check has its own bit.
        let flags: [WritableKeyPath<OracleSampling, Bool>] = [
            \.checksJSONInput, \.checksIllFormed, \.checksCellCheck, \.checksCollectionDifference,
            \.checksArrayEntryPoint, \.checksSliceEntryPoint, \.checksSelfEmpty, \.checksIdentityInvariant,
        ]
        let bits = flags.map { flag in
            var sampling = OracleSampling.everyCase
            sampling[keyPath: flag] = false
            return OracleSampling.everyCase.checkBits & ~sampling.checkBits
        }
        #expect(Set(bits).count == flags.count && bits.allSatisfy { $0.nonzeroBitCount == 1 })
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

/// Correct on its first matching, then one matched pair short on every
/// later one of different arrays: a second run disagrees with the first.
private func worseOnRepeat() -> CallDependentMyers {
    CallDependentMyers { call, codes in
        let base = MyersLinearSpaceDiff()
        return call == 1 ? base.matching(for: codes) : PlantedBug(base: base, bug: .unmatchLast).matching(for: codes)
    }
}
