@testable import BatchUpdateChecker
import DiffAlgorithms
import Testing

//===----------------------------------------------------------------------===//
// The 36 cases of docs/batch-update-rules.md §8, with the verdicts the spec gives
//===----------------------------------------------------------------------===//

/// Where §8 leaves a shape or a detail open, the test states the choice.
@Suite struct SpecCaseTests {
    private let countItems0 = { (after: Int, before: Int, ins: Int, del: Int, movedIn: Int, movedOut: Int, noun: String) in
        "Invalid update: invalid number of \(noun) in section 0.  The number of \(noun) contained in an existing section after the update (\(after)) must be equal to the number of \(noun) contained in that section before the update (\(before)), plus or minus the number of \(noun) inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of \(noun) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    @Test func t01_reloadPlusSectionMoveLandsInTheWrongSection() {
        // rdar 27041784: S0:[a,b,c] S1:[d,e,f] → S0:[d',e,f] S1:[a,b,c].
        let source = [["a", "b", "c"], ["d", "e", "f"]], target = [["d'", "e", "f"], ["a", "b", "c"]]
        expectException(BatchUpdate(sectionMoves: [BatchMove(1, 0)], itemReloads: [ip(1, 0)]), before: [3, 3], after: [3, 3],
            rule: .itemCount, message: countItems0(3, 3, 0, 1, 0, 0, "rows"))
        // Fix 1: the reload in its own stage (DifferenceKit stage 1).
        expectStagesCorrect(
            [source, [["a", "b", "c"], ["d'", "e", "f"]], target],
            [BatchUpdate(itemReloads: [ip(1, 0)]), BatchUpdate(sectionMoves: [BatchMove(1, 0)])])
        // Fix 2: delete + insert; valid, though RxDataSources calls it the hardest case.
        let fix = BatchUpdate(sectionMoves: [BatchMove(1, 0)], itemDeletes: [ip(1, 0)], itemInserts: [ip(0, 0)])
        expectCorrect(source, target, fix)
        #expect(expectAccepted(fix, before: [3, 3], after: [3, 3]) == [.rxDataSourcesHardestCase])
    }

    @Test func t02_sectionReloadShiftedOntoAMoveDestination() {
        // IGListKit#690: [A,B,C,D,E] → [A,B,X,D',C] (sections of one item each).
        let update = BatchUpdate(sectionDeletes: [4], sectionInserts: [2], sectionReloads: [3], sectionMoves: [BatchMove(2, 4)])
        let shape = [1, 1, 1, 1, 1]
        for view in ListViewKind.allCases {
            expectException(update, before: shape, after: shape, view: view, rule: .insertAndMove,
                message: "attempt to perform an insert and a move to the same section (4)")
        }
        let fix = BatchUpdate(sectionDeletes: [3, 4], sectionInserts: [2, 3], sectionMoves: [BatchMove(2, 4)])
        expectCorrect([["A"], ["B"], ["C"], ["D"], ["E"]], [["A"], ["B"], ["X"], ["D'"], ["C"]], fix, view: .collection)
    }

    @Test func t03_reloadInsertCollidesWithMove() {
        // Apple forums: [A,B,C,D] → [D,A,C'].
        expectException(.singleSection(deletes: [1], moves: [(0, 1), (3, 0)], reloads: [2]), before: [4], after: [3],
            view: .collection, rule: .insertAndMove,
            message: "attempt to perform an insert and a move to the same index path (\(ns(0, 1)))")
        expectCorrect([["A", "B", "C", "D"]], [["D", "A", "C'"]],
            .singleSection(deletes: [1, 2], inserts: [2], moves: [(0, 1), (3, 0)]), view: .collection)
    }

    @Test func t04_reloadOfAMovedItemReportsADelete() {
        // rdar 33662307: [A,B,C] → [A,C,B'].
        expectException(.singleSection(moves: [(1, 2)], reloads: [1]), before: [3], after: [3], rule: .deleteAndMove,
            message: "attempt to perform a delete and a move from the same index path (\(ns(0, 1)))")
    }

    @Test func t05_moveAndReloadOfTheSameSlot() {
        // [A1,A2,A3] → [A2',A1,A3]: modern UIKit reports R-INS-MOVE (iOS 7/8: "two animations").
        expectException(.singleSection(moves: [(0, 1)], reloads: [1]), before: [3], after: [3], rule: .insertAndMove,
            message: "attempt to perform an insert and a move to the same index path (\(ns(0, 1)))")
        expectCorrect([["A1", "A2", "A3"]], [["A2'", "A1", "A3"]], .singleSection(deletes: [1], inserts: [0]))
        expectStagesCorrect(
            [[["A1", "A2", "A3"]], [["A2", "A1", "A3"]], [["A2'", "A1", "A3"]]],
            [.singleSection(moves: [(1, 0)]), .singleSection(reloads: [0])])
    }

    @Test func t06_reloadWithATargetIndex() {
        // DeepDiff#54: 20 items, 20 prepended, old item 0 changed.
        let inserts = Array(0..<20)
        expectException(.singleSection(inserts: inserts, reloads: [20]), before: [20], after: [40], view: .collection,
            rule: .deleteItemOutOfBounds,
            message: "attempt to delete item 20 from section 0 which only contains 20 items before the update")
        expectAccepted(.singleSection(inserts: inserts, reloads: [0]), before: [20], after: [40], view: .collection)
        // The fix also displays right: the reload lands at 0 + 20 inserts.
        let source = (0..<20).map { "o\($0)" }
        let target = (0..<20).map { "n\($0)" } + ["o0'"] + (1..<20).map { "o\($0)" }
        expectCorrect([source], [target], .singleSection(inserts: inserts, reloads: [0]), view: .collection)
    }

    @Test func t07_realmModificationsAreOldIndexes() {
        // [1,2,3,4] → [4']: deletions 0,1,2 and modification 3 (old space).
        expectCorrect([["1", "2", "3", "4"]], [["4'"]], .singleSection(deletes: [0, 1, 2], reloads: [3]))
        expectException(.singleSection(deletes: [0, 1, 2], reloads: [0]), before: [4], after: [1], rule: .reloadAndDelete,
            message: "attempt to delete and reload the same index path (\(ns(0, 0)))")
    }

    @Test func t08_rawIGListDiffVersusResultForBatchUpdates() {
        // [A,B] → [B,A'].
        expectException(.singleSection(moves: [(1, 0), (0, 1)], reloads: [0]), before: [2], after: [2], rule: .deleteAndMove,
            message: "attempt to perform a delete and a move from the same index path (\(ns(0, 0)))")
        let safe = BatchUpdate.singleSection(deletes: [0], inserts: [1], moves: [(1, 0)])
        expectCorrect([["A", "B"]], [["B", "A'"]], safe)
        // The stager's IGListKit policy produces exactly that batch.
        let changeset = DiffChangeset(moved: [DiffChangeset.OffsetPair(0, 1), DiffChangeset.OffsetPair(1, 0)], updated: [DiffChangeset.OffsetPair(0, 1)])
        let stages = BatchStager(reloads: .deleteAndInsert).stages(for: changeset, sourceCount: 2, targetCount: 2)
        #expect(stages.map(\.update) == [safe])
    }

    @Test func t09_moveOutOfADeletedSection() {
        // S0:[a] S1:[b] → S0:[b,a].
        let update = BatchUpdate(sectionDeletes: [0], itemMoves: [mv((0, 0), (0, 1))])
        expectException(update, before: [1, 1], after: [2], view: .collection, rule: .moveFromDeletedSection,
            message: "cannot move an item from a deleted section (0)")
        expectFallback(update, before: [1, 1], after: [2], rule: .moveFromDeletedSection)
        expectException(update, before: [1, 1], after: [2], options: ValidationOptions(tableViewCrossSectionMoves: .legacyException),
            rule: .moveFromDeletedSection, message: "cannot move a row from a deleted section")
        let fix = BatchUpdate(sectionDeletes: [0], itemDeletes: [ip(0, 0)], itemInserts: [ip(0, 1)])
        for view in ListViewKind.allCases { expectCorrect([["a"], ["b"]], [["b", "a"]], fix, view: view) }
    }

    @Test func t10_moveIntoAnInsertedSection() {
        // S0:[a,b] → S0:[a] S1:[b].
        let update = BatchUpdate(sectionInserts: [1], itemMoves: [mv((0, 1), (1, 0))])
        expectException(update, before: [2], after: [1, 1], view: .collection, rule: .moveIntoInsertedSection,
            message: "cannot move an item into a newly inserted section (1)")
        expectFallback(update, before: [2], after: [1, 1], rule: .moveIntoInsertedSection)
        expectException(update, before: [2], after: [1, 1], options: ValidationOptions(tableViewCrossSectionMoves: .legacyException),
            rule: .moveIntoInsertedSection, message: "cannot move a row into a newly inserted section (1)")
        let fix = BatchUpdate(sectionInserts: [1], itemDeletes: [ip(0, 1)])
        for view in ListViewKind.allCases { expectCorrect([["a", "b"]], [["a"], ["b"]], fix, view: view) }
    }

    @Test func t11_rxDataSourcesHardestCase() {
        // S1:[1111] S2:[2222] → S2:[0] S1:[] on a table view.
        let a = BatchUpdate(sectionMoves: [BatchMove(1, 0)], itemDeletes: [ip(0, 0), ip(1, 0)], itemInserts: [ip(0, 0)])
        #expect(expectAccepted(a, before: [1, 1], after: [1, 0]) == [.rxDataSourcesHardestCase])
        expectException(BatchUpdate(sectionMoves: [BatchMove(1, 0)], itemDeletes: [ip(0, 0)], itemReloads: [ip(1, 0)]),
            before: [1, 1], after: [1, 0], rule: .insertItemOutOfBounds,
            message: "attempt to insert row 0 into section 1, but there are only 0 rows in section 1 after the update")
        expectException(BatchUpdate(sectionMoves: [BatchMove(1, 0)], itemDeletes: [ip(0, 0)], itemReloads: [ip(0, 0)]),
            before: [1, 1], after: [1, 0], rule: .reloadAndDelete,
            message: "attempt to delete and reload the same index path (\(ns(0, 0)))")
    }

    @Test func t12_noOpSectionMoveWithAnItemMoveOutOfIt() {
        // rdar 48941906: S0:[a] S1:[b] → S0:[b,a] S1:[].
        let update = BatchUpdate(sectionMoves: [BatchMove(1, 1)], itemMoves: [mv((1, 0), (0, 0))])
        #expect(expectAccepted(update, before: [1, 1], after: [2, 0], view: .collection) == [.sectionMoveWithItemMove])
    }

    @Test func t13_duplicateDeletes() {
        // [a,b,c,d] → [c,d] as "del 0, del 0".
        let update = BatchUpdate.singleSection(deletes: [0, 0])
        expectException(update, before: [4], after: [2], rule: .itemCount, message: countItems0(2, 4, 0, 1, 0, 0, "rows"))
        #expect(expectAccepted(update, before: [4], after: [2], view: .collection) == [.duplicateInCollectionView])
    }

    @Test func step6_deletingMoreItemsThanASectionHolds() {
        // §2 Step 6 and the R-COUNT-NEGATIVE row: before [1,1,1], after
        // [0,1,0], deleting item 0 of section 0 twice and item 0 of section 2
        // is R-COUNT-ITEMS for section 0 in a collection view, whatever the
        // computed count (−1); a table view deduplicates and accepts it.
        let update = BatchUpdate(itemDeletes: [ip(0, 0), ip(0, 0), ip(2, 0)])
        expectException(update, before: [1, 1, 1], after: [0, 1, 0], view: .collection, rule: .itemCount,
            message: countItems0(0, 1, 0, 2, 0, 0, "items"))
        #expect(expectAccepted(update, before: [1, 1, 1], after: [0, 1, 0]).isEmpty)
    }

    @Test func t14_itemOperationsInAMovedSection() {
        // Sections 0..4 of five items; section 2 moves to 4.
        let deletes = BatchUpdate(sectionMoves: [BatchMove(2, 4)], itemDeletes: [ip(2, 0), ip(3, 4)])
        #expect(expectAccepted(deletes, before: [5, 5, 5, 5, 5], after: [5, 5, 4, 5, 4], view: .collection) == [.sectionMoveWithItemOps])
        let inserts = BatchUpdate(sectionMoves: [BatchMove(2, 4)], itemInserts: [ip(4, 0), ip(3, 4)])
        #expect(expectAccepted(inserts, before: [5, 5, 5, 5, 5], after: [5, 5, 5, 6, 6], view: .collection) == [.sectionMoveWithItemOps])
        // IGListKit's conversion: the section move becomes delete + insert.
        let converted = BatchUpdate(sectionDeletes: [2], sectionInserts: [4], itemDeletes: [ip(3, 4)])
        #expect(expectAccepted(converted, before: [5, 5, 5, 5, 5], after: [5, 5, 4, 5, 4], view: .collection).isEmpty)
    }

    @Test func t15_itemMoveWithItsSectionMovedOrDeleted() {
        let moved = BatchUpdate(sectionMoves: [BatchMove(0, 1)], itemMoves: [mv((0, 0), (0, 1))])
        #expect(expectAccepted(moved, before: [2, 1], after: [2, 1], view: .collection) == [.sectionMoveWithItemMove])
        expectException(BatchUpdate(sectionDeletes: [0], itemMoves: [mv((0, 0), (0, 1))]), before: [1, 1], after: [2],
            view: .collection, rule: .moveFromDeletedSection, message: "cannot move an item from a deleted section (0)")
    }

    @Test func t16_sectionMoveFromADeletedSection() {
        let shape = Array(repeating: 1, count: 7)
        expectException(BatchUpdate(sectionDeletes: [2], sectionMoves: [BatchMove(2, 6), BatchMove(0, 2)]),
            before: shape, after: Array(shape.dropLast()), rule: .deleteAndMove,
            message: "attempt to perform a delete and a move from the same section (2)")
    }

    @Test func t17_insertOnceDeleteTwice() {
        // The data source lost one item of section 2 (IGListKit keeps one delete).
        let raw = BatchUpdate(itemDeletes: [ip(2, 0), ip(2, 0)], itemInserts: [ip(2, 0)])
        expectException(raw, before: [1, 1, 3], after: [1, 1, 2], rule: .itemCount,
            message: "Invalid update: invalid number of rows in section 2.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(expectAccepted(raw, before: [1, 1, 3], after: [1, 1, 2], view: .collection) == [.duplicateInCollectionView])
        for view in ListViewKind.allCases {
            #expect(expectAccepted(BatchUpdate(itemDeletes: [ip(2, 0)]), before: [1, 1, 3], after: [1, 1, 2], view: view).isEmpty)
        }
    }

    @Test func t18_differBatchUpdateVectors() {
        let source = [["1", "2", "3", "4"]]
        expectCorrect(source, [["4", "2", "3", "1"]], .singleSection(moves: [(0, 3), (3, 0)]))
        expectCorrect(source, [["2", "3", "1"]], .singleSection(deletes: [3], moves: [(0, 2)]))
        expectCorrect(source, [["4", "1", "3", "5"]], .singleSection(deletes: [1], inserts: [3], moves: [(3, 0)]))
        expectCorrect(source, [["4", "2", "3", "4"]], .singleSection(deletes: [0], inserts: [0]))
        expectCorrect(source, [["1", "2", "4", "4"]], .singleSection(deletes: [2], inserts: [3]))
    }

    @Test func t19_differenceKitStagesMustNotBeMerged() {
        // [M0,M1,M2] → [M2,M4,M0',M3].
        let data = [[["M0", "M1", "M2"]], [["M0'", "M1", "M2"]], [["M0'", "M2"]], [["M2", "M4", "M0'", "M3"]]]
        expectStagesCorrect(data, [
            .singleSection(reloads: [0]),
            .singleSection(deletes: [1]),
            .singleSection(inserts: [1, 3], moves: [(1, 0)]),  // move source in stage-2 space
        ])
        expectException(.singleSection(deletes: [1], inserts: [1, 3], moves: [(1, 0)], reloads: [0]), before: [3], after: [4],
            rule: .deleteAndMove, message: "attempt to perform a delete and a move from the same index path (\(ns(0, 1)))")
        // Our stager: two stages, each valid and displayed right.
        let changeset = DiffChangeset(deleted: [1], inserted: [1, 3], moved: [DiffChangeset.OffsetPair(2, 0)], updated: [DiffChangeset.OffsetPair(0, 2)])
        let stages = BatchStager().stages(for: changeset, sourceCount: 3, targetCount: 4)
        #expect(stages.map(\.kind) == [.reloads, .structure])
        let source = cells(["M0", "M1", "M2"]), target = cells(["M2", "M4", "M0'", "M3"])
        var before = source
        for stage in stages {
            let after = stage.data(source: source, target: target)
            expectCorrect([before.map(\.description)], [after.map(\.description)], stage.update)
            before = after
        }
        #expect(before == target)
    }

    @Test func t20_naivelyMergedSectionStagesMoveTheWrongSection() {
        // Sections [0,1,2,3] → [3,4,0,2'] (one item per section, named after it).
        let data = [[["0"], ["1"], ["2"], ["3"]], [["0"], ["2"], ["3"]], [["3"], ["4"], ["0"], ["2"]], [["3"], ["4"], ["0"], ["2'"]]]
        expectStagesCorrect(data, [
            BatchUpdate(sectionDeletes: [1]),
            BatchUpdate(sectionInserts: [1], sectionMoves: [BatchMove(2, 0)]),
            BatchUpdate(sectionReloads: [3]),
        ])
        let merged = BatchUpdate(sectionDeletes: [1], sectionInserts: [1], sectionReloads: [3], sectionMoves: [BatchMove(2, 0)])
        expectAccepted(merged, before: [1, 1, 1, 1], after: [1, 1, 1, 1])
        guard let result = oracle(data[0], data[3], merged) else { return }
        #expect(result.shown[0] == ["2"], "section 2 moved instead of section 3")
        #expect(result.defects == [DisplayDefect(kind: .wrongElement, at: ip(0, 0), from: ip(2, 0))])
    }

    @Test func t21_duplicatesMatchedInOrder() {
        expectCorrect([["0", "1", "2", "0"]], [["0", "4", "0", "1", "2"]], .singleSection(inserts: [1], moves: [(3, 2)]))
    }

    @Test func t22_differenceKitComplicated11() {
        // 1:[A,B,C,D] 2:[E,F,G,H,I] 3:[J,K,L,M] 4:[N,O,P,Q] →
        // 1:[A,B,C,D] 2:[G] 3:[E,F,H,I] 3:[J,K,L,M] 4:[N,O,P,Q] (section id 3 twice).
        // Stages reconstructed by hand from §6.1: the first "3" keeps the old
        // section, the second is inserted; J…M are deleted in stage 2 because
        // their target section is inserted; E, F, H, I move in stage 4.
        let source = [["A", "B", "C", "D"], ["E", "F", "G", "H", "I"], ["J", "K", "L", "M"], ["N", "O", "P", "Q"]]
        let stage2 = [["A", "B", "C", "D"], ["E", "F", "G", "H", "I"], [], ["N", "O", "P", "Q"]]
        let stage3 = [["A", "B", "C", "D"], ["E", "F", "G", "H", "I"], [], ["J", "K", "L", "M"], ["N", "O", "P", "Q"]]
        let target = [["A", "B", "C", "D"], ["G"], ["E", "F", "H", "I"], ["J", "K", "L", "M"], ["N", "O", "P", "Q"]]
        expectStagesCorrect([source, stage2, stage3, target], [
            BatchUpdate(itemDeletes: (0..<4).map { ip(2, $0) }),
            BatchUpdate(sectionInserts: [3]),
            BatchUpdate(itemMoves: [mv((1, 0), (2, 0)), mv((1, 1), (2, 1)), mv((1, 3), (2, 2)), mv((1, 4), (2, 3))]),
        ], view: .collection)
    }

    @Test func t23_rxDataSourcesCase2() {
        // S4:[10,11,12] S9:[25,26,27] → S9:[11',26,27'] S4:[10',12]; three
        // changesets reconstructed by hand from §6.3: deletes and updates (old
        // paths), then the section move, then the item move.
        let source = [["10", "11", "12"], ["25", "26", "27"]]
        let stage1 = [["10'", "11'", "12"], ["26", "27'"]]
        let stage2 = [["26", "27'"], ["10'", "11'", "12"]]
        let target = [["11'", "26", "27'"], ["10'", "12"]]
        expectStagesCorrect([source, stage1, stage2, target], [
            BatchUpdate(itemDeletes: [ip(1, 0)], itemReloads: [ip(0, 0), ip(0, 1), ip(1, 2)]),
            BatchUpdate(sectionMoves: [BatchMove(1, 0)]),
            BatchUpdate(itemMoves: [mv((1, 1), (0, 0))]),
        ])
    }

    @Test func t24_redundantMoveIsValidInABatch() {
        // [a,b] → [b] as "del 0, mv 1→0": UIKit's batch semantics, not sequential.
        expectCorrect([["a", "b"]], [["b"]], .singleSection(deletes: [0], moves: [(1, 0)]))
    }

    @Test func t25_offByOneInsert() {
        expectException(.singleSection(inserts: [8]), before: [7], after: [8], rule: .insertItemOutOfBounds,
            message: "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update")
    }

    @Test func t26_twoMovesOneEnd() {
        let shape = Array(repeating: 1, count: 9)
        expectException(BatchUpdate(itemMoves: [mv((6, 0), (7, 0)), mv((8, 0), (7, 0))]), before: shape, after: shape,
            rule: .moveFromTwoSources,
            message: "attempt to move both row at index path \(ns(6, 0)) and \(ns(8, 0)) to \(ns(7, 0))")
        expectException(.singleSection(moves: [(0, 1), (0, 2)]), before: [3], after: [3], rule: .moveToTwoDestinations,
            message: "attempt to move row at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))")
    }

    @Test func t27_sectionDiffAppliedAsRows() {
        // S0:[a] S1:[b,c] S2:[d,e] → S0:[a].
        expectException(.singleSection(deletes: [1, 2]), before: [1, 2, 2], after: [1], rule: .deleteItemOutOfBounds,
            message: "attempt to delete row 2 from section 0 which only contains 1 rows before the update")
        expectCorrect([["a"], ["b", "c"], ["d", "e"]], [["a"]], BatchUpdate(sectionDeletes: [1, 2]))
    }

    @Test func t28_moveFromAnEmptySection() {
        expectException(BatchUpdate(itemMoves: [mv((2, 0), (0, 0))]), before: [1, 1, 0], after: [2, 1, 0],
            rule: .moveFromOutOfBounds,
            message: "attempt to move index path (\(ns(2, 0))) that does not exist - there are only 0 rows in section 2 before the update")
    }

    @Test func t29_reloadNextToAMoveShowsTheWrongCell() {
        // [A,B,C,D] → [D,A,B',C] as "mv 3→0, rel 1".
        let update = BatchUpdate.singleSection(moves: [(3, 0)], reloads: [1])
        #expect(expectAccepted(update, before: [4], after: [4]) == [.reloadWithMove])
        guard let result = oracle([["A", "B", "C", "D"]], [["D", "A", "B'", "C"]], update) else { return }
        #expect(result.shown == [["D", "A", "A", "C"]])
        #expect(result.defects.map(\.kind) == [.wrongElement])
        expectCorrect([["A", "B", "C", "D"]], [["D", "A", "B'", "C"]], .singleSection(deletes: [1], inserts: [2], moves: [(3, 0)]))
    }

    @Test func t30_movedCellKeepsStaleContent() {
        // [A,B,C] → [B,A',C] as "mv 1→0" only.
        let update = BatchUpdate.singleSection(moves: [(1, 0)])
        #expect(expectAccepted(update, before: [3], after: [3]).isEmpty)
        guard let result = oracle([["A", "B", "C"]], [["B", "A'", "C"]], update) else { return }
        #expect(result.defects == [DisplayDefect(kind: .staleContent, at: ip(0, 1), from: ip(0, 0))])
    }

    @Test func t31_updateReportedAsDeleteInsertOrIdentityMove() {
        expectException(.singleSection(deletes: [0], inserts: [0], reloads: [0]), before: [3], after: [3], rule: .reloadAndDelete,
            message: "attempt to delete and reload the same index path (\(ns(0, 0)))")
        expectException(.singleSection(moves: [(0, 0)], reloads: [0]), before: [3], after: [3], rule: .deleteAndMove,
            message: "attempt to perform a delete and a move from the same index path (\(ns(0, 0)))")
    }

    @Test func t32_reloadInADeletedSectionLeaksItsInsert() {
        // S0:[a,b] S1:[c,d] → S1:[c,d].
        let update = BatchUpdate(sectionDeletes: [0], itemReloads: [ip(0, 1)])
        expectException(update, before: [2, 2], after: [2], rule: .itemCount, message: countItems0(2, 2, 1, 0, 0, 0, "rows"))
        // Choice: hazards are reported only for accepted batches, so the
        // "reload inside a deleted section" report shows when the data source
        // happens to match the leaked insert.
        #expect(expectAccepted(update, before: [2, 2], after: [3]) == [.reloadInDeletedSection])
    }

    @Test func t33_reloadOfAnEmptySection() {
        // rdar 28163205: S0:[4 items] S1:[] → S0:[5 items] S1:[].
        let update = BatchUpdate(sectionReloads: [0, 1])
        #expect(expectAccepted(update, before: [4, 0], after: [5, 0]).isEmpty)
        // Choice: two section reloads count as "reloadSections with other
        // section operations" for a collection view (X-NIL-VIEW on iOS 10).
        #expect(expectAccepted(update, before: [4, 0], after: [5, 0], view: .collection) == [.sectionReloadWithSectionOps])
    }

    @Test func t34_absorbedItemOperations() {
        expectCorrect([["a", "b"], ["c", "d"]], [["c", "d"]], BatchUpdate(sectionDeletes: [0], itemDeletes: [ip(0, 1)]))
        expectCorrect([["a", "b"]], [["x", "y", "z"], ["a", "b"]], BatchUpdate(sectionInserts: [0], itemInserts: [ip(0, 1)]))
    }

    @Test func t35_reloadNextToAnInsertIsShifted() {
        // [A,B,C] → [A,X,B',C].
        expectCorrect([["A", "B", "C"]], [["A", "X", "B'", "C"]], .singleSection(inserts: [1], reloads: [1]))
    }

    @Test func t36_stateDriftModernMessage() {
        // exyte/Chat#56: the view has 3 rows, the data source 0.
        let update = BatchUpdate.singleSection(deletes: [1, 0])
        expectException(update, before: [3], after: [0], options: ValidationOptions(countFormat: .modern), rule: .modernCount,
            message: "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [3] }\nData source after updates = { 1 section with row counts: [0] }\nUpdates = [\n\tDelete row (0 - 1),\n\tDelete row (0 - 0)\n]\nTable view: <…>")
        expectException(update, before: [3], after: [0], rule: .itemCount, message: countItems0(0, 3, 0, 2, 0, 0, "rows"))
    }
}
