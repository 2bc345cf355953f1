import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// BatchMutation: a rule-targeted change to a valid batch, and its prediction
//===----------------------------------------------------------------------===//

/// A valid batch to mutate: the changeset of a real diff (no updates) in
/// section 0, and two untouched sections 1 and 2 after it.
///
/// Index spaces: `before` is the source shape `[n, k1, k2]`, `after` the
/// target shape `[m, k1, k2]`; the changeset's offsets are items of section 0.
public struct ValidBatch: Sendable, Hashable {
    public var changeset: DiffChangeset
    public var before: BatchShape
    public var after: BatchShape

    /// - Precondition: `changeset` applies to `sourceCount` → `targetCount`
    ///   and has no updates; `untouched` are the counts of sections 1 and 2.
    public init(changeset: DiffChangeset, sourceCount: Int, targetCount: Int, untouched: (Int, Int)) {
        self.changeset = changeset
        before = BatchShape([sourceCount, untouched.0, untouched.1])
        after = BatchShape([targetCount, untouched.0, untouched.1])
    }

    /// The batch as it is: UIKit accepts it.
    public var update: BatchUpdate { BatchUpdate(changeset: changeset) }

    /// Section-0 source offsets that are neither deleted nor moved.
    var survivors: [Int] {
        let taken = Set(changeset.deleted).union(changeset.moved.map(\.source))
        return (0..<before.itemCounts[0]).filter { !taken.contains($0) }
    }
}

/// What UIKit should do with a mutated batch, predicted from the mutation
/// and the spec's check order alone (never by running the validator).
public enum PredictedOutcome: Sendable, Hashable, CustomStringConvertible {
    case accepted
    case fallback(RuleID)
    case exception(RuleID)

    public var description: String {
        switch self {
        case .accepted: "accepted"
        case let .fallback(rule): "reloadData fallback (\(rule.rawValue))"
        case let .exception(rule): "exception \(rule.rawValue)"
        }
    }
}

/// The mutations, each aimed at one rule or behaviour of
/// docs/batch-update-rules.md (§2, §3), or at the order of two rules.
public enum BatchMutation: String, CaseIterable, Sendable, Codable {
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
    // (`BatchMutation+Scopes.swift`).
    case duplicateMove = "duplicate-move"
    case deletesInDeletedSection = "deletes-in-deleted-section"
    case reloadInDeletedSection = "reload-in-deleted-section"
    case insertsInInsertedSection = "inserts-in-inserted-section"
    case insertPastInsertedSection = "insert-past-inserted-section"
    case reloadBesideInsert = "reload-beside-insert"
    case reloadBesideDuplicateDelete = "reload-beside-duplicate-delete"
    case reloadBesideAbsorbedDelete = "reload-beside-absorbed-delete"
    // Two faults from different steps of the check order
    // (`BatchMutation+Pairs.swift`): the name says which one reports.
    case deleteBoundsBeforeMoveConflict = "delete-bounds-before-move-conflict"
    case moveConflictBeforeInsertBounds = "move-conflict-before-insert-bounds"
    case reloadConflictBeforeItemCount = "reload-conflict-before-item-count"
    case twoSourcesBeforeSectionCount = "two-sources-before-section-count"
    case moveBoundsBeforeItemCount = "move-bounds-before-item-count"
    /// Item 0 of untouched section 1 deleted twice, and the data source two
    /// items shorter there: a collection view counts both deletes and
    /// accepts the batch (with H-DUP-CV), a table view drops the duplicate
    /// and finds the count wrong.
    case duplicateDeleteCounted = "duplicate-delete-counted"
    // Section bounds where the section counts before and after differ, so a
    // bound checked against the wrong side shows.
    /// A section inserted at 3 and section 3 moved to 1: it exists only after.
    case sectionMoveFromPastOldSections = "section-move-from-past-old-sections"
    /// A section inserted at 3 and an item moved out of it: it exists only after.
    case itemMoveFromPastOldSections = "item-move-from-past-old-sections"
    /// Section 2 deleted and an item of section 1 moved into section 2: it
    /// exists only before.
    case itemMoveToPastNewSections = "item-move-to-past-new-sections"
    /// Section 3 deleted: there are three sections before.
    case sectionDeleteOutOfRange = "section-delete-out-of-range"
    /// A fourth section after the update, and section 4 inserted.
    case sectionInsertOutOfRange = "section-insert-out-of-range"
    /// An item inserted into section 3: there are three sections after.
    case insertItemSectionOutOfRange = "insert-item-section-out-of-range"
    /// Sections 1 and 2 swapped, and item 0 of section 1 deleted: accepted,
    /// with the hazard of item operations in a moved section.
    case sectionSwapWithItemDelete = "section-swap-with-item-delete"
    /// Sections 1 and 2 swapped, and an item inserted at the top of the new
    /// section 1: the same hazard, from the insert side alone.
    case sectionSwapWithItemInsert = "section-swap-with-item-insert"
    /// Section 1 moved onto itself, and its item 0 moved to 1: accepted, a
    /// collection view with the hazard of an item move out of a moved section.
    case sectionSelfMoveWithItemMove = "section-self-move-with-item-move"
    /// Section 1 reloaded and section 2 moved onto itself: accepted, a
    /// collection view with the hazard of a section reload beside another
    /// section operation.
    case sectionReloadBesideSelfMove = "section-reload-beside-self-move"
    /// Section 1 reloaded and its item 0 reloaded too: accepted, with the
    /// hazard of an item reload inside a reloaded section.
    case itemReloadInReloadedSection = "item-reload-in-reloaded-section"
    /// Item 0 of section 1 moved to section 2, and section 2 one item longer
    /// still: R-COUNT-ITEMS for section 2, with one item moved in.
    case wrongItemCountWithMoveIn = "wrong-item-count-with-move-in"
    /// Sections 1 and 2 swapped, and item 0 of old section 1 moved to item 1
    /// of new section 1 (old section 2): accepted, the move crossing sections
    /// although both paths name section 1.
    case sectionSwapWithItemMoveAcross = "section-swap-with-item-move-across"
    /// Section 3 inserted, and five sections after the update: R-COUNT-SECTIONS
    /// with one section inserted.
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
    public func apply(
        to base: ValidBatch, view: ListViewKind
    ) -> (before: BatchShape, after: BatchShape, update: BatchUpdate, predicted: PredictedOutcome)? {
        var batch = MutatedBatch(base)
        guard let predicted = plant(into: &batch, base: base, view: view) else { return nil }
        return (batch.before, batch.after, batch.update, predicted)
    }

    /// Plants this mutation's fault (or, for a two-fault mutation, both) into
    /// `batch`, which starts as `base`'s batch or holds faults planted
    /// before; returns the predicted outcome, or `nil` when the base lacks
    /// what the mutation needs.
    ///
    /// - Precondition: `batch.before == base.before`; every fault planted
    ///   so far is one the pairs of `BatchMutation+Pairs.swift` combine.
    /// - Complexity: O(*n* + *m*) for the base's survivors; O(1) otherwise.
    func plant(into batch: inout MutatedBatch, base: ValidBatch, view: ListViewKind) -> PredictedOutcome? {
        if let pair { return plantPair(pair, into: &batch, base: base, view: view) }
        if isScoped { return plantScoped(into: &batch, base: base, view: view) }
        var update = batch.update
        let before = batch.before
        var after = batch.after
        let c = base.changeset
        let n = before.itemCounts[0]
        let k1 = before.itemCounts[1]
        let k2 = before.itemCounts[2]
        func path(_ section: Int, _ item: Int) -> BatchIndexPath { BatchIndexPath(section, item) }
        let predicted: PredictedOutcome
        switch self {
        case .deleteItemOutOfRange:
            update.itemDeletes.append(path(0, n))
            predicted = .exception(.deleteItemOutOfBounds)
        case .deleteSectionOutOfRange:
            update.itemDeletes.append(path(3, 0))
            predicted = .exception(.deleteItemSectionOutOfBounds)
        case .insertItemOutOfRange:
            update.itemInserts.append(path(0, after.itemCounts[0]))
            predicted = .exception(.insertItemOutOfBounds)
        case .moveFromOutOfRange:
            guard k1 > 0 else { return nil }
            update.itemMoves.append(BatchMove(path(0, n), path(1, 0)))
            predicted = .exception(.moveFromOutOfBounds)
        case .moveToOutOfRange:
            guard k1 > 0 else { return nil }
            update.itemMoves.append(BatchMove(path(1, 0), path(2, k2)))
            predicted = .exception(.moveToOutOfBounds)
        case .duplicateDelete:
            guard let d = c.deleted.first else { return nil }
            update.itemDeletes.append(path(0, d))
            // A table view drops the duplicate; a collection view counts it.
            predicted = view == .table ? .accepted : .exception(.itemCount)
        case .sectionMoveFromPastOldSections:
            update.sectionInserts.insert(3)
            after.itemCounts.append(0)
            update.sectionMoves.append(BatchMove(3, 1))
            predicted = .exception(.moveSectionFromOutOfBounds)
        case .itemMoveFromPastOldSections:
            update.sectionInserts.insert(3)
            after.itemCounts.append(0)
            update.itemMoves.append(BatchMove(path(3, 0), path(1, 0)))
            predicted = .exception(.moveFromSectionOutOfBounds)
        case .itemMoveToPastNewSections:
            guard k1 > 0 else { return nil }
            update.sectionDeletes.insert(2)
            after.itemCounts.removeLast()
            update.itemMoves.append(BatchMove(path(1, 0), path(2, 0)))
            predicted = .exception(.moveToSectionOutOfBounds)
        case .sectionDeleteOutOfRange:
            update.sectionDeletes.insert(3)
            predicted = .exception(.deleteSectionOutOfBounds)
        case .sectionInsertOutOfRange:
            after.itemCounts.append(0)
            update.sectionInserts.insert(4)
            predicted = .exception(.insertSectionOutOfBounds)
        case .insertItemSectionOutOfRange:
            update.itemInserts.append(path(3, 0))
            predicted = .exception(.insertItemSectionOutOfBounds)
        case .sectionSwapWithItemDelete:
            guard k1 > 0 else { return nil }
            update.sectionMoves += [BatchMove(1, 2), BatchMove(2, 1)]
            update.itemDeletes.append(path(1, 0))
            after.itemCounts[1] = k2
            after.itemCounts[2] = k1 - 1
            predicted = .accepted
        case .sectionSwapWithItemInsert:
            update.sectionMoves += [BatchMove(1, 2), BatchMove(2, 1)]
            update.itemInserts.append(path(1, 0))
            after.itemCounts[1] = k2 + 1
            after.itemCounts[2] = k1
            predicted = .accepted
        case .sectionReloadBesideSelfMove:
            update.sectionReloads.insert(1)
            update.sectionMoves.append(BatchMove(2, 2))
            predicted = .accepted
        case .itemReloadInReloadedSection:
            guard k1 > 0 else { return nil }
            update.sectionReloads.insert(1)
            update.itemReloads.append(path(1, 0))
            predicted = .accepted
        case .wrongSectionCountWithInsert:
            update.sectionInserts.insert(3)
            after.itemCounts += [0, 0]
            predicted = .exception(.sectionCount)
        case .wrongItemCountWithMoveIn:
            guard k1 > 0 else { return nil }
            update.itemMoves.append(BatchMove(path(1, 0), path(2, 0)))
            after.itemCounts[1] = k1 - 1
            after.itemCounts[2] = k2 + 2
            predicted = .exception(.itemCount)
        case .sectionSwapWithItemMoveAcross:
            guard k1 > 0, k2 > 0 else { return nil }
            update.sectionMoves += [BatchMove(1, 2), BatchMove(2, 1)]
            update.itemMoves.append(BatchMove(path(1, 0), path(1, 1)))
            after.itemCounts[1] = k2 + 1
            after.itemCounts[2] = k1 - 1
            predicted = .accepted
        case .sectionSelfMoveWithItemMove:
            guard k1 >= 2 else { return nil }
            update.sectionMoves.append(BatchMove(1, 1))
            update.itemMoves.append(BatchMove(path(1, 0), path(1, 1)))
            predicted = .accepted
        case .duplicateDeleteCounted:
            guard k1 >= 2 else { return nil }
            update.itemDeletes += [path(1, 0), path(1, 0)]
            after.itemCounts[1] -= 2
            predicted = view == .table ? .exception(.itemCount) : .accepted
        case .deleteAndReload:
            guard let d = c.deleted.first else { return nil }
            update.itemReloads.append(path(0, d))
            predicted = .exception(.reloadAndDelete)
        case .deleteAndMove:
            if let m = c.moved.first {
                update.itemDeletes.append(path(0, m.source))
            } else if let d = c.deleted.first, k1 > 0 {
                update.itemMoves.append(BatchMove(path(0, d), path(1, 0)))
            } else {
                return nil
            }
            predicted = .exception(.deleteAndMove)
        case .twoMovesToOneDestination:
            let survivors = base.survivors
            if let m = c.moved.first, let s = survivors.first {
                update.itemMoves.append(BatchMove(path(0, s), m.target.section0))
            } else if survivors.count >= 2, k1 > 0 {
                update.itemMoves.append(BatchMove(path(0, survivors[0]), path(1, 0)))
                update.itemMoves.append(BatchMove(path(0, survivors[1]), path(1, 0)))
            } else {
                return nil
            }
            predicted = .exception(.moveFromTwoSources)
        case .oneSourceTwoDestinations:
            guard k1 >= 2 else { return nil }
            if let m = c.moved.first {
                update.itemMoves.append(BatchMove(path(0, m.source), path(1, 0)))
            } else if let s = base.survivors.first {
                update.itemMoves.append(BatchMove(path(0, s), path(1, 0)))
                update.itemMoves.append(BatchMove(path(0, s), path(1, 1)))
            } else {
                return nil
            }
            predicted = .exception(.moveToTwoDestinations)
        case .insertAndMove:
            if let m = c.moved.first {
                update.itemInserts.append(path(0, m.target))
            } else if let i = c.inserted.first, let s = base.survivors.first {
                update.itemMoves.append(BatchMove(path(0, s), path(0, i)))
            } else {
                return nil
            }
            predicted = .exception(.insertAndMove)
        case .wrongItemCount:
            // Larger, so that no insert or move destination goes out of bounds.
            after.itemCounts[0] += 1
            predicted = .exception(.itemCount)
        case .negativeItemCount:
            after.itemCounts[1] = -1 - k1 % 3
            predicted = .exception(.negativeItemCount)
        case .wrongSectionCount:
            // One section too many or (the untouched last one) too few,
            // by case: the count must be checked in both directions.
            if k1 % 2 == 0 { after.itemCounts.append(0) } else { after.itemCounts.removeLast() }
            predicted = .exception(.sectionCount)
        case .moveOutOfDeletedSection:
            guard k2 > 0 else { return nil }
            update.sectionDeletes.insert(2)
            update.itemMoves.append(BatchMove(path(2, 0), path(1, 0)))
            after.itemCounts = [after.itemCounts[0], k1 + 1]
            // Step 2 meets the section delete first (highest section).
            predicted = view == .table ? .fallback(.moveFromDeletedSection) : .exception(.moveFromDeletedSection)
        case .moveIntoInsertedSection:
            guard k1 > 0 else { return nil }
            update.sectionInserts.insert(3)
            update.itemMoves.append(BatchMove(path(1, 0), path(3, 0)))
            after.itemCounts[1] -= 1
            after.itemCounts.append(1)
            // Step 3 meets the section insert last (highest section).
            predicted = view == .table ? .fallback(.moveIntoInsertedSection) : .exception(.moveIntoInsertedSection)
        case .duplicateMove, .deletesInDeletedSection, .reloadInDeletedSection, .insertsInInsertedSection,
            .insertPastInsertedSection, .reloadBesideInsert, .reloadBesideDuplicateDelete, .reloadBesideAbsorbedDelete,
            .deleteBoundsBeforeMoveConflict,
            .moveConflictBeforeInsertBounds, .reloadConflictBeforeItemCount, .twoSourcesBeforeSectionCount,
            .moveBoundsBeforeItemCount:
            // Planted by `plantScoped` and `plantPair` above.
            return nil
        }
        batch = MutatedBatch(before: before, after: after, update: update)
        return predicted
    }
}

/// A batch being mutated: the shapes and the update, as a base batch gives
/// them and the planted faults change them.
///
/// Index spaces: `before` and `after` are the shapes the validator gets;
/// the update's paths are in the spaces `BatchUpdate` documents.
struct MutatedBatch {
    var before: BatchShape
    var after: BatchShape
    var update: BatchUpdate

    init(before: BatchShape, after: BatchShape, update: BatchUpdate) {
        self.before = before
        self.after = after
        self.update = update
    }

    /// `base`'s batch, unmutated.
    init(_ base: ValidBatch) {
        self.init(before: base.before, after: base.after, update: base.update)
    }
}

private extension Int {
    /// This item offset as a path in section 0.
    var section0: BatchIndexPath { BatchIndexPath(0, self) }
}

extension PredictedOutcome {
    /// Whether the validator's verdict is this prediction.
    public func matches(_ verdict: BatchVerdict) -> Bool {
        switch (self, verdict.outcome) {
        case (.accepted, .accepted): true
        case let (.fallback(rule), .reloadDataFallback(violation)): violation.rule == rule
        case let (.exception(rule), .exception(violation)): violation.rule == rule
        default: false
        }
    }
}
