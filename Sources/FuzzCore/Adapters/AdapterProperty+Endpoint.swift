import AdapterProtocol

//===----------------------------------------------------------------------===//
// Which adapter properties an endpoint can be held to
//===----------------------------------------------------------------------===//

extension AdapterProperty {
    /// Whether the property can be checked on `endpoint`: `no-crash`,
    /// `no-timeout`, `rejects-ill-formed` and `cell-check` need the wire
    /// protocol (see `AdapterEndpoint.speaksTheWireProtocol`).
    package func applies(to endpoint: some AdapterEndpoint) -> Bool {
        guard applies(to: endpoint.handshake) else { return false }
        switch self {
        case .noCrash, .noTimeout, .rejectsIllFormed, .cellCheck: return endpoint.speaksTheWireProtocol
        default: return true
        }
    }
}
