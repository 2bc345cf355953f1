//===----------------------------------------------------------------------===//
// AdapterEndpoint: where an adapter's answers come from
//===----------------------------------------------------------------------===//

/// The adapter a campaign judges: a separate process spoken to over pipes
/// (`AdapterConnection`, in AdapterHost), or a Swift differ called in the
/// same process. The fuzzer's adapter properties ask it for diffs and, for
/// the wire-only ones, for the lines it exchanged.
package protocol AdapterEndpoint: AnyObject {
    /// What the adapter promises; it decides which properties apply.
    var handshake: AdapterHandshake { get }
    /// How a repro names the adapter: its command line for a process, empty
    /// in process.
    var endpointDescription: String { get }
    /// Whether answers cross a process boundary as protocol lines. Only
    /// then can the adapter crash or hang without taking the campaign with
    /// it, and only then does the harness's own handling of what arrives
    /// run: its decoder, which `rejects-ill-formed` tries on wrong variants
    /// of the lines, and the benchmark cell's rebuild check, which
    /// `cell-check` holds to a reference replay. In process those two would
    /// judge DiffBench, not the differ.
    var speaksTheWireProtocol: Bool { get }
    /// The handshake line as written; `nil` without the wire protocol.
    var wireHandshakeLine: String? { get }
    /// The last answer line and its request id; `nil` and 0 without the
    /// wire protocol.
    var lastResponseLine: String? { get }
    var lastRequestID: Int { get }

    /// The adapter's answer for `source` → `target`, checked as a
    /// response line is (`validateChangeset`).
    ///
    /// - Throws: `AdapterFault`: a refusal, or an answer that breaks the
    ///   protocol (`.protocolError`), and for a process a crash or hang.
    func answer<Element: AdapterWireElement>(
        source: [Element], target: [Element]
    ) throws(AdapterFault) -> AdapterAnswer
}
