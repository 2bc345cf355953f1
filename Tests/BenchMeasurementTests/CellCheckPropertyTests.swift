import DiffAlgorithms
import DiffBenchWorkloads
import Testing

import BenchCore
import BenchMeasurement

/// The benchmark's per-cell check on generated cases: `CellRunner.verify`
/// finds a problem exactly when the changeset does not rebuild the target
/// (told by a replay of the test's own), and a cell that fails its check
/// keeps its counts and sizes but no time and no allocation count.
@Suite struct CellCheckPropertyTests {
    /// The target rebuilt by the test's own replay of `changes`: kept source
    /// elements in order (matched by `updated` or unmatched survivors), then
    /// moves and inserts at their target offsets; `nil` when the lists do
    /// not fit.
    static func replay(_ changes: DiffChangeset, _ source: [Int], _ target: [Int]) -> [Int]? {
        var slots = [Int?](repeating: nil, count: target.count)
        let gone = Set(changes.deleted + changes.moved.map(\.source))
        for offset in changes.inserted {
            guard slots.indices.contains(offset), slots[offset] == nil else { return nil }
            slots[offset] = target[offset]
        }
        for move in changes.moved {
            guard source.indices.contains(move.source), slots.indices.contains(move.target), slots[move.target] == nil
            else { return nil }
            slots[move.target] = source[move.source]
        }
        var free = slots.indices.filter { slots[$0] == nil }.makeIterator()
        for offset in source.indices where !gone.contains(offset) {
            guard let slot = free.next() else { return nil }
            slots[slot] = source[offset]
        }
        guard free.next() == nil else { return nil }
        return slots.compactMap { $0 }
    }

    /// `changes` made wrong one way, chosen by `random`.
    static func variant(_ changes: DiffChangeset, _ random: inout WorkloadRandom) -> DiffChangeset {
        var wrong = changes
        switch random.next(below: 4) {
        case 0 where !wrong.inserted.isEmpty: wrong.inserted.removeLast()
        case 1 where !wrong.deleted.isEmpty: wrong.deleted.removeFirst()
        case 2 where wrong.moved.count >= 2:
            let first = wrong.moved[0].target
            wrong.moved[0].target = wrong.moved[1].target
            wrong.moved[1].target = first
        default: break
        }
        return wrong
    }

    @Test func verifyFindsAProblemExactlyWhenTheChangesetDoesNotRebuild() {
        var random = WorkloadRandom(seed: 53)
        var wrongOnes = 0
        for _ in 0..<1_000 {
            let alphabet = 1 + random.next(below: 12)
            let source = (0..<random.next(below: 14)).map { _ in random.next(below: alphabet) }
            let target = (0..<random.next(below: 14)).map { _ in random.next(below: alphabet) }
            let changes = Self.variant(HashKeyedLinearDiff().diff(from: source, to: target), &random)
            let rebuilds = Self.replay(changes, source, target) == target
            if !rebuilds { wrongOnes += 1 }
            let problem = CellRunner.verify(changes, source: source, target: target)
            #expect((problem == nil) == rebuilds, "\(source) → \(target): \(changes), problem \(problem ?? "none")")
        }
        #expect(wrongOnes > 100, "the variants should often be wrong")
    }

    @Test func aFailedCellKeepsItsCountsButNoTime() {
        var random = WorkloadRandom(seed: 59)
        for _ in 0..<200 {
            let samples = (0..<(1 + random.next(below: 5))).map { _ in Double(1 + random.next(below: 1_000)) * 1e-6 }
            let outcome = CellOutcome(
                status: .ok, sourceCount: random.next(below: 10_000), targetCount: random.next(below: 10_000),
                samples: samples, cpuSamples: samples,
                allocations: AllocationCount(bytes: random.next(below: 1 << 20), count: random.next(below: 100)),
                changeset: ChangesetSize(deleted: random.next(below: 9), inserted: random.next(below: 9), moved: 0, updated: 0))
            let failed = CellRunner.checked(outcome) { "element 3 differs" }
            #expect(failed.status == .failed && failed.message == "element 3 differs")
            #expect(failed.samples.isEmpty && failed.cpuSamples.isEmpty && failed.allocations == nil)
            #expect(failed.sourceCount == outcome.sourceCount && failed.targetCount == outcome.targetCount)
            #expect(failed.changeset == outcome.changeset)
            let passed = CellRunner.checked(outcome) { nil }
            #expect(passed.status == .ok && passed.samples == samples && passed.allocations == outcome.allocations)
        }
    }
}
