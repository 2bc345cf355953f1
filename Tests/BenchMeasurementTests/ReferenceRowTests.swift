import BenchCore
import BenchMeasurement
import DiffAlgorithms
import Testing
import Workloads

/// The reference rows: `floor` counts distinct identities exactly, and both
/// rows measure like algorithms on flat datasets and skip sectioned ones.
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
            #expect((outcome.changeset == nil) == (row == .floor))
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
