import Foundation

//===----------------------------------------------------------------------===//
// JSONDecoder with a nesting check first
//===----------------------------------------------------------------------===//

extension JSONDecoder {
    /// The deepest nesting of arrays and objects Foundation's decoder accepts.
    package static let nestingLimit = 512

    /// `decode(_:from:)`, after checking that `data` nests arrays and objects
    /// at most `nestingLimit` deep; deeper input is rejected with the
    /// `DecodingError` Foundation gives for it.
    ///
    /// Foundation's decoder (swift-foundation, Swift 6.3.1) traps instead of
    /// throwing when the limit is passed at the last byte of the input — 513
    /// `[` and nothing else — while locating the error for its message
    /// (`JSONError.SourceLocation.sourceLocation(at:fullSource:)`).
    /// `json-inputs-libfuzzer` found it: `benchrunner compare` and `fuzzer
    /// replay` crashed on such a file. Every decoder of user files and adapter
    /// lines goes through this.
    ///
    /// - Complexity: One pass over `data` before decoding.
    package func decodeCheckingNesting<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let offset = Self.offsetBeyondNestingLimit(in: data) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The given data was not valid JSON: more than \(Self.nestingLimit) nested arrays or objects at byte \(offset)."))
        }
        return try decode(type, from: data)
    }

    /// The byte offset of the first `[` or `{` (outside strings) that opens a
    /// level deeper than `nestingLimit`, or `nil`.
    ///
    /// - Complexity: O(`data.count`).
    package static func offsetBeyondNestingLimit(in data: Data) -> Int? {
        data.withUnsafeBytes { bytes -> Int? in
            var depth = 0
            var inString = false
            var escaped = false
            for (offset, byte) in bytes.enumerated() {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > nestingLimit { return offset }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return nil
        }
    }
}
