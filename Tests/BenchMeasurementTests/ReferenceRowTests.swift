import BenchCore
import BenchMeasurement
import DiffAlgorithms
import Testing
import DiffBenchWorkloads

/// The reference rows: both floors scan the same table and find the same
/// pairs of equal identity (each target element with the first source
/// element of its identity), `floor-content` also counting those whose
/// content changed; and every row measures like an algorithm on flat
/// datasets and skips sectioned ones.
@Suite struct ReferenceRowTests {
    /// A string-keyed element, for the table other identities use.
    struct Keyed: Diffable, Hashable {
        var key: String
        var text: String
        var diffIdentity: String { key }
        func hasSameContent(as other: Keyed) -> Bool { text == other.text }
    }

    /// The pairs by brute force: each target element against the first
    /// source element of its identity.
    func reference<E: Diffable>(_ source: [E], _ target: [E]) -> FloorPairs {
        let partners = target.map { element in
            source.first { $0.diffIdentity == element.diffIdentity }.map { !$0.hasSameContent(as: element) }
        }
        return FloorPairs(matched: partners.count { $0 != nil }, changed: partners.count { $0 == true })
    }

    @Test func theFloorFindsThePairsOfEqualIdentityWithoutReadingContent() {
        func matched<E: Diffable>(_ source: [E], _ target: [E]) -> FloorPairs {
            FloorScan.pairs(source, target, IgnoringContent.self)
        }
        #expect(matched([Int](), []) == FloorPairs(matched: 0, changed: 0))
        #expect(matched([1, 2, 2, 3], [3, 4, 1]) == FloorPairs(matched: 2, changed: 0))
        #expect(matched([Int.min, 0, -1, Int.max], [Int.min, -1, -1, 5]) == FloorPairs(matched: 3, changed: 0))
        #expect(matched(Array(0..<5_000), Array(2_500..<7_500)) == FloorPairs(matched: 2_500, changed: 0))
        #expect(matched(["a", "b"], ["b", "c", "a"]) == FloorPairs(matched: 2, changed: 0))
        let books = WorkloadGenerator.books(scenario: WorkloadScenario.named("mixed")!, count: 300, seed: 3)
        #expect(matched(books.source, books.target).matched == reference(books.source, books.target).matched)
        #expect(matched(books.source, books.target).changed == 0, "content is not read")
    }

    @Test func theContentFloorAlsoCountsPairsWithChangedContent() {
        func compared<E: Diffable>(_ source: [E], _ target: [E]) -> FloorPairs {
            FloorScan.pairs(source, target, ComparingContent.self)
        }
        #expect(compared([Int](), []) == FloorPairs(matched: 0, changed: 0))
        #expect(compared([1, 2, 2, 3], [3, 4, 1]) == FloorPairs(matched: 2, changed: 0))
        let atoms = [WorkloadAtom(1, content: 1), WorkloadAtom(2), WorkloadAtom(1, content: 2), WorkloadAtom(Int.min, content: 5)]
        let changed = [WorkloadAtom(1, content: 2), WorkloadAtom(2), WorkloadAtom(3, content: 1), WorkloadAtom(Int.min), WorkloadAtom(1, content: 1)]
        #expect(compared(atoms, changed) == FloorPairs(matched: 4, changed: 2), "the first source element of an identity counts")
        let books = WorkloadGenerator.books(scenario: WorkloadScenario.named("mixed")!, count: 300, seed: 3)
        let updated = compared(books.source, books.target)
        #expect(updated.changed > 0)
        #expect(updated == reference(books.source, books.target))
        let keyed = [Keyed(key: "a", text: "1"), Keyed(key: "b", text: "2"), Keyed(key: "a", text: "3")]
        let keyedTarget = [Keyed(key: "a", text: "3"), Keyed(key: "b", text: "2"), Keyed(key: "c", text: "")]
        #expect(compared(keyed, keyedTarget) == FloorPairs(matched: 2, changed: 1))
        #expect(compared(keyed, keyedTarget) == reference(keyed, keyedTarget))
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
        let books = WorkloadGenerator.books(scenario: WorkloadScenario.named("identical")!, count: 50, seed: 1)
        var target = books.target
        target[7].title += " (2nd edition)"
        let size = ReferenceRow.size(target.difference(from: books.source).inferringMoves())
        #expect(size == ChangesetSize(deleted: 1, inserted: 1, moved: 0, updated: 0))
    }
}
