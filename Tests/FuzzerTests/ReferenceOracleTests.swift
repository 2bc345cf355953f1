import BatchUpdateChecker
import DiffAlgorithms
@testable import FuzzCore
import Testing
import DiffBenchWorkloads

/// The oracles behind `rejects-ill-formed`, `batch-round-trip`,
/// `stages-compose`, the validator's predicted messages and the subtle
/// content versions, on hand-made inputs.
@Suite struct ReferenceOracleTests {
    @Test func predictsTheApplierErrorOfADeletedMoveSource() {
        let changeset = DiffChangeset(deleted: [0], moved: [.init(0, 1)])
        #expect(IllFormedOracle.applicationError(changeset, sourceCount: 2, targetCount: 2)
            == .deletedAndKept(list: "moved", offset: 0))
        #expect(throws: ChangesetApplicationError.deletedAndKept(list: "moved", offset: 0)) {
            try changeset.apply(to: [1, 2], target: [2, 1])
        }
    }

    @Test func predictsAMisplacedUpdateWhereItsSourceLands() {
        let changeset = DiffChangeset(deleted: [0], updated: [.init(2, 0)])
        #expect(IllFormedOracle.applicationError(changeset, sourceCount: 3, targetCount: 2)
            == .updateMisplaced(.init(2, 0), landsAt: 1))
    }

    @Test func predictsTheMatchingErrors() {
        #expect(IllFormedOracle.matchingError(DiffMatching(targetOfSource: [0, 0]), sourceIDs: [0, 0], targetIDs: [0])
            == .targetMatchedTwice(target: 0))
        #expect(IllFormedOracle.matchingError(
            DiffMatching(targetOfSource: [1, 0], movedSources: [1, 0]), sourceIDs: [0, 1], targetIDs: [1, 0])
            == .invalidMovedSource(0))
        #expect(IllFormedOracle.matchingError(DiffMatching(targetOfSource: [1, 0]), sourceIDs: [0, 1], targetIDs: [1, 0])
            == .unmovedPairsCross(source: 1, target: 0))
        #expect(IllFormedOracle.matchingError(
            DiffMatching(targetOfSource: [1, 0], movedSources: [0]), sourceIDs: [0, 1], targetIDs: [1, 0]) == nil)
    }

    @Test func everyIllFormedVariantOfARealDiffGetsThePredictedError() throws {
        let source = [WorkloadBook(atom: WorkloadAtom(1)), WorkloadBook(atom: WorkloadAtom(2)), WorkloadBook(atom: WorkloadAtom(3)), WorkloadBook(atom: WorkloadAtom(4))]
        let target = [WorkloadBook(atom: WorkloadAtom(4, content: 2)), WorkloadBook(atom: WorkloadAtom(2)), WorkloadBook(atom: WorkloadAtom(5)), WorkloadBook(atom: WorkloadAtom(1, content: 1))]
        let codes = try #require(IdentityCodes(source: source, target: target))
        let algorithm = HashKeyedLinearDiff()
        let matching = algorithm.matching(for: codes)
        let changeset = try DiffChangeset(matching: matching, source: source, target: target)
        let oracle = CaseOracle(source: source, target: target)
        #expect(IllFormedInputs.changesetVariants(of: changeset, sourceCount: 4, targetCount: 4).count >= 15)
        #expect(IllFormedInputs.problem(
            changeset, matching: matching, source: source, target: target, oracle: oracle, codes: codes) == nil)
    }

    @Test func readsABatchBackWithReloadsOfMovedRows() throws {
        // [A, B, C] → [C', A, B]: C moves to the front and is updated.
        let changeset = DiffChangeset(moved: [.init(2, 0)], updated: [.init(2, 0)])
        let batch = BatchUpdate(changeset: changeset)
        #expect(try BatchUpdateInverse.changeset(of: batch, sourceCount: 3, targetCount: 3).get() == changeset)
        var dropped = batch
        dropped.itemReloads = []
        #expect(try BatchUpdateInverse.changeset(of: dropped, sourceCount: 3, targetCount: 3).get() != changeset)
    }

    @Test func stagesComposeIntoTheTarget() {
        let source = [ElementProxy(id: 0, content: 0), ElementProxy(id: 1, content: 0), ElementProxy(id: 2, content: 0)]
        let target = [ElementProxy(id: 2, content: 1), ElementProxy(id: 0, content: 0), ElementProxy(id: 1, content: 0)]
        let changeset = DiffChangeset(moved: [.init(2, 0)], updated: [.init(2, 0)])
        #expect(BatchRoundTrip.check(StagedChangeset(changeset, source: source, target: target, view: .table), source: source, target: target) == nil)
        #expect(BatchRoundTrip.check(StagedChangeset(changeset, source: source, target: target, view: .collection), source: source, target: target) == nil)
    }

    @Test func predictsTheValidatorsMessages() throws {
        let base = try #require(ValidBatch(diffing: [0, 1, 2], to: [2, 0, 1], using: HashKeyedLinearDiff(), untouched: (2, 1)))
        for view in [ListViewKind.table, .collection] {
            for mutation in BatchMutation.allCases {
                guard let batch = PredictedBatch(base: base, view: view, mutation: mutation) else { continue }
                #expect(batch.failure(caseIndex: 0) == nil, "\(mutation) \(view)")
            }
        }
        let batch = try #require(PredictedBatch(base: base, view: .collection, mutation: .moveToOutOfRange))
        #expect(batch.message?.hasSuffix("there are only 1 items in section 2 after the update") == true)
    }

    @Test func batchDocumentsDecodeBackAndIllFormedOnesGetTheirMessages() throws {
        let base = try #require(ValidBatch(diffing: [0, 1, 2, 3], to: [3, 1, 0], using: HashKeyedLinearDiff(), untouched: (1, 2)))
        let document = BatchDocument(view: .collection, before: base.before, after: base.after, update: base.update)
        #expect(DocumentDecoding.variants(of: document.json).count == 10)
        #expect(DocumentDecoding.problem(document) == nil)
    }

    @Test func subtleVersionsChangeABookOrNot() {
        let book = WorkloadBook(atom: WorkloadAtom(7))
        let changed = [16, 17, 18, 20, 21, 27, 31, 32, 33, 35].map { WorkloadBook(atom: WorkloadAtom(7, content: $0)) }
        #expect(changed.allSatisfy { $0 != book && !$0.hasSameContent(as: book) })
        // Decomposed spellings, an ISBN in upper case and the unchanged date are no change.
        for version in [19, 24, 26, 29, 30, 34] {
            let same = WorkloadBook(atom: WorkloadAtom(7, content: version))
            #expect(same == book && same.hasSameContent(as: book), "version \(version)")
        }
        #expect(WorkloadBook(atom: WorkloadAtom(7, content: 19)).title.unicodeScalars.count == book.title.unicodeScalars.count + 1)
    }
}
