import Foundation

//===----------------------------------------------------------------------===//
// ElementCount: how many elements a JSON array file can hold, before parsing
//===----------------------------------------------------------------------===//

/// Counts of a JSON array's elements found without parsing it, so that a
/// size guard can refuse a large input before a slow parse.
enum ElementCount {
    /// The most elements a JSON array of `byteCount` bytes can hold: every
    /// element takes at least 2 bytes (a digit and a comma) and the
    /// brackets 2 more, so `byteCount / 2`.
    static func upperBound(byteCount: Int) -> Int { max(0, byteCount / 2) }

    /// The top-level elements of the JSON array in `data`, counted by
    /// scanning for commas outside nested values and strings; `nil` when the
    /// first non-blank byte is not `[`. Exact for a valid JSON array; for
    /// invalid JSON the parse reports the problem.
    ///
    /// - Complexity: O(*b*), *b* the byte count; no allocation.
    static func scan(_ data: Data) -> Int? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var depth = 0
            var inString = false
            var escaped = false
            var commas = 0
            var sawElement = false
            var started = false
            for byte in bytes {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if !started {
                        guard byte == UInt8(ascii: "[") else { return nil }
                        started = true
                        depth = 1
                        continue
                    }
                    if depth == 1 { sawElement = true }
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 1 { commas += 1 }
                case UInt8(ascii: "\""):
                    if !started { return nil }
                    if depth == 1 { sawElement = true }
                    inString = true
                default:
                    if !started { return nil }
                    if depth == 1 { sawElement = true }
                }
            }
            return sawElement ? commas + 1 : 0
        }
    }
}
