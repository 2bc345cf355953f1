//===----------------------------------------------------------------------===//
// Reading a libFuzzer input byte by byte
//===----------------------------------------------------------------------===//

/// The bytes of one libFuzzer input, read front to back; past the end,
/// every byte reads as 0.
struct FuzzByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The next byte, or 0 past the end.
    mutating func next() -> Int {
        defer { offset += 1 }
        return offset < bytes.count ? Int(bytes[offset]) : 0
    }

    /// The bytes not read yet (empty past the end).
    var rest: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[min(offset, bytes.count)...])
    }
}
