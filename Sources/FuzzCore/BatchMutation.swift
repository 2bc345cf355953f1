import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// BatchMutation: a rule-targeted change to a valid batch, and its prediction
//===----------------------------------------------------------------------===//

/// The mutations, each aimed at one rule or behaviour of
/// docs/batch-update-rules.md (§2, §3), or at the order of two rules.
///
/// Each is described once, by its `spec` (`BatchMutationSpec`'s member of
/// the same name): how it alters a valid batch, the outcome and the message
/// the spec predicts, and why. The cases keep their order: the validator
/// campaign picks a mutation's view by its position.
package enum BatchMutation: String, CaseIterable, Sendable, Codable {
    case deleteItemOutOfRange = "delete-item-out-of-range"
    case deleteSectionOutOfRange = "delete-section-out-of-range"
    case insertItemOutOfRange = "insert-item-out-of-range"
    case moveFromOutOfRange = "move-from-out-of-range"
    case moveToOutOfRange = "move-to-out-of-range"
    case duplicateDelete = "duplicate-delete"
    case deleteAndReload = "delete-and-reload"
    case deleteAndMove = "delete-and-move"
    case twoMovesToOneDestination = "two-moves-to-one-destination"
    case oneSourceTwoDestinations = "one-source-two-destinations"
    case insertAndMove = "insert-and-move"
    case wrongItemCount = "wrong-item-count"
    case negativeItemCount = "negative-item-count"
    case wrongSectionCount = "wrong-section-count"
    case moveOutOfDeletedSection = "move-out-of-deleted-section"
    case moveIntoInsertedSection = "move-into-inserted-section"
    // Operations whose section scope or duplication decides the outcome
    // (`BatchMutationSpec+Scopes.swift`).
    case duplicateMove = "duplicate-move"
    case deletesInDeletedSection = "deletes-in-deleted-section"
    case reloadInDeletedSection = "reload-in-deleted-section"
    case insertsInInsertedSection = "inserts-in-inserted-section"
    case insertPastInsertedSection = "insert-past-inserted-section"
    case reloadBesideInsert = "reload-beside-insert"
    case reloadBesideDuplicateDelete = "reload-beside-duplicate-delete"
    case reloadBesideAbsorbedDelete = "reload-beside-absorbed-delete"
    // Two faults from different steps of the check order
    // (`BatchMutationSpec+Pairs.swift`): the name says which one reports.
    case deleteBoundsBeforeMoveConflict = "delete-bounds-before-move-conflict"
    case moveConflictBeforeInsertBounds = "move-conflict-before-insert-bounds"
    case reloadConflictBeforeItemCount = "reload-conflict-before-item-count"
    case twoSourcesBeforeSectionCount = "two-sources-before-section-count"
    case moveBoundsBeforeItemCount = "move-bounds-before-item-count"
    case duplicateDeleteCounted = "duplicate-delete-counted"
    case sectionMoveFromPastOldSections = "section-move-from-past-old-sections"
    case itemMoveFromPastOldSections = "item-move-from-past-old-sections"
    case itemMoveToPastNewSections = "item-move-to-past-new-sections"
    case sectionDeleteOutOfRange = "section-delete-out-of-range"
    case sectionInsertOutOfRange = "section-insert-out-of-range"
    case insertItemSectionOutOfRange = "insert-item-section-out-of-range"
    case sectionSwapWithItemDelete = "section-swap-with-item-delete"
    case sectionSwapWithItemInsert = "section-swap-with-item-insert"
    case sectionSelfMoveWithItemMove = "section-self-move-with-item-move"
    case sectionReloadBesideSelfMove = "section-reload-beside-self-move"
    case itemReloadInReloadedSection = "item-reload-in-reloaded-section"
    case wrongItemCountWithMoveIn = "wrong-item-count-with-move-in"
    case sectionSwapWithItemMoveAcross = "section-swap-with-item-move-across"
    case wrongSectionCountWithInsert = "wrong-section-count-with-insert"

    /// The mutated batch and the predicted outcome, or `nil` when the base
    /// batch lacks what the mutation needs (a delete, a move, a survivor…).
    ///
    /// Each prediction follows the spec's order: Step 1 reloads, Step 2
    /// deletes descending (moves from a delete, then bounds), Step 3 inserts
    /// ascending (moves to an insert, then bounds), Step 4 moves ascending
    /// (bounds from, bounds to, then pairs), Step 5 sections, Step 6 items.
    /// The base is valid, so only the planted fault can fail, and where it
    /// fails is the first step that looks at it; of a pair's two faults, the
    /// one the check order meets first reports.
    ///
    /// - Complexity: O(*n* + *m*) for the base's survivors; O(1) otherwise.
    package func apply(
        to base: ValidBatch, view: ListViewKind
    ) -> (before: BatchShape, after: BatchShape, update: BatchUpdate, predicted: PredictedOutcome)? {
        var batch = MutatedBatch(base)
        guard let predicted = spec.plant(&batch, MutationSite(base: base, view: view)) else { return nil }
        return (batch.before, batch.after, batch.update, predicted)
    }

    /// The message of this mutation's violation on `base` for `view`, or
    /// `nil` when the batch is predicted accepted (or the mutation does not
    /// apply to the base); the same choices as `apply(to:view:)`.
    ///
    /// - Complexity: O(*n* + *m*) for the base's survivors; O(1) otherwise.
    func predictedMessage(base: ValidBatch, view: ListViewKind) -> String? {
        spec.message(MutationSite(base: base, view: view))
    }

    /// This mutation's description: its fault and its prediction.
    var spec: BatchMutationSpec {
        switch self {
        case .deleteItemOutOfRange: .deleteItemOutOfRange
        case .deleteSectionOutOfRange: .deleteSectionOutOfRange
        case .insertItemOutOfRange: .insertItemOutOfRange
        case .moveFromOutOfRange: .moveFromOutOfRange
        case .moveToOutOfRange: .moveToOutOfRange
        case .duplicateDelete: .duplicateDelete
        case .deleteAndReload: .deleteAndReload
        case .deleteAndMove: .deleteAndMove
        case .twoMovesToOneDestination: .twoMovesToOneDestination
        case .oneSourceTwoDestinations: .oneSourceTwoDestinations
        case .insertAndMove: .insertAndMove
        case .wrongItemCount: .wrongItemCount
        case .negativeItemCount: .negativeItemCount
        case .wrongSectionCount: .wrongSectionCount
        case .moveOutOfDeletedSection: .moveOutOfDeletedSection
        case .moveIntoInsertedSection: .moveIntoInsertedSection
        case .duplicateMove: .duplicateMove
        case .deletesInDeletedSection: .deletesInDeletedSection
        case .reloadInDeletedSection: .reloadInDeletedSection
        case .insertsInInsertedSection: .insertsInInsertedSection
        case .insertPastInsertedSection: .insertPastInsertedSection
        case .reloadBesideInsert: .reloadBesideInsert
        case .reloadBesideDuplicateDelete: .reloadBesideDuplicateDelete
        case .reloadBesideAbsorbedDelete: .reloadBesideAbsorbedDelete
        case .deleteBoundsBeforeMoveConflict: .deleteBoundsBeforeMoveConflict
        case .moveConflictBeforeInsertBounds: .moveConflictBeforeInsertBounds
        case .reloadConflictBeforeItemCount: .reloadConflictBeforeItemCount
        case .twoSourcesBeforeSectionCount: .twoSourcesBeforeSectionCount
        case .moveBoundsBeforeItemCount: .moveBoundsBeforeItemCount
        case .duplicateDeleteCounted: .duplicateDeleteCounted
        case .sectionMoveFromPastOldSections: .sectionMoveFromPastOldSections
        case .itemMoveFromPastOldSections: .itemMoveFromPastOldSections
        case .itemMoveToPastNewSections: .itemMoveToPastNewSections
        case .sectionDeleteOutOfRange: .sectionDeleteOutOfRange
        case .sectionInsertOutOfRange: .sectionInsertOutOfRange
        case .insertItemSectionOutOfRange: .insertItemSectionOutOfRange
        case .sectionSwapWithItemDelete: .sectionSwapWithItemDelete
        case .sectionSwapWithItemInsert: .sectionSwapWithItemInsert
        case .sectionSelfMoveWithItemMove: .sectionSelfMoveWithItemMove
        case .sectionReloadBesideSelfMove: .sectionReloadBesideSelfMove
        case .itemReloadInReloadedSection: .itemReloadInReloadedSection
        case .wrongItemCountWithMoveIn: .wrongItemCountWithMoveIn
        case .sectionSwapWithItemMoveAcross: .sectionSwapWithItemMoveAcross
        case .wrongSectionCountWithInsert: .wrongSectionCountWithInsert
        }
    }
}
