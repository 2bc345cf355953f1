//===----------------------------------------------------------------------===//
// BatchVerdict: what UIKit does with a batch
//===----------------------------------------------------------------------===//

/// A failed rule: its identifier and the message UIKit would raise.
public struct RuleViolation: Hashable, Sendable, CustomStringConvertible {
    /// Which rule failed.
    public var rule: RuleID
    /// The `reason` of the `NSInternalInconsistencyException`, or for a
    /// fallback, the reason UIKit gives up animating.
    public var message: String

    /// Creates a violation of `rule` with UIKit's `message`.
    public init(rule: RuleID, message: String) {
        self.rule = rule
        self.message = message
    }

    /// `rule-id: message`, e.g. `R-DEL-MOVE: attempt to perform a delete and a
    /// move from the same index path (…)`.
    public var description: String { "\(rule.rawValue): \(message)" }

    /// Replaces every `0x…` address by `0x…`, so messages compare modulo the
    /// pointer UIKit prints for an `NSIndexPath`.
    ///
    ///     RuleViolation.normalizingPointers("(<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0})")
    ///     // "(<NSIndexPath: 0x…> {length = 2, path = 0 - 0})"
    ///
    /// - Complexity: O(*n*), the length of `message`.
    public static func normalizingPointers(_ message: String) -> String {
        var result = ""
        let chars = Array(message)
        var i = 0
        while i < chars.count {
            if chars[i] == "0", i + 1 < chars.count, chars[i + 1] == "x" {
                result += "0x…"
                i += 2
                while i < chars.count, chars[i].isHexDigit { i += 1 }
                continue
            }
            result.append(chars[i])
            i += 1
        }
        return result
    }
}

/// A spec §4 hazard found in an accepted batch.
public struct BatchHazard: Hashable, Sendable, CustomStringConvertible {
    /// Which hazard.
    public var id: HazardID
    /// What exactly triggers it in this batch.
    public var note: String

    /// Creates the hazard `id` with a note on what triggers it.
    public init(_ id: HazardID, _ note: String) {
        self.id = id
        self.note = note
    }

    /// `hazard-id: note`.
    public var description: String { "\(id.rawValue): \(note)" }
}

/// The result of validating one batch (spec §1 "Output").
public struct BatchVerdict: Hashable, Sendable {
    /// What UIKit does.
    public enum Outcome: Hashable, Sendable {
        /// The batch passes validation and is animated.
        case accepted
        /// Table view only: the batch passes, but UIKit calls `reloadData`
        /// instead of animating (an item moved out of a deleted or into an
        /// inserted section; `R-MV-DELSEC`/`R-MV-INSSEC`).
        case reloadDataFallback(RuleViolation)
        /// UIKit raises `NSInternalInconsistencyException` at this rule.
        case exception(RuleViolation)
    }

    /// What UIKit does.
    public var outcome: Outcome
    /// Hazards of an accepted batch (empty when UIKit throws).
    public var hazards: [BatchHazard]

    /// Creates a verdict from what UIKit does and the hazards found.
    public init(outcome: Outcome, hazards: [BatchHazard] = []) {
        self.outcome = outcome
        self.hazards = hazards
    }

    /// `true` unless UIKit throws (a fallback counts as accepted).
    public var isAccepted: Bool {
        if case .exception = outcome { return false }
        return true
    }

    /// `true` when the table view gives up animating and calls `reloadData`.
    public var isFallback: Bool {
        if case .reloadDataFallback = outcome { return true }
        return false
    }

    /// The violated rule: the exception, or the reason for the fallback.
    public var violation: RuleViolation? {
        switch outcome {
        case .accepted: nil
        case .reloadDataFallback(let violation), .exception(let violation): violation
        }
    }
}

/// A batch the checker refuses to judge: a negative index or count (`R-NEG`).
///
/// UIKit only does `>=` checks on signed values, so its behaviour is
/// undefined; this is a harness error, not a verdict.
public struct MalformedBatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// Always `.negativeIndex`.
    public var rule: RuleID
    /// Which value is negative.
    public var message: String

    /// Creates the refusal of `rule` (always `.negativeIndex`) with a message
    /// naming the negative value.
    public init(rule: RuleID = .negativeIndex, message: String) {
        self.rule = rule
        self.message = message
    }

    /// `R-NEG: message`.
    public var description: String { "\(rule.rawValue): \(message)" }
}
