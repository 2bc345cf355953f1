import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// PredictedOutcome: what UIKit should do with a mutated batch
//===----------------------------------------------------------------------===//

/// What UIKit should do with a mutated batch, predicted from the mutation
/// and the spec's check order alone (never by running the validator).
package enum PredictedOutcome: Sendable, Hashable, CustomStringConvertible {
    case accepted
    case fallback(RuleID)
    case exception(RuleID)

    package var description: String {
        switch self {
        case .accepted: "accepted"
        case let .fallback(rule): "reloadData fallback (\(rule.rawValue))"
        case let .exception(rule): "exception \(rule.rawValue)"
        }
    }
}

extension PredictedOutcome {
    /// Whether the validator's verdict is this prediction.
    package func matches(_ verdict: BatchVerdict) -> Bool {
        switch (self, verdict.outcome) {
        case (.accepted, .accepted): true
        case let (.fallback(rule), .reloadDataFallback(violation)): violation.rule == rule
        case let (.exception(rule), .exception(violation)): violation.rule == rule
        default: false
        }
    }
}
