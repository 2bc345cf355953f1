import DiffAlgorithms
import Testing

@Suite struct StandardLibraryDiffTests {
    @Test func mirrorsInferringMoves() throws {
        let source = [1, 2, 3, 4, 5]
        let target = [5, 1, 2, 3, 6]
        let changes = try expectReproduces(StandardLibraryDiff(), from: source, to: target)
        let reference = DiffChangeset(target.difference(from: source).inferringMoves())
        #expect(changes.moved == reference.moved)
        #expect(changes.deleted == reference.deleted)
        #expect(changes.inserted == reference.inserted)
    }

    @Test func repeatedIdentitiesAreNotInferredAsMoves() throws {
        // An LCS keeps one pair; the other identity is removed twice and
        // inserted twice, and inferringMoves pairs only unique removals.
        let changes = try expectReproduces(StandardLibraryDiff(), from: [1, 1, 2, 2], to: [2, 2, 1, 1])
        #expect(changes.moved.isEmpty)
        #expect(changes.deleted.count == 2 && changes.inserted.count == 2)
    }
}
