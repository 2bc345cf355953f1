import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// PredictedBatch: one batch for the validator, with the outcome predicted
//===----------------------------------------------------------------------===//

/// One batch the validator fuzzing asks `BatchUpdateValidator` about, and
/// what UIKit should do with it: a valid base batch (predicted accepted), or
/// one `BatchMutation` of it (predicted from the spec's check order).
///
///     let batch = PredictedBatch(base: base, view: .collection, mutation: .duplicateDelete)
///     if let failure = batch?.failure(caseIndex: 0) { print(failure, failure.document.json) }
package struct PredictedBatch: Sendable, Hashable {
    /// The check's name: the mutation's raw value, or `ValidatorCampaign.baseCheck`.
    package var check: String
    /// The batch, its view and shapes: what `benchrunner validate` replays.
    package var document: BatchDocument
    /// The outcome the spec predicts, never computed by the validator.
    package var predicted: PredictedOutcome
    /// The violation's message the spec's templates predict
    /// (`BatchMutationSpec.message`), or `nil` for an accepted batch.
    package var message: String?

    /// `mutation` applied to `base` for `view`, or the base batch itself
    /// (predicted accepted) when `mutation` is `nil`; `nil` when the base
    /// lacks what the mutation needs (a delete, a move, a survivor…).
    package init?(base: ValidBatch, view: ListViewKind, mutation: BatchMutation?) {
        guard let mutation else {
            self.check = ValidatorCampaign.baseCheck
            self.document = BatchDocument(view: view, before: base.before, after: base.after, update: base.update)
            self.predicted = .accepted
            self.message = nil
            return
        }
        guard let mutated = mutation.apply(to: base, view: view) else { return nil }
        self.check = mutation.rawValue
        self.document = BatchDocument(view: view, before: mutated.before, after: mutated.after, update: mutated.update)
        self.predicted = mutated.predicted
        self.message = mutation.predictedMessage(base: base, view: view)
    }

    /// How the validator disagrees with the prediction, or `nil` when it
    /// agrees: a verdict that is not the predicted one (a batch the validator
    /// calls malformed, `R-NEG`, never matches), a violation whose message is
    /// not the predicted `message`, or an accepted batch with no
    /// hazard whose `DisplayOracle` replay does not show the data source's
    /// counts (`ValidatorCampaign.displayCheck`).
    ///
    /// - Parameter caseIndex: The case the batch comes from, recorded in the
    ///   failure (a campaign's case index; 0 for libFuzzer's inputs).
    /// - Complexity: One validation, plus one display-oracle replay of the
    ///   batch when it is accepted without hazards.
    package func failure(caseIndex: Int) -> ValidatorFailure? {
        var verdict: BatchVerdict?
        return failure(caseIndex: caseIndex, verdict: &verdict)
    }

    /// The same, keeping the validator's verdict in `verdict` (`nil` for a
    /// malformed batch).
    func failure(caseIndex: Int, verdict kept: inout BatchVerdict?) -> ValidatorFailure? {
        func failure(_ check: String, expected: String, got: String) -> ValidatorFailure {
            ValidatorFailure(check: check, document: document, expected: expected, got: got, caseIndex: caseIndex, casesToCatch: 0)
        }
        let verdict = try? BatchUpdateValidator(view: document.view).validate(document.update, before: document.before, after: document.after)
        kept = verdict
        guard let verdict, predicted.matches(verdict) else {
            return failure(check, expected: predicted.description, got: Self.describe(verdict))
        }
        if let violation = verdict.violation, let message, RuleViolation.normalizingPointers(violation.message) != message {
            return failure(check, expected: "\(predicted) with the message \"\(message)\"", got: "the message \"\(violation.message)\"")
        }
        if verdict.outcome == .accepted, verdict.hazards.isEmpty, let problem = displayProblem {
            return failure(ValidatorCampaign.displayCheck, expected: "the data source's counts", got: problem)
        }
        return nil
    }

    /// A verdict as the failures spell it.
    static func describe(_ verdict: BatchVerdict?) -> String {
        guard let verdict else { return "R-NEG (malformed)" }
        switch verdict.outcome {
        case .accepted: return "accepted"
        case let .reloadDataFallback(violation): return "reloadData fallback (\(violation.rule.rawValue))"
        case let .exception(violation): return "exception \(violation.rule.rawValue): \(violation.message)"
        }
    }

    /// Why the display oracle's replay of the batch does not show `after`'s
    /// counts, or `nil`.
    var displayProblem: String? {
        let source = document.before.itemCounts.map { Array(0..<max(0, $0)) }
        let target = document.after.itemCounts.map { Array(0..<max(0, $0)) }
        do {
            let shown = try DisplayOracle.display(source: source, target: target, update: document.update)
            let counts = shown.map(\.count)
            return counts == document.after.itemCounts ? nil : "the replay shows counts \(counts)"
        } catch {
            return "the replay fails: \(error)"
        }
    }
}
