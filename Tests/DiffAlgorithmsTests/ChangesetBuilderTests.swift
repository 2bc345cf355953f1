import DiffAlgorithms
import Testing

/// The builder keeps matched targets and updated sources as bit sets, one
/// 64-bit word per 64 offsets: lists read off them must be exact at and
/// around word boundaries, whether it reads a `DiffMatching` (`hash-linear`) or
/// `Int32` offsets left in the diff's workspace (`heckel`).
@Suite struct ChangesetBuilderTests {
    private struct Row: Diffable, Equatable {
        var id: Int
        var content: Int
        var diffIdentity: Int { id }
    }

    @Test(arguments: [1, 63, 64, 65, 127, 128, 129, 200], ["hash-linear", "heckel"])
    func listsAreExactAtWordBoundaries(count: Int, algorithmID: String) throws {
        let algorithm = try #require(AlgorithmRegistry.algorithm(id: algorithmID))
        let edges = Set([0, 62, 63, 64, 65, 126, 127, 128, count - 2, count - 1].filter { $0 >= 0 && $0 < count })
        let source = (0..<count).map { Row(id: $0, content: 0) }
        // Sources at the edges are deleted; the others keep their place, and
        // those at odd offsets change content. Targets at the edges are new.
        var target: [Row] = []
        var expectedInserted: [Int] = []
        var expectedUpdated: [DiffChangeset.OffsetPair] = []
        var survivors = source.filter { !edges.contains($0.id) }.makeIterator()
        for offset in 0..<count {
            if edges.contains(offset) {
                expectedInserted.append(offset)
                target.append(Row(id: 1_000 + offset, content: 0))
            } else if var row = survivors.next() {
                if row.id % 2 == 1 {
                    row.content = 1
                    expectedUpdated.append(DiffChangeset.OffsetPair(row.id, offset))
                }
                target.append(row)
            }
        }
        let changes = try algorithm.diff(from: source, to: target)
        #expect(changes.deleted == edges.sorted())
        #expect(changes.inserted == expectedInserted)
        #expect(changes.updated == expectedUpdated)
        #expect(changes.moved.isEmpty)
        #expect(try changes.apply(to: source, target: target) == target)
    }
}
