import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// BatchMutationSpec: how a mutation alters a batch, and what it predicts
//===----------------------------------------------------------------------===//

/// One `BatchMutation`, described once: how it plants its fault into a
/// valid batch, the outcome the spec predicts, and the predicted message,
/// side by side. `BatchMutation.spec` names each mutation's; the families
/// live in `BatchMutationSpec+Bounds.swift`, `+Conflicts`, `+Counts`,
/// `+Sections`, `+Scopes` and `+Pairs`.
///
/// `plant` and `message` make the same choices (which delete, move or
/// survivor is used, which side of a count is wrong), so a message always
/// describes the batch `plant` built.
struct BatchMutationSpec: Sendable {
    /// Plants the fault into the batch, which starts as the site's base
    /// batch or holds faults a pair planted before; returns the predicted
    /// outcome, or `nil` when the base lacks what the mutation needs (the
    /// batch is then discarded).
    var plant: @Sendable (inout MutatedBatch, MutationSite) -> PredictedOutcome?
    /// The predicted violation's message (`PredictedMessage`'s templates),
    /// or `nil` when the batch is predicted accepted or the mutation does not
    /// apply.
    var message: @Sendable (MutationSite) -> String?

    init(
        plant: @escaping @Sendable (inout MutatedBatch, MutationSite) -> PredictedOutcome?,
        message: @escaping @Sendable (MutationSite) -> String? = { _ in nil }
    ) {
        self.plant = plant
        self.message = message
    }

    /// A fault UIKit reports as an exception of `rule`: `plant` alters the
    /// batch when `applies` holds for the site (else the mutation does not
    /// apply).
    static func exception(
        _ rule: RuleID, when applies: @escaping @Sendable (MutationSite) -> Bool = { _ in true },
        plant: @escaping @Sendable (inout MutatedBatch, MutationSite) -> Void,
        message: @escaping @Sendable (MutationSite) -> String?
    ) -> BatchMutationSpec {
        BatchMutationSpec(
            plant: { batch, site in
                guard applies(site) else { return nil }
                plant(&batch, site)
                return .exception(rule)
            }, message: message)
    }

    /// A batch UIKit accepts (with or without a hazard): `plant` alters it
    /// when `applies` holds for the site (else the mutation does not apply).
    static func accepted(
        when applies: @escaping @Sendable (MutationSite) -> Bool = { _ in true },
        plant: @escaping @Sendable (inout MutatedBatch, MutationSite) -> Void
    ) -> BatchMutationSpec {
        BatchMutationSpec(plant: { batch, site in
            guard applies(site) else { return nil }
            plant(&batch, site)
            return .accepted
        })
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

/// What a mutation reads: the base batch, the view, and the view's words.
///
/// Index spaces: `n` and `m` are section 0's item counts before and after
/// (the base changeset's offsets are its items); `k1` and `k2` those of
/// the untouched sections 1 and 2, the same before and after.
struct MutationSite {
    var base: ValidBatch
    var view: ListViewKind

    var changeset: DiffChangeset { base.changeset }
    var n: Int { base.before.itemCounts[0] }
    var m: Int { base.after.itemCounts[0] }
    var k1: Int { base.before.itemCounts[1] }
    var k2: Int { base.before.itemCounts[2] }

    /// The view's word for an item, and for items.
    var row: String { view == .table ? "row" : "item" }
    var rows: String { view == .table ? "rows" : "items" }
    var viewName: String { view == .table ? "table view" : "collection view" }

    /// Item `item` of `section`, as the batch holds it.
    func path(_ section: Int, _ item: Int) -> BatchIndexPath { BatchIndexPath(section, item) }

    /// The same path as a message prints it (`PredictedMessage.indexPath`).
    func shown(_ section: Int, _ item: Int) -> String { PredictedMessage.indexPath(section, item) }

    /// R-COUNT-ITEMS (`PredictedMessage.itemCountMessage`) for this view.
    func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0, movedOut: Int = 0
    ) -> String {
        PredictedMessage.itemCountMessage(
            view, section: section, after: after, before: before, inserted: inserted, deleted: deleted,
            movedIn: movedIn, movedOut: movedOut)
    }

    /// R-COUNT-SECTIONS (`PredictedMessage.sectionCountMessage`) for this view.
    func sectionCount(after: Int, inserted: Int) -> String {
        PredictedMessage.sectionCountMessage(view, after: after, inserted: inserted)
    }

    /// R-INS-ITEM-OOB (`PredictedMessage.insertPastEndMessage`) for this view.
    func insertPastEnd(item: Int, section: Int, count: Int) -> String {
        PredictedMessage.insertPastEndMessage(view, item: item, section: section, count: count)
    }
}
