//===----------------------------------------------------------------------===//
// AdapterConnection as an AdapterEndpoint
//===----------------------------------------------------------------------===//

/// A process adapter answers over the wire: it can crash or hang without
/// taking the caller with it, and its lines are kept for the wire-only checks.
extension AdapterConnection: AdapterEndpoint {
    public var endpointDescription: String { command.description }
    public var speaksTheWireProtocol: Bool { true }
    public var wireHandshakeLine: String? { handshakeLine }

    public func answer<Element: AdapterWireElement>(
        source: [Element], target: [Element]
    ) throws(AdapterFault) -> AdapterAnswer {
        try diff(source: source, target: target)
    }
}
