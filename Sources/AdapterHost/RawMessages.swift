import DiffBenchText
import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// The adapter's lines as decoded, before validation
//===----------------------------------------------------------------------===//

/// A handshake line, every field optional so a missing one gets its own
/// message.
struct RawHandshake: Decodable {
    var `protocol`: Int?
    var name: String?
    var version: String?
    var elements: [String]?
    var format: String?
    var minimal: Bool?
    var updates: Bool?
}

/// A response line: `{"id", "nanoseconds", "changeset"}` or `{"id", "error"}`.
struct RawResponse: Decodable {
    var id: Int?
    var error: String?
    var nanoseconds: [RawSample]?
    var changeset: RawChangeset?
}

/// One `nanoseconds` value as the adapter wrote it: a 64-bit integer, or
/// anything else, spelled for the message that rejects it (a fraction, a
/// number too large, a string), so that one bad sample is not "not valid
/// JSON".
enum RawSample: Decodable, Equatable {
    case integer(Int64)
    case other(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .other("\(value)")
        } else if let value = try? container.decode(String.self) {
            self = .other(jsonStringLiteral(value))
        } else if let value = try? container.decode(Bool.self) {
            self = .other("\(value)")
        } else if container.decodeNil() {
            self = .other("null")
        } else {
            self = .other("an array or object")
        }
    }
}

/// Any of the three changeset formats: the keys of all three, optional.
struct RawChangeset: Decodable {
    var deleted: [Int]?
    var inserted: [Int]?
    var moved: [[Int]]?
    var updated: [[Int]]?
    var stages: [RawChangeset]?
    var removals: [[Int?]]?
    var insertions: [[Int?]]?
}

/// Decodes `line` as `T`, describing a failure in one short phrase such as
/// `not valid JSON` or `changeset.moved[0] is not an integer`.
func decodeLine<T: Decodable>(_ type: T.Type, from line: String) throws(Violation) -> T {
    do {
        return try JSONDecoder().decodeCheckingNesting(T.self, from: Data(line.utf8))
    } catch let error as DecodingError {
        throw describe(error)
    } catch {
        throw Violation(.notJSON, why: "not valid JSON")
    }
}

private func describe(_ error: DecodingError) -> Violation {
    func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
    func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type, is Int?.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is [Any].Type: "an array"
        default: "a JSON object"
        }
    }
    switch error {
    case let .typeMismatch(type, context):
        return Violation(
            .mistyped,
            why: context.codingPath.isEmpty
                ? "not a JSON object" : "\(path(context.codingPath)) is not \(typeName(type))")
    case let .valueNotFound(type, context):
        return Violation(.mistyped, why: "\(path(context.codingPath)) is null, expected \(typeName(type))")
    case let .keyNotFound(key, context):
        return Violation(.missingField, why: "missing field \(path(context.codingPath + [key]))")
    case let .dataCorrupted(context):
        return context.codingPath.isEmpty
            ? Violation(.notJSON, why: "not valid JSON")
            : Violation(.mistyped, why: "\(path(context.codingPath)): \(context.debugDescription)")
    @unknown default:
        return Violation(.notJSON, why: "not valid JSON")
    }
}
