import DiffAlgorithms
import Testing

import BenchCore
import BenchMeasurement
import DiffBenchWorkloads

/// The lower bound n + m − k − L and the move-free bound n + m − 2L, on
/// hand-checked lists and on the benchmark's own workloads.
@Suite struct ChangesetBoundTests {
    private func bound(_ source: [Int], _ target: [Int]) -> ChangesetBound {
        ChangesetBound(source: source, target: target)
    }

    @Test func mixedEdits() {
        // 3 deleted, 5 inserted, 4 moved to the front; 1 and 2 survive.
        let b = bound([1, 2, 3, 4], [4, 1, 2, 5])
        #expect(b == ChangesetBound(sourceCount: 4, targetCount: 4, matchable: 3, commonSubsequence: 2))
        #expect(b.lowerBound == 3)
        #expect(b.moveFreeLowerBound == 4)
    }

    @Test func duplicatesPairPerIdentity() {
        // k: identity 1 twice on both sides, identity 2 once in the source → 3.
        // L: [1, 2] (or [1, 1]) → 2. Reached by keeping 1, 2, moving the
        // second 1 to the end and inserting a 2: 2 rows.
        let b = bound([1, 1, 2], [1, 2, 2, 1])
        #expect(b.matchable == 3)
        #expect(b.commonSubsequence == 2)
        #expect(b.lowerBound == 2)
        #expect(b.moveFreeLowerBound == 3)
    }

    @Test func disjointListsDeleteAndInsertEverything() {
        let b = bound([1, 2, 3], [4, 5])
        #expect(b.matchable == 0 && b.commonSubsequence == 0)
        #expect(b.lowerBound == 5)
        #expect(b.moveFreeLowerBound == 5)
    }

    @Test func reversedKeepsOneAndMovesTheRest() {
        let b = bound([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])
        #expect(b.matchable == 5 && b.commonSubsequence == 1)
        #expect(b.lowerBound == 4)
        #expect(b.moveFreeLowerBound == 8)
    }

    @Test func emptyAndIdenticalLists() {
        #expect(bound([], []) == .zero)
        #expect(bound([], [1, 2]).lowerBound == 2)
        #expect(bound([1, 2], []).moveFreeLowerBound == 2)
        let same = bound([1, 2, 3], [1, 2, 3])
        #expect(same.lowerBound == 0 && same.moveFreeLowerBound == 0)
        let nothing = ChangesetQuality(size: ChangesetSize(deleted: 0, inserted: 0, moved: 0, updated: 2), bound: same)
        #expect(nothing.boundMultiple == 1, "no rows animated where none need be is optimal")
        let something = ChangesetQuality(size: ChangesetSize(deleted: 1, inserted: 1, moved: 0, updated: 0), bound: same)
        #expect(something.boundMultiple == .infinity)
        #expect(ChangesetQuality.multipleText(something.boundMultiple) == "×∞")
    }

    /// k and L against a plain quadratic table on random lists with many
    /// repeated identities.
    @Test func matchesAQuadraticTableOnRandomLists() {
        var random = WorkloadRandom(seed: 7)
        for _ in 0..<200 {
            let source = (0..<random.next(below: 12)).map { _ in random.next(below: 4) }
            let target = (0..<random.next(below: 12)).map { _ in random.next(below: 4) }
            var table = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
            for i in source.indices.reversed() {
                for j in target.indices.reversed() {
                    table[i][j] = source[i] == target[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            let matchable = Set(source).reduce(0) { sum, id in
                sum + min(source.count { $0 == id }, target.count { $0 == id })
            }
            let b = bound(source, target)
            #expect(b.commonSubsequence == table[0][0], "\(source) → \(target)")
            #expect(b.matchable == matchable, "\(source) → \(target)")
        }
    }

    @Test func aRefusalFallsBackToTheNextExactAlgorithm() throws {
        let source = (0..<200).map { $0 % 3 }, target = (0..<150).map { 2 - $0 % 3 }
        let codes = try #require(IdentityCodes(source: source, target: target))
        let strict = HuntSzymanskiLCS(pairBudget: 10)
        #expect(strict.refusal(for: codes) != nil, "the budget of 10 pairs refuses")
        let fallback = ExactCommonSubsequence.length(of: codes, using: [strict, BitParallelLCS()])
        #expect(fallback.algorithm == "bit-lcs")
        #expect(fallback.length == ExactCommonSubsequence.length(of: codes).length)
        #expect(ExactCommonSubsequence.length(of: codes).algorithm == "hunt-szymanski")
    }

    /// Sections: the flat bound over section identities; items: every item,
    /// paired across sections, but only the ones staying in a section kept on
    /// both sides may survive (per section, a longest common subsequence).
    @Test func sectionedBoundAddsSectionsAndItems() {
        typealias Section = DiffSection<Int, Int>
        // Source A(10): 1 2 3 7, B(20): 4 5. Target B: 5 4 7, C(30): 6, A: 1 3 2.
        let source = [Section(model: 10, items: [1, 2, 3, 7]), Section(model: 20, items: [4, 5])]
        let target = [Section(model: 20, items: [5, 4, 7]), Section(model: 30, items: [6]), Section(model: 10, items: [1, 3, 2])]
        let parts = ChangesetBound.sectioned(source: source, target: target)
        // Sections 10, 20 kept (one moved), 30 inserted: 2 + 3 − 2 − 1 = 2.
        #expect(parts.sections == ChangesetBound(sourceCount: 2, targetCount: 3, matchable: 2, commonSubsequence: 1))
        // Items: n 6, m 7, k 6 (all but 6), L = 2 (A: 1 3) + 1 (B: 5) = 3; 7 crosses from A to B.
        #expect(parts.total == ChangesetBound(sourceCount: 8, targetCount: 10, matchable: 8, commonSubsequence: 4))
        #expect(parts.total.lowerBound == 2 + 4)
    }

    /// The rows a deleted section takes with it and an inserted one brings,
    /// less the items moved out of or into them.
    @Test func rowsWithSectionsCountsUnlistedRows() throws {
        typealias Section = DiffSection<Int, Int>
        let source = [Section(model: 10, items: [1, 2, 3]), Section(model: 20, items: [4])]
        let target = [Section(model: 20, items: [4, 3]), Section(model: 30, items: [5, 6, 1])]
        let changeset = try SectionedChangeset(diffing: source, to: target, using: HashKeyedLinearDiff())
        #expect(changeset.sections.deleted == [0] && changeset.sections.inserted == [1])
        // Section 10 takes 2 along (3 moves out, 1 moves to section 30); section 30 brings 5 and 6.
        #expect(changeset.rowsWithSections(source: source, target: target) == 1 + 2)
        let size = ChangesetSize(
            deleted: changeset.sections.deleted.count + changeset.items.deleted.count,
            inserted: changeset.sections.inserted.count + changeset.items.inserted.count,
            moved: changeset.sections.moved.count + changeset.items.moved.count, updated: 0)
        let parts = ChangesetBound.sectioned(source: source, target: target)
        let quality = ChangesetQuality(size: size, rowsWithSections: 3, bound: parts.total, sectionBound: parts.sections)
        // Sections 2 + items 4 (n) + 5 (m) − 3 (k) − 1 (L: item 4 stays in section 20) = 7, reached here.
        #expect(parts.total.lowerBound == 7)
        #expect(quality.rowsAnimated == 7)
    }

    /// On the benchmark's own workload `hash-linear` reaches the bound and
    /// `heckel` does not; the degenerate diff animates every row twice over.
    @Test func mixedWorkloadAtTenThousand() throws {
        let scenario = try #require(WorkloadScenario.named("mixed"))
        let workload = WorkloadGenerator.ints(scenario: scenario, count: 10_000, seed: 42)
        let b = ChangesetBound(source: workload.source, target: workload.target)
        #expect(b.matchable == 9_000)
        func quality(_ algorithm: some NonRefusingDiffAlgorithm) -> ChangesetQuality {
            let changes = algorithm.diff(from: workload.source, to: workload.target)
            let size = ChangesetSize(
                deleted: changes.deleted.count, inserted: changes.inserted.count, moved: changes.moved.count,
                updated: changes.updated.count)
            return ChangesetQuality(size: size, bound: b)
        }
        #expect(quality(HashKeyedLinearDiff()).boundMultiple == 1)
        #expect(quality(HeckelSixPassDiff()).boundMultiple > 2)
        #expect(quality(MyersLinearSpaceDiff()).moveFreeMultiple == 1)
        let degenerate = ChangesetQuality(size: ChangesetSize(deleted: 10_000, inserted: 10_000, moved: 0, updated: 0), bound: b)
        #expect(degenerate.boundMultiple > 5)
    }

    @Test func workloadBoundsAreComputedOncePerWorkload() {
        let bounds = WorkloadBounds()
        let key = CellKey(algorithm: "heckel", dataset: "int", scenario: "reversed", size: 1000)
        let first = bounds.bound(for: key, seed: 42)
        var other = key
        other.algorithm = "myers"
        #expect(bounds.bound(for: other, seed: 42) == first)
        #expect(bounds.computedCount == 1)
        #expect(first?.total.lowerBound == 999, "reversed: k = 1000, L = 1")
        _ = bounds.bound(for: key, seed: 43)
        #expect(bounds.computedCount == 2)
        let sectioned = bounds.bound(for: CellKey(algorithm: "heckel", dataset: "book-sections", scenario: "mixed", size: 1000), seed: 42)
        #expect(sectioned?.sections?.sourceCount == 10)
        #expect(sectioned?.total.sourceCount == 1010)
    }
}
