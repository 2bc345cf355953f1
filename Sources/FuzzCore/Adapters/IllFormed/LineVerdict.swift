import AdapterProtocol

//===----------------------------------------------------------------------===//
// LineVerdict: what DiffBench makes of one adapter line
//===----------------------------------------------------------------------===//

/// The verdict on one adapter line: accepted, a refusal, or a protocol
/// violation of a class, whose message names the field `at` (a path such as
/// `changeset.stages[1].moved[0]`; `nil` when the message names none).
enum LineVerdict: Equatable, CustomStringConvertible {
    case accepted
    case refused
    case violation(ViolationKind, at: String?)

    var description: String {
        switch self {
        case .accepted: "accepted"
        case .refused: "a refusal"
        case let .violation(kind, at): "protocol error \(kind.rawValue)" + (at.map { " at \($0)" } ?? "")
        }
    }

    /// Whether the host's `actual` verdict, with the violation's message
    /// `why`, is this one: the same class, and a message that names the
    /// field.
    func matches(_ actual: LineVerdict, why: String) -> Bool {
        switch (self, actual) {
        case (.accepted, .accepted), (.refused, .refused): return true
        case let (.violation(kind, at), .violation(actualKind, _)):
            return kind == actualKind && (at.map { why.contains($0) } ?? true)
        default: return false
        }
    }
}
