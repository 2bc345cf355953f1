@testable import BatchUpdateChecker
import Testing

//===----------------------------------------------------------------------===//
// Every rule of docs/batch-update-rules.md §3, triggered with its exact message
//===----------------------------------------------------------------------===//

@Suite struct ValidatorRuleTests {
    // §3.1 structural and conflict rules

    @Test func reloadAndDelete() {
        expectException(
            .singleSection(deletes: [0], inserts: [0], reloads: [0]), before: [1], after: [1],
            rule: .reloadAndDelete, message: "attempt to delete and reload the same index path (\(ns(0, 0)))")
        // A section reload of a deleted section: the section is (s, NSNotFound) inside UIKit.
        expectException(
            BatchUpdate(sectionDeletes: [1], sectionReloads: [1]), before: [1, 1], after: [1],
            rule: .reloadAndDelete,
            message: "attempt to delete and reload the same index path (\(ns(1, Int.max)))")
    }

    @Test func deleteAndMove() {
        expectException(
            BatchUpdate(itemDeletes: [ip(0, 0)], itemMoves: [mv((0, 0), (0, 1))]), before: [3], after: [2],
            rule: .deleteAndMove, message: "attempt to perform a delete and a move from the same index path (\(ns(0, 0)))")
        expectException(
            BatchUpdate(sectionDeletes: [0], sectionMoves: [BatchMove(0, 1)]), before: [1, 1, 1], after: [1, 1],
            rule: .deleteAndMove, message: "attempt to perform a delete and a move from the same section (0)")
        // A section reload is a delete too.
        expectException(
            BatchUpdate(sectionReloads: [2], sectionMoves: [BatchMove(2, 0)]), before: [1, 1, 1], after: [1, 1, 1],
            rule: .deleteAndMove, message: "attempt to perform a delete and a move from the same section (2)")
    }

    @Test func insertAndMove() {
        expectException(
            BatchUpdate(itemInserts: [ip(0, 1)], itemMoves: [mv((0, 0), (0, 1))]), before: [2], after: [3],
            rule: .insertAndMove, message: "attempt to perform an insert and a move to the same index path (\(ns(0, 1)))")
        expectException(
            BatchUpdate(sectionInserts: [1], sectionMoves: [BatchMove(0, 1)]), before: [1], after: [1, 1],
            rule: .insertAndMove, message: "attempt to perform an insert and a move to the same section (1)")
    }

    @Test func moveFromDeletedSection() {
        let update = BatchUpdate(sectionDeletes: [0], itemMoves: [mv((0, 0), (0, 1))])
        expectException(update, before: [1, 1], after: [2], view: .collection,
            rule: .moveFromDeletedSection, message: "cannot move an item from a deleted section (0)")
        expectFallback(update, before: [1, 1], after: [2], rule: .moveFromDeletedSection)
        expectException(update, before: [1, 1], after: [2],
            options: ValidationOptions(tableViewCrossSectionMoves: .legacyException),
            rule: .moveFromDeletedSection, message: "cannot move a row from a deleted section")
    }

    @Test func moveIntoInsertedSection() {
        let update = BatchUpdate(sectionInserts: [1], itemMoves: [mv((0, 1), (1, 0))])
        expectException(update, before: [2], after: [1, 1], view: .collection,
            rule: .moveIntoInsertedSection, message: "cannot move an item into a newly inserted section (1)")
        expectFallback(update, before: [2], after: [1, 1], rule: .moveIntoInsertedSection)
        expectException(update, before: [2], after: [1, 1],
            options: ValidationOptions(tableViewCrossSectionMoves: .legacyException),
            rule: .moveIntoInsertedSection, message: "cannot move a row into a newly inserted section (1)")
    }

    @Test func moveToTwoDestinations() {
        let update = BatchUpdate(itemMoves: [mv((0, 0), (0, 1)), mv((0, 0), (0, 2))])
        expectException(update, before: [3], after: [3], rule: .moveToTwoDestinations,
            message: "attempt to move row at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))")
        expectException(update, before: [3], after: [3], view: .collection, rule: .moveToTwoDestinations,
            message: "attempt to move item at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))")
        expectException(
            BatchUpdate(sectionMoves: [BatchMove(0, 1), BatchMove(0, 2)]), before: [1, 1, 1], after: [1, 1, 1],
            rule: .moveToTwoDestinations, message: "attempt to move section 0 to both section 1 and section 2")
    }

    @Test func moveFromTwoSources() {
        let update = BatchUpdate(itemMoves: [mv((0, 2), (0, 0)), mv((0, 1), (0, 0))])
        // Moves are checked sorted by source, so (0 - 1) is named first.
        expectException(update, before: [3], after: [3], rule: .moveFromTwoSources,
            message: "attempt to move both row at index path \(ns(0, 1)) and \(ns(0, 2)) to \(ns(0, 0))")
        expectException(update, before: [3], after: [3], view: .collection, rule: .moveFromTwoSources,
            message: "attempt to move both item at index path \(ns(0, 1)) and \(ns(0, 2)) to \(ns(0, 0))")
        expectException(
            BatchUpdate(sectionMoves: [BatchMove(1, 0), BatchMove(2, 0)]), before: [1, 1, 1], after: [1, 1, 1],
            rule: .moveFromTwoSources, message: "attempt to move both section 1 and section 2 to section 0")
    }

    @Test func exactDuplicateMovesAreDroppedSilently() {
        // R-MV-DUP: counted once, so the swap still balances.
        let update = BatchUpdate(itemMoves: [mv((0, 0), (1, 0)), mv((0, 0), (1, 0))])
        expectAccepted(update, before: [2, 1], after: [1, 2])
        // Counted twice it would be 1 moved in / 2 moved out; prove the count uses one.
        expectException(update, before: [2, 1], after: [0, 3], rule: .itemCount,
            message: "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (0) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
    }

    @Test func duplicateDeletesAndInserts() {
        // R-DUP: a table view counts duplicates once, a collection view twice.
        let deletes = BatchUpdate.singleSection(deletes: [0, 0])
        expectAccepted(deletes, before: [2], after: [1])
        expectException(deletes, before: [2], after: [1], view: .collection, rule: .itemCount,
            message: "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        let inserts = BatchUpdate.singleSection(inserts: [1, 1])
        expectAccepted(inserts, before: [1], after: [2])
        #expect(expectAccepted(inserts, before: [1], after: [3], view: .collection) == [.duplicateInCollectionView])
    }

    @Test func itemOperationsInsideChangedSectionsAreAbsorbed() {
        // R-ABSORB-DEL: never bounds-checked, never counted.
        expectAccepted(BatchUpdate(sectionDeletes: [0], itemDeletes: [ip(0, 99)]), before: [2, 2], after: [2])
        // R-ABSORB-INS: bounds-checked (they sort before the section), not counted.
        expectAccepted(BatchUpdate(sectionInserts: [0], itemInserts: [ip(0, 2)]), before: [2], after: [3, 2])
        expectException(BatchUpdate(sectionInserts: [0], itemInserts: [ip(0, 3)]), before: [2], after: [3, 2],
            rule: .insertItemOutOfBounds,
            message: "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update")
    }

    // §3.2 bounds rules

    @Test func deleteBounds() {
        expectException(BatchUpdate(sectionDeletes: [2]), before: [1, 1], after: [1],
            rule: .deleteSectionOutOfBounds, message: "attempt to delete section 2, but there are only 2 sections before the update")
        let section = BatchUpdate(itemDeletes: [ip(1, 0)])
        expectException(section, before: [1], after: [1], rule: .deleteItemSectionOutOfBounds,
            message: "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
        expectException(section, before: [1], after: [1], view: .collection, rule: .deleteItemSectionOutOfBounds,
            message: "attempt to delete item 0 from section 1, but there are only 1 sections before the update")
        let item = BatchUpdate.singleSection(deletes: [3])
        expectException(item, before: [3], after: [2], rule: .deleteItemOutOfBounds,
            message: "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        expectException(item, before: [3], after: [2], view: .collection, rule: .deleteItemOutOfBounds,
            message: "attempt to delete item 3 from section 0 which only contains 3 items before the update")
        // A reload's implicit delete is bounds-checked too.
        expectException(.singleSection(reloads: [2]), before: [2], after: [2], rule: .deleteItemOutOfBounds,
            message: "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
    }

    @Test func insertBounds() {
        expectException(BatchUpdate(sectionInserts: [3]), before: [1, 1], after: [1, 1, 1],
            rule: .insertSectionOutOfBounds, message: "attempt to insert section 3 but there are only 3 sections after the update")
        let section = BatchUpdate(itemInserts: [ip(2, 0)])
        expectException(section, before: [1], after: [2], rule: .insertItemSectionOutOfBounds,
            message: "attempt to insert row 0 into section 2, but there are only 1 sections after the update")
        expectException(section, before: [1], after: [2], view: .collection, rule: .insertItemSectionOutOfBounds,
            message: "attempt to insert item 0 into section 2, but there are only 1 sections after the update")
        let item = BatchUpdate.singleSection(inserts: [2])
        expectException(item, before: [1], after: [2], rule: .insertItemOutOfBounds,
            message: "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update")
        expectException(item, before: [1], after: [2], view: .collection, rule: .insertItemOutOfBounds,
            message: "attempt to insert item 2 into section 0, but there are only 2 items in section 0 after the update")
    }

    @Test func moveBounds() {
        expectException(BatchUpdate(sectionMoves: [BatchMove(2, 0)]), before: [1, 1], after: [1, 1],
            rule: .moveSectionFromOutOfBounds, message: "attempt to move section 2, but there are only 2 sections before the update")
        expectException(BatchUpdate(sectionMoves: [BatchMove(0, 2)]), before: [1, 1], after: [1, 1],
            rule: .moveSectionToOutOfBounds, message: "attempt to to move section 0 to section 2, but there are only 2 sections after the update")
        expectException(BatchUpdate(itemMoves: [mv((1, 0), (0, 0))]), before: [1], after: [1],
            rule: .moveFromSectionOutOfBounds,
            message: "attempt to move index path (\(ns(1, 0))) from a section that does not exist - there are only 1 sections before the update")
        let from = BatchUpdate(itemMoves: [mv((0, 5), (0, 0))])
        expectException(from, before: [2], after: [2], rule: .moveFromOutOfBounds,
            message: "attempt to move index path (\(ns(0, 5))) that does not exist - there are only 2 rows in section 0 before the update")
        expectException(from, before: [2], after: [2], view: .collection, rule: .moveFromOutOfBounds,
            message: "attempt to move index path (\(ns(0, 5))) that does not exist - there are only 2 items in section 0 before the update")
        expectException(BatchUpdate(itemMoves: [mv((0, 0), (3, 0))]), before: [2], after: [2],
            rule: .moveToSectionOutOfBounds,
            message: "attempt to move index path (\(ns(0, 0))) to index path (\(ns(3, 0))) in section that does not exist - there are only 1 sections after the update")
        let to = BatchUpdate(itemMoves: [mv((0, 0), (0, 2))])
        expectException(to, before: [2], after: [2], rule: .moveToOutOfBounds,
            message: "attempt to move index path (\(ns(0, 0))) to index path (\(ns(0, 2))) that does not exist - there are only 2 rows in section 0 after the update")
        expectException(to, before: [2], after: [2], view: .collection, rule: .moveToOutOfBounds,
            message: "attempt to move index path (\(ns(0, 0))) to index path (\(ns(0, 2))) that does not exist - there are only 2 items in section 0 after the update")
    }

    @Test func negativeIndexesAndCountsAreHarnessErrors() {
        let validator = BatchUpdateValidator()
        let cases: [(BatchUpdate, [Int], [Int])] = [
            (.singleSection(deletes: [-1]), [1], [1]),
            (BatchUpdate(itemInserts: [ip(-1, 0)]), [1], [1]),
            (BatchUpdate(itemMoves: [mv((0, 0), (0, -2))]), [1], [1]),
            (BatchUpdate(sectionMoves: [BatchMove(-1, 0)]), [1], [1]),
            (BatchUpdate(sectionReloads: [-3]), [1], [1]),
            (BatchUpdate(), [-1], [1]),
            (.singleSection(reloads: [Int.max]), [1], [1]),
        ]
        for (update, before, after) in cases {
            #expect(throws: MalformedBatch.self, "\(update) \(before) \(after)") {
                try validator.validate(update, before: BatchShape(before), after: BatchShape(after))
            }
        }
        do {
            _ = try validator.validate(.singleSection(deletes: [-1]), before: .single(1), after: .single(1))
        } catch {
            #expect(error.rule == .negativeIndex)
        }
    }

    // §3.3 count rules

    @Test func sectionCount() {
        expectException(BatchUpdate(), before: [1], after: [1, 1], rule: .sectionCount,
            message: "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        expectException(BatchUpdate(sectionInserts: [0, 1]), before: [1], after: [1, 1], view: .collection, rule: .sectionCount,
            message: "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).")
        // A section reload counts as one delete and one insert: unchanged.
        expectAccepted(BatchUpdate(sectionReloads: [0]), before: [4], after: [9])
    }

    @Test func negativeItemCountIsTheDataSourcesCount() {
        // UIKit tests what numberOfItemsInSection returns: section 1 exists
        // before and after the update.
        for (view, noun) in [(ListViewKind.table, "rows"), (.collection, "items")] {
            var run = _ValidationRun(view: view, options: ValidationOptions(), update: BatchUpdate(),
                before: BatchShape([2, 3]), after: BatchShape([2, -1]))
            #expect(run.execute() == .exception(RuleViolation(rule: .negativeItemCount,
                message: "Invalid update: invalid number of \(noun) in section 1.  Attempt to delete more \(noun) than exist in section.")))
        }
        // It is checked before the equation, section by section: section 0's
        // mismatch comes first, then section 1's negative count.
        var run = _ValidationRun(view: .table, options: ValidationOptions(), update: BatchUpdate(),
            before: BatchShape([2, 3]), after: BatchShape([1, -1]))
        #expect(BatchVerdict(outcome: run.execute()).violation?.rule == .itemCount)
        run = _ValidationRun(view: .table, options: ValidationOptions(), update: .singleSection(deletes: [1]),
            before: BatchShape([2, 3]), after: BatchShape([1, -1]))
        #expect(BatchVerdict(outcome: run.execute()).violation?.rule == .negativeItemCount)
        // Inserted sections are not checked at all.
        run = _ValidationRun(view: .collection, options: ValidationOptions(), update: BatchUpdate(sectionInserts: [1]),
            before: BatchShape([2]), after: BatchShape([2, -1]))
        #expect(run.execute() == .accepted)
        // The modern format renders it like any count failure.
        run = _ValidationRun(view: .table, options: ValidationOptions(countFormat: .modern), update: BatchUpdate(),
            before: BatchShape([3]), after: BatchShape([-1]))
        #expect(BatchVerdict(outcome: run.execute()).violation?.rule == .modernCount)
        // Through the public API it is a verdict too, not a harness error.
        #expect(throws: Never.self) {
            let verdict = try BatchUpdateValidator().validate(BatchUpdate(), before: BatchShape([2, 3]), after: BatchShape([2, -1]))
            #expect(verdict.violation == RuleViolation(rule: .negativeItemCount,
                message: "Invalid update: invalid number of rows in section 1.  Attempt to delete more rows than exist in section."))
        }
    }

    @Test func deletingMoreThanASectionHoldsIsAnItemCountFailure() {
        // A collection view counts both deletes of (0 - 0): the computed
        // count is 1 − 2 = −1, but the data source says 0, so the equation
        // fails (R-COUNT-ITEMS), not R-COUNT-NEGATIVE (spec §2 Step 6).
        let update = BatchUpdate(itemDeletes: [ip(0, 0), ip(0, 0), ip(2, 0)])
        expectException(update, before: [1, 1, 1], after: [0, 1, 0], view: .collection, rule: .itemCount,
            message: "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (0) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        expectException(.singleSection(deletes: [0, 0]), before: [1], after: [0], view: .collection, rule: .itemCount,
            message: "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (0) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        // A table view drops the duplicate, so the same batch is consistent.
        #expect(expectAccepted(update, before: [1, 1, 1], after: [0, 1, 0]).isEmpty)
        // With the table view's wording, a computed count below zero is
        // out of reach (deduplicated, bounds-checked deletes); its
        // R-COUNT-ITEMS wording is in `itemCount()`.
    }

    @Test func itemCount() {
        let update = BatchUpdate(itemMoves: [mv((0, 0), (1, 0))], )
        expectException(update, before: [2, 2], after: [2, 2], rule: .itemCount,
            message: "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
        expectException(update, before: [2, 2], after: [1, 2], view: .collection, rule: .itemCount,
            message: "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).")
        // Inserted sections are not checked.
        expectAccepted(BatchUpdate(sectionInserts: [1]), before: [2], after: [2, 7])
    }

    @Test func modernCountFormat() {
        let modern = ValidationOptions(countFormat: .modern)
        expectException(.singleSection(deletes: [1], inserts: [0], moves: [(2, 1)]), before: [4], after: [2], view: .collection,
            options: modern, rule: .modernCount,
            message: "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with item counts: [4] }\nData source after updates = { 1 section with item counts: [2] }\nUpdates = [\n\tDelete item (0 - 1),\n\tMove item (0 - 2) to (0 - 1),\n\tInsert item (0 - 0)\n]\nCollection view: <…>")
        expectException(BatchUpdate(sectionDeletes: [1]), before: [1, 1], after: [1, 1], options: modern, rule: .modernCount,
            message: "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 2 sections with row counts: [1, 1] }\nData source after updates = { 2 sections with row counts: [1, 1] }\nUpdates = [\n\tDelete section 1\n]\nTable view: <…>")
    }

    // Order: UIKit reports the first failing check.

    @Test func checksRunInUIKitOrder() {
        // Reload-vs-delete comes first, even before bounds.
        expectException(.singleSection(deletes: [7], reloads: [7]), before: [1], after: [1], rule: .reloadAndDelete,
            message: "attempt to delete and reload the same index path (\(ns(0, 7)))")
        // Deletes (descending) before inserts: the highest bad delete is named.
        expectException(.singleSection(deletes: [5, 9], inserts: [20]), before: [3], after: [3], rule: .deleteItemOutOfBounds,
            message: "attempt to delete row 9 from section 0 which only contains 3 rows before the update")
        // Per delete, move conflicts come before bounds.
        expectException(BatchUpdate(itemDeletes: [ip(0, 5)], itemMoves: [mv((0, 5), (0, 0))]), before: [3], after: [3],
            rule: .deleteAndMove, message: "attempt to perform a delete and a move from the same index path (\(ns(0, 5)))")
        // Inserts before moves' bounds.
        expectException(BatchUpdate(itemInserts: [ip(0, 9)], itemMoves: [mv((0, 9), (0, 0))]), before: [3], after: [3],
            rule: .insertItemOutOfBounds,
            message: "attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update")
        // Moves' bounds before the pairwise check of a later move.
        expectException(BatchUpdate(itemMoves: [mv((0, 1), (0, 0)), mv((0, 0), (0, 7))]), before: [2], after: [2],
            rule: .moveToOutOfBounds,
            message: "attempt to move index path (\(ns(0, 0))) to index path (\(ns(0, 7))) that does not exist - there are only 2 rows in section 0 after the update")
        // Section count before item counts.
        expectException(.singleSection(deletes: [0]), before: [2], after: [], rule: .sectionCount,
            message: "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (0) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test func indexPathPrinting() {
        #expect(ip(3, 14).description == "3 - 14")
        #expect(ip(3, 14).formatted(.short) == "3 - 14")
        let uikit = ip(6, 0).formatted(.uikit)
        #expect(uikit == "<NSIndexPath: 0xc000000000000616> {length = 2, path = 6 - 0}")
        #expect(RuleViolation.normalizingPointers(uikit) == ns(6, 0))
        expectException(.singleSection(deletes: [0], moves: [(0, 1)]), before: [2], after: [1],
            options: ValidationOptions(indexPathStyle: .short), rule: .deleteAndMove,
            message: "attempt to perform a delete and a move from the same index path (0 - 0)")
    }
}
