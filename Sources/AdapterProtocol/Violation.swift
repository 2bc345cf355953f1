//===----------------------------------------------------------------------===//
// Violation: what is wrong with an adapter's line
//===----------------------------------------------------------------------===//

/// The class of a protocol violation: which documented check an adapter's
/// line failed. Every `Violation` has one, so a caller (the fuzzer's
/// `rejects-ill-formed` oracle) can compare verdicts without parsing
/// messages.
package enum ViolationKind: String, CaseIterable, Hashable, Sendable {
    /// Not JSON at all, or nested deeper than the decoder allows.
    case notJSON = "not-json"
    /// JSON, but a value of the wrong type where the protocol names one
    /// (the line not an object, a string offset, `null` in an offset list,
    /// a number that is not a 64-bit integer).
    case mistyped
    /// A required field is missing (or `null`).
    case missingField = "missing-field"
    /// Handshake: a `protocol` other than `adapterProtocolVersion`.
    case wrongProtocol = "wrong-protocol"
    /// Handshake: a `name` `AdapterNameRules` forbids.
    case forbiddenName = "forbidden-name"
    /// Handshake: a `format` that is not `batch`, `stages` or `difference`.
    case unknownFormat = "unknown-format"
    /// Response: an `id` other than the request's.
    case wrongID = "wrong-id"
    /// Response: not `repeat` samples in `nanoseconds`.
    case sampleCount = "sample-count"
    /// Response: a sample that is not an integer from 0 to 2^63 − 1.
    case sampleValue = "sample-value"
    /// An offset outside its index space (a list's, a pair side's, a
    /// difference side's).
    case offsetOutOfRange = "offset-out-of-range"
    /// An offset given twice in one list (for pairs: on one side).
    case repeatedOffset = "repeated-offset"
    /// A pair that is not `[old, new]`, or a difference change that is not
    /// `[offset, associatedWith-or-null]`.
    case notAPair = "not-a-pair"
    /// A stage deletes more elements than its old array holds.
    case stageDeletesTooMany = "stage-deletes-too-many"
    /// The stages do not end with the target's count.
    case stageCountMismatch = "stage-count-mismatch"
    /// A difference's removals and insertions do not turn the source's count
    /// into the target's.
    case differenceCountMismatch = "difference-count-mismatch"
    /// A difference association that the other side does not answer.
    case associationNotMutual = "association-not-mutual"
}

/// What is wrong with a line: its class and a message for people; the
/// caller adds the line.
package struct Violation: Error, Hashable, Sendable {
    /// Which check failed.
    package var kind: ViolationKind
    /// What is wrong, in one phrase (`changeset.deleted[0] = 3 is out of
    /// range 0..<3 (source)`).
    package var why: String

    package init(_ kind: ViolationKind, why: String) {
        self.kind = kind
        self.why = why
    }
}
