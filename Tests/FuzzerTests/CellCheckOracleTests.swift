import AdapterHost
import DiffAlgorithms
@testable import FuzzCore
import Testing
import DiffBenchWorkloads

/// The oracles behind `cell-check` (flat and adapter), on hand-made inputs:
/// each names the failure a correct rebuild check must give.
@Suite struct CellCheckOracleTests {
    private func expected<E: Equatable>(
        _ changeset: DiffChangeset, _ source: [E], _ target: [E]
    ) throws -> RebuildFailure? {
        try CellCheckOracle(changeset, sourceCount: source.count, targetCount: target.count)
            .expectedFailure(source: source, target: target)
    }

    @Test func findsTheFirstDifferingSlotUpToTheLast() throws {
        #expect(try expected(DiffChangeset(), [1, 2, 3], [1, 2, 3]) == nil)
        #expect(try expected(DiffChangeset(), [1, 2, 3], [1, 2, 9]) == .differs(atTargetOffset: 2))
        #expect(try expected(DiffChangeset(), [1, 2, 3], [9, 2, 9]) == .differs(atTargetOffset: 0))
        // [1, 2] → [2, 1] by a move: the replay puts 1 last.
        #expect(try expected(DiffChangeset(moved: [.init(0, 1)]), [1, 2], [2, 7]) == .differs(atTargetOffset: 1))
    }

    @Test func seesContentNotOnlyIdentity() throws {
        let book = WorkloadBook(atom: WorkloadAtom(1))
        #expect(try expected(DiffChangeset(), [book], [book.withOtherContent]) == .differs(atTargetOffset: 0))
        // An updated slot shows the target's element, whatever it is.
        #expect(try expected(DiffChangeset(updated: [.init(0, 0)]), [book], [book.withOtherContent]) == nil)
        #expect(book.withOtherContent.id == book.id && book.withOtherContent != book)
        #expect(book.withOtherIdentity.id != book.id)
    }

    @Test func anInsertedSlotTakesTheTarget() throws {
        #expect(try expected(DiffChangeset(deleted: [0], inserted: [0]), [1], [5]) == nil)
    }

    @Test func predictsTheApplierErrorForAChangesetThatDoesNotApply() throws {
        #expect(try expected(DiffChangeset(deleted: [2]), [1, 2], [1])
            == .doesNotApply(.offsetOutOfRange(list: "deleted", offset: 2, count: 2)))
        #expect(try expected(DiffChangeset(deleted: [0]), [1, 2], [1, 2])
            == .doesNotApply(.survivorCountMismatch(survivors: 1, freeSlots: 2)))
    }

    @Test func theVariantsReachTheLastSlotAndTheErrors() throws {
        let source = [WorkloadBook(atom: WorkloadAtom(1)), WorkloadBook(atom: WorkloadAtom(2)), WorkloadBook(atom: WorkloadAtom(3))]
        let target = [WorkloadBook(atom: WorkloadAtom(2)), WorkloadBook(atom: WorkloadAtom(1)), WorkloadBook(atom: WorkloadAtom(3))]
        let changeset = HashKeyedLinearDiff().diff(from: source, to: target)
        let outcomes = try CellCheckVariants.variants(of: changeset, sourceCount: 3, target: target).map {
            try expected($0.changeset, source, $0.target)
        }
        #expect(outcomes.filter { $0 == .differs(atTargetOffset: 2) }.count == 2)
        #expect(outcomes.filter { $0 == .differs(atTargetOffset: 0) }.count == 2)
        #expect(outcomes.contains { if case .doesNotApply = $0 { true } else { false } })
        // The shipped check agrees with the oracle on every variant.
        #expect(CellCheck.problem(changeset, source: source, target: target) == nil)
    }

    @Test func predictsTheAdapterStageErrors() throws {
        let batch = DiffChangeset(deleted: [0], inserted: [1])
        let source = [1, 2]
        let target = [2, 3]
        func both(_ reported: ReportedChangeset) throws -> (ReportedRebuildFailure?, ReportedRebuildFailure?) {
            var observed: ReportedRebuildFailure?
            do { try reported.checkRebuilds(source: source, target: target) } catch { observed = error }
            return (try ReportedRebuildOracle.expectedFailure(reported, source: source, target: target), observed)
        }
        #expect(try both(.batch(batch)) == (nil, nil))
        #expect(try both(.stages(ReportedCellCheckVariants.split(batch))) == (nil, nil))
        // No stage leaves the source: [1, 2] is not [2, 3] at offset 0.
        #expect(try both(.stages([])) == (.differs(atTargetOffset: 0), .differs(atTargetOffset: 0)))
        #expect(try ReportedRebuildOracle.expectedFailure(.stages([]), source: source, target: [1, 2, 3])
            == .doesNotApply(.batch(.survivorCountMismatch(survivors: 2, freeSlots: 3), DiffChangeset(), sourceCount: 2, targetCount: 3)))
        let tooMany = try both(.stages([DiffChangeset(deleted: [0, 1, 2]), batch]))
        #expect(tooMany.0 == .doesNotApply(.stageDeletesTooMany(index: 0, stageCount: 2, oldCount: 2, deleted: 3, inserted: 0)))
        #expect(tooMany.0 == tooMany.1)
        let short = DiffChangeset(inserted: [1])
        let lastShort = try both(.stages([short]))
        #expect(lastShort.0
            == .doesNotApply(.stage(index: 0, stageCount: 1, .survivorCountMismatch(survivors: 2, freeSlots: 1), short, oldCount: 2, newCount: 2)))
        #expect(lastShort.0 == lastShort.1)
        #expect(try both(.stages([batch])).0 == nil)
        #expect(try ReportedRebuildOracle.expectedFailure(.stages([batch]), source: source, target: [2, 9]) == nil)
        #expect(try ReportedRebuildOracle.expectedFailure(.batch(DiffChangeset()), source: source, target: [1, 9])
            == .differs(atTargetOffset: 1))
    }

    @Test func theAdapterCheckAgreesOnEveryVariantOfARealAnswer() throws {
        let source = [WorkloadBook(atom: WorkloadAtom(1)), WorkloadBook(atom: WorkloadAtom(2)), WorkloadBook(atom: WorkloadAtom(3))]
        let target = [WorkloadBook(atom: WorkloadAtom(3, content: 1)), WorkloadBook(atom: WorkloadAtom(1)), WorkloadBook(atom: WorkloadAtom(4))]
        let changeset = HashKeyedLinearDiff().diff(from: source, to: target)
        for reported in [ReportedChangeset.batch(changeset), .stages(ReportedCellCheckVariants.split(changeset))] {
            #expect(AdapterCellCheck.problem(reported, source: source, target: target) == nil)
            #expect(ReportedCellCheckVariants.variants(of: reported, sourceCount: 3, target: target).count >= 12)
        }
    }
}
