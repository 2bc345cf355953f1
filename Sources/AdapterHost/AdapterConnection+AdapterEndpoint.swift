//===----------------------------------------------------------------------===//
// AdapterConnection as an AdapterEndpoint
//===----------------------------------------------------------------------===//

/// A process adapter answers over the wire: it can crash or hang without
/// taking the caller with it, and its lines are kept for the wire-only checks.
extension AdapterConnection: AdapterEndpoint {
    package var endpointDescription: String { command.description }
    package var speaksTheWireProtocol: Bool { true }
    package var wireHandshakeLine: String? { handshakeLine }

    package func answer<Element: AdapterWireElement>(
        source: [Element], target: [Element]
    ) throws(AdapterFault) -> AdapterAnswer {
        try diff(source: source, target: target)
    }
}
