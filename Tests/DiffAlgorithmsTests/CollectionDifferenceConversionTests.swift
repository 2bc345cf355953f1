import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

@Suite struct CollectionDifferenceConversionTests {
    @Test func fromADifferenceWithMoves() {
        let source = [1, 2, 3, 4]
        let target = [4, 1, 3, 5]
        let changes = DiffChangeset(target.difference(from: source).inferringMoves())
        #expect(changes == DiffChangeset(deleted: [1], inserted: [3], moved: [DiffChangeset.OffsetPair(3, 0)]))
    }

    @Test(arguments: AlgorithmRegistry.ids)
    func toADifferenceThatApplies(id: String) throws {
        let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
        var random = WorkloadRandom(seed: 21)
        for _ in 0..<30 {
            let ids = randomArray(random.next(below: 9), alphabet: 6, &random)
            let source = ids.map { book($0) }
            let target = randomArray(random.next(below: 9), alphabet: 6, &random)
                .map { book($0, random.next(below: 3) == 0 ? "new" : nil) }
            let changes = try algorithm.diff(from: source, to: target)
            let difference = try #require(changes.collectionDifference(from: source, to: target))
            #expect(source.applying(difference) == target)
        }
    }

    @Test(arguments: AlgorithmRegistry.ids)
    func theDifferenceHoldsEveryChangeOnceWhateverTheOrderTheyAreListedIn(id: String) throws {
        // The changes as lists, in the changeset's own order: deletes,
        // inserts, moves, then updates of unmoved rows.
        func listed(_ changes: DiffChangeset, _ source: [WorkloadBook], _ target: [WorkloadBook]) -> [CollectionDifference<WorkloadBook>.Change] {
            let movedSources = Set(changes.moved.map(\.source))
            var list: [CollectionDifference<WorkloadBook>.Change] = []
            list += changes.deleted.map { .remove(offset: $0, element: source[$0], associatedWith: nil) }
            list += changes.inserted.map { .insert(offset: $0, element: target[$0], associatedWith: nil) }
            for move in changes.moved {
                list.append(.remove(offset: move.source, element: source[move.source], associatedWith: move.target))
                list.append(.insert(offset: move.target, element: target[move.target], associatedWith: move.source))
            }
            for pair in changes.updated where !movedSources.contains(pair.source) {
                list.append(.remove(offset: pair.source, element: source[pair.source], associatedWith: nil))
                list.append(.insert(offset: pair.target, element: target[pair.target], associatedWith: nil))
            }
            return list
        }
        let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
        var random = WorkloadRandom(seed: 22)
        for _ in 0..<30 {
            let source = randomArray(random.next(below: 10), alphabet: 5, &random).map { book($0) }
            let target = randomArray(random.next(below: 10), alphabet: 5, &random)
                .map { book($0, random.next(below: 3) == 0 ? "new" : nil) }
            let changes = try algorithm.diff(from: source, to: target)
            let difference = try #require(changes.collectionDifference(from: source, to: target))
            let reference = try #require(CollectionDifference(listed(changes, source, target)))
            #expect(Array(difference) == Array(reference))
        }
    }

    @Test func aChangesetThatDoesNotFitHasNoDifference() {
        #expect(DiffChangeset(deleted: [5]).collectionDifference(from: [1, 2], to: [1, 2]) == nil)
    }
}
