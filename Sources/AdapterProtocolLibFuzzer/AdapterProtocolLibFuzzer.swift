import AdapterProtocol

//===----------------------------------------------------------------------===//
// libFuzzer entry point: any line an adapter could print
//===----------------------------------------------------------------------===//

// The bytes are one line an adapter printed; `AdapterLineProbe` runs it
// through the handshake check and the response check of every format, then
// rebuilds a target from any accepted changeset. Every line must give an
// answer or a typed protocol error: a trap, a hang or runaway memory is a
// crash libFuzzer saves. Built like diff-libfuzzer (.clusterfuzzlite/build.sh).

@_cdecl("LLVMFuzzerTestOneInput")
public func adapterProtocolTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    let line = String(decoding: bytes, as: UTF8.self)
    _ = AdapterLineProbe.outcomes(of: line)
    return 0
}
