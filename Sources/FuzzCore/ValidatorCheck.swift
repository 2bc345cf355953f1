import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// ValidatorCheck: one batch of the validator campaign, by coordinates
//===----------------------------------------------------------------------===//

/// One batch the validator campaign feeds the validator: the base batch of
/// a case, or one mutation of it, in one view. Case *i* depends only on the
/// campaign's seed and size limit, so these coordinates rebuild the batch
/// in another process — the repro of a validator that crashed or hung on it.
package struct ValidatorCheck: Sendable, Hashable {
    package var caseIndex: Int
    package var view: ListViewKind
    /// The mutation, or `nil` for the unmutated base batch.
    package var mutation: BatchMutation?

    package init(caseIndex: Int, view: ListViewKind, mutation: BatchMutation?) {
        self.caseIndex = caseIndex
        self.view = view
        self.mutation = mutation
    }

    /// The check's name in failures and file names: the mutation's, or
    /// `ValidatorCampaign.baseCheck`.
    package var name: String { mutation?.rawValue ?? ValidatorCampaign.baseCheck }

    /// Every name `name` can take, base first, then `BatchMutation.allCases`.
    package static let names = [ValidatorCampaign.baseCheck] + BatchMutation.allCases.map(\.rawValue)

    /// The check named `name` (one of `names`), or `nil`.
    package init?(caseIndex: Int, view: ListViewKind, name: String) {
        if name == ValidatorCampaign.baseCheck {
            self.init(caseIndex: caseIndex, view: view, mutation: nil)
        } else if let mutation = BatchMutation(rawValue: name) {
            self.init(caseIndex: caseIndex, view: view, mutation: mutation)
        } else {
            return nil
        }
    }
}

extension ValidatorCampaign {
    /// The batch `check` feeds the validator, rebuilt without validating it;
    /// `nil` when that case has no such batch (no base changeset, or a
    /// mutation that does not apply to it).
    ///
    /// - Complexity: one diff of the case and one mutation.
    package func document(for check: ValidatorCheck) -> BatchDocument? {
        guard let base = base(caseIndex: check.caseIndex) else { return nil }
        return PredictedBatch(base: base, view: check.view, mutation: check.mutation)?.document
    }
}
