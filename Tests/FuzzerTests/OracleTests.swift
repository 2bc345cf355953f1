import BatchUpdateChecker
import DiffAlgorithms
import FuzzCore
import Testing

/// The strict appliers, and the validator's mutations against the spec.
@Suite struct OracleTests {
    @Test func bothAppliersPutTheMovedSourceElementAtItsDestination() throws {
        // [a b c] → [c a b] is "move 2 → 0"; naming source 1 instead is wrong.
        let right = DiffChangeset(moved: [.init(2, 0)])
        let wrong = DiffChangeset(moved: [.init(1, 0)])
        let source = ["a", "b", "c"], target = ["c", "a", "b"]
        #expect(try right.apply(to: source, target: target) == target)
        #expect(ReferenceApplier.apply(right, source: source, target: target) == target)
        #expect(try wrong.apply(to: source, target: target) == ["b", "a", "c"])
        #expect(ReferenceApplier.apply(wrong, source: source, target: target) == ["b", "a", "c"])
    }

    @Test func theReferenceApplierRejectsWhatDoesNotFit() {
        let source = [1, 2], target = [2, 1]
        #expect(ReferenceApplier.apply(DiffChangeset(deleted: [0, 0]), source: source, target: target) == nil)
        #expect(ReferenceApplier.apply(DiffChangeset(deleted: [0]), source: source, target: target) == nil)
        #expect(ReferenceApplier.apply(DiffChangeset(deleted: [0], moved: [.init(0, 1)]), source: source, target: target) == nil)
        #expect(ReferenceApplier.apply(DiffChangeset(updated: [.init(0, 1)]), source: source, target: target) == nil)
    }

    @Test func everyMutationGetsThePredictedVerdict() throws {
        let changeset = DiffChangeset(deleted: [1], inserted: [0], moved: [.init(3, 2)])
        let base = ValidBatch(changeset: changeset, sourceCount: 5, targetCount: 5, untouched: (3, 2))
        for view in [ListViewKind.table, .collection] {
            #expect(try BatchUpdateValidator(view: view).validate(base.update, before: base.before, after: base.after).outcome == .accepted)
            for mutation in BatchMutation.allCases {
                let mutated = try #require(mutation.apply(to: base, view: view), "\(mutation)")
                let verdict = try BatchUpdateValidator(view: view).validate(mutated.update, before: mutated.before, after: mutated.after)
                #expect(mutated.predicted.matches(verdict), "\(mutation) \(view): \(verdict.outcome)")
            }
        }
    }

    @Test func aNegativeDataSourceCountIsPredictedAsRCountNegative() throws {
        let base = ValidBatch(changeset: DiffChangeset(), sourceCount: 1, targetCount: 1, untouched: (0, 0))
        let mutated = try #require(BatchMutation.negativeItemCount.apply(to: base, view: .table))
        #expect(mutated.predicted == .exception(.negativeItemCount))
    }
}
