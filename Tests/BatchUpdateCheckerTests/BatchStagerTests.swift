@testable import BatchUpdateChecker
import DiffAlgorithms
import Testing

@Suite struct BatchStagerTests {
    @Test func emptyChangesetHasNoStage() {
        #expect(BatchStager().stages(for: DiffChangeset(), sourceCount: 3, targetCount: 3).isEmpty)
    }

    @Test func reloadsThatLandInPlaceShareTheBatch() {
        // [A,B,C] → [X,A,B',C]: the reload's Step-1 slot 2 is B's target.
        let changeset = DiffChangeset(inserted: [0], updated: [DiffChangeset.OffsetPair(1, 2)])
        let stages = BatchStager().stages(for: changeset, sourceCount: 3, targetCount: 4)
        #expect(stages.map(\.kind) == [.combined])
        #expect(stages.first?.update == .singleSection(inserts: [0], reloads: [1]))
    }

    @Test func reloadsNextToMovesGetTheirOwnStage() {
        // T29: [A,B,C,D] → [D,A,B',C].
        let changeset = DiffChangeset(moved: [DiffChangeset.OffsetPair(3, 0)], updated: [DiffChangeset.OffsetPair(1, 2)])
        let stages = BatchStager().stages(for: changeset, sourceCount: 4, targetCount: 4)
        #expect(stages.map(\.kind) == [.reloads, .structure])
        #expect(stages.map(\.update) == [.singleSection(reloads: [1]), .singleSection(moves: [(3, 0)])])
        let source = cells(["A", "B", "C", "D"]), target = cells(["D", "A", "B'", "C"])
        #expect(stages[0].data(source: source, target: target) == cells(["A", "B'", "C", "D"]))
        #expect(stages[1].data(source: source, target: target) == target)
    }

    @Test func onlyUpdatesIsOneReloadStage() {
        let stages = BatchStager().stages(for: DiffChangeset(updated: [DiffChangeset.OffsetPair(0, 0)]), sourceCount: 1, targetCount: 1)
        #expect(stages.map(\.kind) == [.combined])
    }
}
