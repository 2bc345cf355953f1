//===----------------------------------------------------------------------===//
// AdapterFault: everything an adapter can do instead of answering
//===----------------------------------------------------------------------===//

/// Why a request got no changeset. Faults are results: the harness records
/// them and goes on; after any fault but a refusal the adapter is killed
/// and the next request starts a fresh process.
package enum AdapterFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// The adapter exited or was killed by a signal (or closed its standard
    /// output) before answering.
    case crashed(AdapterTermination)
    /// No complete line came within the hang timeout, in seconds.
    case timedOut(seconds: Double)
    /// The adapter answered something the protocol does not allow: `line`
    /// is the offending line, cut to 200 characters, `why` says what is
    /// wrong with it.
    case protocolError(line: String, why: String)
    /// The adapter declined the request (`{"id": …, "error": reason}`).
    case refused(reason: String)
    /// The adapter could not be started again (its file vanished).
    case launchFailed(AdapterLaunchError)

    /// The name results files and reports use: `crashed`, `timed-out`,
    /// `protocol-error`, `refused`, `launch-failed`.
    package var kind: String {
        switch self {
        case .crashed: "crashed"
        case .timedOut: "timed-out"
        case .protocolError: "protocol-error"
        case .refused: "refused"
        case .launchFailed: "launch-failed"
        }
    }

    package var description: String {
        switch self {
        case .crashed(let termination):
            "adapter crashed: \(termination)"
        case .timedOut(let seconds):
            "adapter timed out: no answer within \(seconds) s"
        case let .protocolError(line, why):
            "adapter protocol error: \(why); line: \(line)"
        case .refused(let reason):
            "adapter refused: \(reason)"
        case .launchFailed(let error):
            error.description
        }
    }

    /// The longest line a fault quotes, in characters.
    static let quotedLineLimit = 200

    /// A protocol error quoting `line`, cut to `quotedLineLimit` characters
    /// with `…` marking the cut.
    package static func protocolError(_ why: String, line: String) -> AdapterFault {
        let quoted = line.count > quotedLineLimit ? String(line.prefix(quotedLineLimit)) + "…" : line
        return .protocolError(line: quoted, why: why)
    }
}
