import BatchUpdateChecker
import DiffAlgorithms
@testable import FuzzCore
import Testing

@Suite("Staging verdicts shared across cases")
struct StagingVerdictMemoryTests {
    private func key(_ changeset: Changeset, reloads: ReloadPolicy = .reload) -> StagingVerdictMemory.Key {
        StagingVerdictMemory.Key(
            changeset: changeset, source: [ElementProxy(id: 0, content: 0), ElementProxy(id: 1, content: 0)],
            target: [ElementProxy(id: 1, content: 0), ElementProxy(id: 0, content: 0)], view: .table, reloads: reloads)
    }

    @Test func aKeyPassesOnlyOnceRecordedAndOnlyWithTheSameStagerPolicyAndView() {
        let memory = StagingVerdictMemory(capacity: 8)
        let swap = Changeset(moved: [Changeset.OffsetPair(1, 0)])
        #expect(!memory.passedBefore(key(swap)))
        memory.recordPass(key(swap))
        #expect(memory.passedBefore(key(swap)))
        #expect(!memory.passedBefore(key(swap, reloads: .deleteAndInsert)))
        var otherView = key(swap)
        otherView.view = .collection
        #expect(!memory.passedBefore(otherView))
        #expect(!memory.passedBefore(key(Changeset(moved: [Changeset.OffsetPair(0, 1)]))))
        #expect(memory.counts.lookedUp == 5 && memory.counts.hits == 1 && memory.counts.stored == 1)
    }

    @Test func aFullMemoryStartsOver() {
        let memory = StagingVerdictMemory(capacity: 2)
        let changesets = (0..<3).map { Changeset(deleted: [$0]) }
        for changeset in changesets { memory.recordPass(key(changeset)) }
        #expect(memory.counts.stored == 1)
        #expect(memory.passedBefore(key(changesets[2])) && !memory.passedBefore(key(changesets[0])))
    }

    @Test func aCaseStagedBeforeIsNotStagedAgainButItsPropertiesCount() {
        let memory = StagingVerdictMemory(capacity: 64)
        let checker = PropertyChecker(view: .table, reloads: .reload, stagingMemory: memory)
        // Integers and strings with the same identity pattern share the
        // proxies, so the second case finds the first's verdicts.
        let ints: ([Int], [Int]) = ([1, 2, 3, 4], [4, 1, 3, 5])
        let strings: ([String], [String]) = (["a", "b", "c", "d"], ["d", "a", "c", "e"])
        let staging: [PropertyID] = [.batchRoundTrip, .stagesCompose, .batchValid, .displayOracle]
        let first = checker.check(
            HashKeyedLinearDiff(), ints.0, ints.1, oracle: CaseOracle(source: ints.0, target: ints.1))
        #expect(first.failure == nil && memory.counts.hits == 0 && memory.counts.stored == 1)
        let second = checker.check(
            HashKeyedLinearDiff(), strings.0, strings.1, oracle: CaseOracle(source: strings.0, target: strings.1))
        #expect(second.failure == nil && memory.counts.hits == 1)
        #expect(staging.allSatisfy { first.didCheck($0) && second.didCheck($0) })
        #expect(second.stagedWith == .reload)
    }
}
