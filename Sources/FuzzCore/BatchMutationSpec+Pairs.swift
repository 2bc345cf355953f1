import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Pairs: two faults in one batch, and which one UIKit's check order reports
//===----------------------------------------------------------------------===//

extension BatchMutationSpec {
    /// Two single-fault mutations planted into the same batch, in this
    /// order; the outcome and message are `reported`'s, the fault that the
    /// check order of docs/batch-update-rules.md §2 meets first. `nil` when
    /// either does not apply to the base.
    ///
    /// Each pair is chosen so that neither fault changes the other's numbers
    /// (the reported message is the reported mutation's own), and so that
    /// the faults sit in different steps — or, for the deletes of Step 2, in
    /// the order that step walks them.
    ///
    /// - Precondition: `reported` is `first` or `second`.
    /// - Complexity: That of the two plantings.
    static func pair(_ first: BatchMutation, _ second: BatchMutation, reported: BatchMutation) -> BatchMutationSpec {
        precondition(reported == first || reported == second, "a pair reports one of its own faults")
        return BatchMutationSpec(
            plant: { batch, site in
                guard let outcome1 = first.spec.plant(&batch, site), let outcome2 = second.spec.plant(&batch, site)
                else { return nil }
                return reported == first ? outcome1 : outcome2
            },
            message: { site in reported.spec.message(site) })
    }

    /// Step 2 walks deletes from the highest: the out-of-range delete (row
    /// n) is bounds-checked before the lower delete that collides with a
    /// move is compared with the moves.
    static let deleteBoundsBeforeMoveConflict = pair(.deleteAndMove, .deleteItemOutOfRange, reported: .deleteItemOutOfRange)

    /// Step 2 (R-DEL-MOVE) comes before Step 3 (R-INS-ITEM-OOB).
    static let moveConflictBeforeInsertBounds = pair(.deleteAndMove, .insertItemOutOfRange, reported: .deleteAndMove)

    /// Step 1 (R-RELOAD-DEL) comes before Step 6 (R-COUNT-ITEMS).
    static let reloadConflictBeforeItemCount = pair(.deleteAndReload, .wrongItemCount, reported: .deleteAndReload)

    /// Step 4 (R-MV-TWO-SRC) comes before Step 5 (R-COUNT-SECTIONS); the
    /// moves stay in sections 0 and 1, which both shapes keep.
    static let twoSourcesBeforeSectionCount = pair(
        .twoMovesToOneDestination, .wrongSectionCount, reported: .twoMovesToOneDestination)

    /// Step 4 (R-MV-TO-OOB) comes before Step 6 (R-COUNT-ITEMS); the count
    /// fault is in section 0, the move in sections 1 and 2.
    static let moveBoundsBeforeItemCount = pair(.moveToOutOfRange, .wrongItemCount, reported: .moveToOutOfRange)
}
