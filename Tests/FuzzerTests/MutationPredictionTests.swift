import BatchUpdateChecker
import DiffAlgorithms
import FuzzCore
import Testing
import DiffBenchWorkloads

/// The validator campaign's predictions for two faults in one batch and for
/// operations whose section scope decides the outcome, spelled out from
/// docs/batch-update-rules.md for small bases, and the validator's agreement.
@Suite struct MutationPredictionTests {
    /// `[0, 1, 2] → [2, 0, 1]`: hash-linear moves 2 → 0; sections 1 and 2
    /// hold `k1` and `k2` rows.
    static func movingBase(_ k1: Int, _ k2: Int) throws -> ValidBatch {
        let base = try #require(ValidBatch(diffing: [0, 1, 2], to: [2, 0, 1], using: HashKeyedLinearDiff(), untouched: (k1, k2)))
        #expect(base.changeset.moved == [DiffChangeset.OffsetPair(2, 0)])
        return base
    }

    /// `[0, 1, 2] → [0, 2]`: myers deletes 1; sections of `k1` and 1 rows.
    static func deletingBase(_ k1: Int = 2) throws -> ValidBatch {
        let base = try #require(ValidBatch(diffing: [0, 1, 2], to: [0, 2], using: MyersLinearSpaceDiff(), untouched: (k1, 1)))
        #expect(base.changeset.deleted == [1])
        return base
    }

    static func path(_ section: Int, _ item: Int) -> String {
        "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}"
    }

    /// The batch, after checking that the validator agrees with its prediction.
    static func batch(_ base: ValidBatch, _ view: ListViewKind, _ mutation: BatchMutation) throws -> PredictedBatch {
        let batch = try #require(PredictedBatch(base: base, view: view, mutation: mutation))
        let failure = batch.failure(caseIndex: 0)
        #expect(failure == nil, "\(failure?.description ?? "")")
        return batch
    }

    // MARK: Two faults: the step UIKit checks first reports

    @Test func aDeleteOutOfRangeIsReportedBeforeALowerDeleteThatCollidesWithAMove() throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), .table, .deleteBoundsBeforeMoveConflict)
        #expect(Set(batch.document.update.itemDeletes) == [BatchIndexPath(0, 2), BatchIndexPath(0, 3)])
        #expect(batch.predicted == .exception(.deleteItemOutOfBounds))
        #expect(batch.message == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
    }

    @Test func aDeleteMoveConflictIsReportedBeforeAnInsertOutOfRange() throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), .collection, .moveConflictBeforeInsertBounds)
        #expect(batch.document.update.itemInserts.contains(BatchIndexPath(0, 3)))
        #expect(batch.predicted == .exception(.deleteAndMove))
        #expect(batch.message == "attempt to perform a delete and a move from the same index path (\(Self.path(0, 2)))")
    }

    @Test func aReloadOfADeletedRowIsReportedBeforeTheItemCount() throws {
        let batch = try Self.batch(try Self.deletingBase(), .table, .reloadConflictBeforeItemCount)
        #expect(batch.document.after.itemCounts[0] == 3)
        #expect(batch.predicted == .exception(.reloadAndDelete))
        #expect(batch.message == "attempt to delete and reload the same index path (\(Self.path(0, 1)))")
    }

    @Test func twoMovesToOneDestinationAreReportedBeforeTheSectionCount() throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), .table, .twoSourcesBeforeSectionCount)
        #expect(batch.document.after.sections == 4)
        #expect(batch.predicted == .exception(.moveFromTwoSources))
        #expect(batch.message == "attempt to move both row at index path \(Self.path(0, 0)) and \(Self.path(0, 2)) to \(Self.path(0, 0))")
    }

    @Test func aMoveOutOfRangeIsReportedBeforeTheItemCount() throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), .collection, .moveBoundsBeforeItemCount)
        #expect(batch.document.after.itemCounts[0] == 4)
        #expect(batch.predicted == .exception(.moveToOutOfBounds))
        #expect(
            batch.message
                == "attempt to move index path (\(Self.path(1, 0))) to index path (\(Self.path(2, 1))) that does not exist - there are only 1 items in section 2 after the update")
    }

    // MARK: Section scopes and duplicates

    @Test(arguments: ListViewKind.allCases)
    func anExactDuplicateMoveIsDroppedAndCountedOnce(view: ListViewKind) throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), view, .duplicateMove)
        let moves = batch.document.update.itemMoves
        #expect(moves.count { $0 == BatchMove(BatchIndexPath(1, 0), BatchIndexPath(2, 0)) } == 2)
        #expect(moves.count { $0 == BatchMove(BatchIndexPath(0, 2), BatchIndexPath(0, 0)) } == 2)
        #expect(batch.document.after.itemCounts == [3, 1, 2])
        #expect(batch.predicted == .accepted && batch.message == nil)
    }

    @Test(arguments: ListViewKind.allCases)
    func deletesInADeletedSectionAreNeitherBoundsCheckedNorCounted(view: ListViewKind) throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), view, .deletesInDeletedSection)
        #expect(batch.document.update.sectionDeletes == [2])
        #expect(Set(batch.document.update.itemDeletes) == [BatchIndexPath(2, 1), BatchIndexPath(2, 0)])
        #expect(batch.predicted == .accepted)
    }

    @Test func aReloadInADeletedSectionInsertsIntoTheSectionThatTakesItsPlace() throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), .table, .reloadInDeletedSection)
        #expect(batch.document.after.itemCounts == [3, 1])
        #expect(batch.predicted == .exception(.itemCount))
        #expect(
            batch.message
                == "Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func aReloadInADeletedSectionBeforeAnEmptyOneIsOutOfRange() throws {
        let batch = try Self.batch(try Self.movingBase(2, 0), .collection, .reloadInDeletedSection)
        #expect(batch.predicted == .exception(.insertItemOutOfBounds))
        #expect(batch.message == "attempt to insert item 0 into section 1, but there are only 0 items in section 1 after the update")
    }

    @Test(arguments: ListViewKind.allCases)
    func insertsInAnInsertedSectionAreAbsorbed(view: ListViewKind) throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), view, .insertsInInsertedSection)
        #expect(batch.document.update.sectionInserts == [3])
        #expect(batch.document.after.itemCounts == [3, 2, 1, 3])
        #expect(batch.predicted == .accepted)
    }

    @Test func anInsertPastAnInsertedSectionsEndIsBoundsChecked() throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), .table, .insertPastInsertedSection)
        #expect(batch.document.update.itemInserts.contains(BatchIndexPath(3, 1)))
        #expect(batch.predicted == .exception(.insertItemOutOfBounds))
        #expect(batch.message == "attempt to insert row 1 into section 3, but there are only 1 rows in section 3 after the update")
    }

    @Test(arguments: ListViewKind.allCases)
    func aReloadBesideAnExplicitInsertIsShiftedPastIt(view: ListViewKind) throws {
        let batch = try Self.batch(try Self.movingBase(2, 1), view, .reloadBesideInsert)
        #expect(batch.document.update.itemInserts.contains(BatchIndexPath(1, 1)))
        #expect(batch.document.update.itemReloads == [BatchIndexPath(1, 1)])
        #expect(batch.document.after.itemCounts[1] == 3)
        #expect(batch.predicted == .accepted)
    }

    @Test func aTableViewDropsADuplicateDeleteThatStep1CountedBesideAReload() throws {
        let batch = try Self.batch(try Self.deletingBase(3), .table, .reloadBesideDuplicateDelete)
        #expect(batch.document.update.itemReloads == [BatchIndexPath(1, 2)])
        #expect(batch.predicted == .accepted)
        let verdict = try BatchUpdateValidator(view: .table)
            .validate(batch.document.update, before: batch.document.before, after: batch.document.after)
        #expect(verdict.hazards.map(\.id) == [.reloadMisplaced])
    }

    @Test func aCollectionViewCountsADuplicateDeleteBesideAReload() throws {
        let batch = try Self.batch(try Self.deletingBase(3), .collection, .reloadBesideDuplicateDelete)
        #expect(batch.predicted == .exception(.itemCount))
        #expect(
            batch.message
                == "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 3 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test(arguments: ListViewKind.allCases)
    func anAbsorbedDeleteStillShiftsAReloadInTheNextSection(view: ListViewKind) throws {
        let batch = try Self.batch(try Self.movingBase(1, 2), view, .reloadBesideAbsorbedDelete)
        #expect(batch.document.after.itemCounts == [3, 2])
        #expect(batch.predicted == .accepted)
        let verdict = try BatchUpdateValidator(view: view)
            .validate(batch.document.update, before: batch.document.before, after: batch.document.after)
        // Section 0 moves an item, so the misplaced reload is H-RELOAD-MOVE.
        #expect(verdict.hazards.map(\.id) == [.reloadWithMove])
    }

    // MARK: Schedules

    @Test func twoConsecutiveCasesCheckEveryMutationInBothViews() {
        for index in 0..<4 {
            for mutation in BatchMutation.allCases {
                let views = [index, index + 1].map { ValidatorCampaign.view(caseIndex: $0, mutation: mutation) }
                #expect(Set(views) == Set(ListViewKind.allCases), "\(mutation) from case \(index)")
            }
        }
    }

    @Test func everyShardStagesWithEveryPolicy() {
        for count in 1...4 {
            for shard in 0..<count {
                let policies = Set(stride(from: shard, to: 64, by: count).map { ReloadPolicy.scheduled(caseIndex: $0) })
                #expect(policies == Set(ReloadPolicy.allCases), "shard \(shard + 1)/\(count)")
            }
        }
    }

    @Test func aCampaignCountsTheCasesStagedWithEachPolicy() {
        let stats = Campaign(CampaignConfiguration(seed: 3, iterations: 8, maxSize: 12, algorithms: [HashKeyedLinearDiff()])).run()
        let counts = stats.perAlgorithm[0]
        #expect(ReloadPolicy.allCases.allSatisfy { counts.staged(with: $0) > 0 })
        #expect(ReloadPolicy.allCases.map { counts.staged(with: $0) }.reduce(0, +) == counts.checked(.stagesCompose))
    }

    @Test(arguments: ReloadPolicy.allCases)
    func anUpdatedMovedElementIsStagedWithThePolicy(policy: ReloadPolicy) {
        // [A, B, C] → [C', A, B]: C moves and changes (T8-like).
        let fuzzCase = FuzzCase(kind: .book, source: [WorkloadAtom(0), WorkloadAtom(1), WorkloadAtom(2)], target: [WorkloadAtom(2, content: 1), WorkloadAtom(0), WorkloadAtom(1)])
        let result = Campaign(CampaignConfiguration(seed: 0, iterations: 1)).check(fuzzCase, [HeckelSixPassDiff()], reloads: policy)[0]
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        #expect(result.stagedWith == policy)
    }
}
