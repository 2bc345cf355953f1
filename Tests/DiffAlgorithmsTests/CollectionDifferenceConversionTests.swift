import DiffAlgorithms
import DiffTestSupport
import Testing
import Workloads

@Suite struct CollectionDifferenceConversionTests {
    @Test func fromADifferenceWithMoves() {
        let source = [1, 2, 3, 4]
        let target = [4, 1, 3, 5]
        let changes = Changeset(target.difference(from: source).inferringMoves())
        #expect(changes == Changeset(deleted: [1], inserted: [3], moved: [Changeset.OffsetPair(3, 0)]))
    }

    @Test(arguments: AlgorithmRegistry.ids)
    func toADifferenceThatApplies(id: String) throws {
        let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
        var random = SplitMix64(seed: 21)
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

    @Test func aChangesetThatDoesNotFitHasNoDifference() {
        #expect(Changeset(deleted: [5]).collectionDifference(from: [1, 2], to: [1, 2]) == nil)
    }
}
