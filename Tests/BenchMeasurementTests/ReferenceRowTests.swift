import BenchCore
import BenchMeasurement
import DiffAlgorithms
import Testing
import Workloads

/// The reference rows: `floor` counts distinct identities exactly,
/// `floor-content` the pairs of equal identity whose content changed, and
/// every row measures like an algorithm on flat datasets and skips sectioned
/// ones.
@Suite struct ReferenceRowTests {
    @Test func theFloorCountsDistinctIdentities() {
        #expect(FloorHash.distinctIdentities([Int](), []) == 0)
        #expect(FloorHash.distinctIdentities([1, 2, 2, 3], [3, 4, 1]) == 4)
        #expect(FloorHash.distinctIdentities([Int.min, 0, -1, Int.max], [Int.min, -1]) == 4)
        #expect(FloorHash.distinctIdentities(Array(0..<5_000), Array(2_500..<7_500)) == 7_500)
        #expect(FloorHash.distinctIdentities(["a", "b"], ["b", "c", "a"]) == 3)
        let books = WorkloadGenerator.books(scenario: Scenario.named("mixed")!, count: 300, seed: 3)
        #expect(FloorHash.distinctIdentities(books.source, books.target) == Set(books.source.map(\.id) + books.target.map(\.id)).count)
    }

    @Test func theContentFloorCountsPairsWithChangedContent() {
        /// A string-keyed element, for the table other identities use.
        struct Keyed: Diffable, Hashable {
            var key: String
            var text: String
            var diffIdentity: String { key }
            func hasSameContent(as other: Keyed) -> Bool { text == other.text }
        }
        func reference<E: Diffable>(_ source: [E], _ target: [E]) -> Int {
            target.count { element in
                source.first { $0.diffIdentity == element.diffIdentity }.map { !$0.hasSameContent(as: element) } ?? false
            }
        }
        #expect(FloorContent.changedPairs([Int](), []) == 0)
        #expect(FloorContent.changedPairs([1, 2, 2, 3], [3, 4, 1]) == 0)
        let atoms = [Atom(1, content: 1), Atom(2), Atom(1, content: 2), Atom(Int.min, content: 5)]
        let changed = [Atom(1, content: 2), Atom(2), Atom(3, content: 1), Atom(Int.min), Atom(1, content: 1)]
        #expect(FloorContent.changedPairs(atoms, changed) == 2, "the first source element of an identity counts")
        let books = WorkloadGenerator.books(scenario: Scenario.named("mixed")!, count: 300, seed: 3)
        let updated = FloorContent.changedPairs(books.source, books.target)
        #expect(updated > 0)
        #expect(updated == reference(books.source, books.target))
        let keyed = [Keyed(key: "a", text: "1"), Keyed(key: "b", text: "2"), Keyed(key: "a", text: "3")]
        let keyedTarget = [Keyed(key: "a", text: "3"), Keyed(key: "b", text: "2"), Keyed(key: "c", text: "")]
        #expect(FloorContent.changedPairs(keyed, keyedTarget) == 1)
        #expect(FloorContent.changedPairs(keyed, keyedTarget) == reference(keyed, keyedTarget))
    }

    @Test func everyReferenceRowHasAFixedChartStyleOfItsOwn() {
        let ids = AlgorithmRegistry.ids + ReferenceRow.ids
        #expect(ids.allSatisfy { AlgorithmStyle.fixed[$0] != nil }, "a reference row without a fixed style")
        #expect(Set(ids.compactMap { AlgorithmStyle.fixed[$0]?.marker }).count == ids.count, "each has its own marker")
    }

    func request(_ row: ReferenceRow, dataset: String) -> CellRequest {
        CellRequest(
            key: CellKey(algorithm: row.rawValue, dataset: dataset, scenario: "mixed", size: 200), seed: 1,
            policy: MeasurementPolicy(minSamples: 3, minSeconds: 0), budgetSeconds: 20)
    }

    @Test(arguments: ReferenceRow.allCases)
    func measuresFlatDatasetsAndSkipsSectionedOnes(row: ReferenceRow) {
        for dataset in ["int", "book"] {
            let outcome = CellRunner.run(request(row, dataset: dataset))
            #expect(outcome.status == .ok, "\(row) \(dataset): \(outcome.message ?? "")")
            #expect(outcome.samples.count >= 3)
            #expect((outcome.changeset == nil) == (row != .stdlibDirect))
        }
        #expect(CellRunner.run(request(row, dataset: "book-sections")).status == .skipped)
    }

    @Test func theDirectStandardLibraryRowReportsUpdatesAsRemovalAndInsertion() {
        // One book renamed: the row diffs whole values, so it is removed and inserted again.
        let books = WorkloadGenerator.books(scenario: Scenario.named("identical")!, count: 50, seed: 1)
        var target = books.target
        target[7].title += " (2nd edition)"
        let size = ReferenceRow.size(target.difference(from: books.source).inferringMoves())
        #expect(size == ChangesetSize(deleted: 1, inserted: 1, moved: 0, updated: 0))
    }
}
