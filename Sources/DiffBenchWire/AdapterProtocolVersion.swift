//===----------------------------------------------------------------------===//
// The version of the adapter protocol
//===----------------------------------------------------------------------===//

/// The adapter protocol version DiffBench and the adapter kit speak: the
/// `"protocol"` of the `hello` request and of the handshake answer.
public let adapterProtocolVersion = 1
