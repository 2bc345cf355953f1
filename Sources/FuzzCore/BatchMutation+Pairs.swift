import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Two faults in one batch: which one UIKit's check order reports
//===----------------------------------------------------------------------===//

/// Two single-fault mutations planted into the same batch, and the one whose
/// outcome and message the spec predicts: the fault that the check order of
/// docs/batch-update-rules.md §2 meets first.
///
/// Each pair is chosen so that neither fault changes the other's numbers
/// (the reported message is the reported mutation's own), and so that the
/// faults sit in different steps — or, for the deletes of Step 2, in the
/// order that step walks them.
struct MutationPair {
    /// Planted in this order.
    var planted: (BatchMutation, BatchMutation)
    /// The mutation whose outcome and message the batch must give.
    var reported: BatchMutation
}

extension BatchMutation {
    /// The two faults of a two-fault mutation, or `nil` for the others.
    var pair: MutationPair? {
        switch self {
        case .deleteBoundsBeforeMoveConflict:
            // Step 2 walks deletes from the highest: the out-of-range delete
            // (row n) is bounds-checked before the lower delete that collides
            // with a move is compared with the moves.
            MutationPair(planted: (.deleteAndMove, .deleteItemOutOfRange), reported: .deleteItemOutOfRange)
        case .moveConflictBeforeInsertBounds:
            // Step 2 (R-DEL-MOVE) comes before Step 3 (R-INS-ITEM-OOB).
            MutationPair(planted: (.deleteAndMove, .insertItemOutOfRange), reported: .deleteAndMove)
        case .reloadConflictBeforeItemCount:
            // Step 1 (R-RELOAD-DEL) comes before Step 6 (R-COUNT-ITEMS).
            MutationPair(planted: (.deleteAndReload, .wrongItemCount), reported: .deleteAndReload)
        case .twoSourcesBeforeSectionCount:
            // Step 4 (R-MV-TWO-SRC) comes before Step 5 (R-COUNT-SECTIONS);
            // the moves stay in sections 0 and 1, which both shapes keep.
            MutationPair(planted: (.twoMovesToOneDestination, .wrongSectionCount), reported: .twoMovesToOneDestination)
        case .moveBoundsBeforeItemCount:
            // Step 4 (R-MV-TO-OOB) comes before Step 6 (R-COUNT-ITEMS); the
            // count fault is in section 0, the move in sections 1 and 2.
            MutationPair(planted: (.moveToOutOfRange, .wrongItemCount), reported: .moveToOutOfRange)
        default:
            nil
        }
    }

    /// Plants both faults of `pair`; the reported one's outcome, or `nil`
    /// when either does not apply to the base.
    ///
    /// - Complexity: That of the two plantings.
    func plantPair(_ pair: MutationPair, into batch: inout MutatedBatch, base: ValidBatch, view: ListViewKind) -> PredictedOutcome? {
        guard let first = pair.planted.0.plant(into: &batch, base: base, view: view),
            let second = pair.planted.1.plant(into: &batch, base: base, view: view)
        else { return nil }
        return pair.reported == pair.planted.0 ? first : second
    }
}
