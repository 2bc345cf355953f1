import BatchUpdateChecker

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

    /// `base`'s batch, unmutated.
    init(_ base: ValidBatch) {
        before = base.before
        after = base.after
        update = base.update
    }
}
