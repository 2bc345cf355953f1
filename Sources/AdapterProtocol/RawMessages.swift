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

    private enum CodingKeys: String, CodingKey {
        case `protocol`, name, version, elements, format, minimal, updates
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        `protocol` = try container.decodeIfPresent(RawInteger.self, forKey: .protocol)?.value
        name = try container.decodeIfPresent(String.self, forKey: .name)
        version = try container.decodeIfPresent(String.self, forKey: .version)
        elements = try container.decodeIfPresent([String].self, forKey: .elements)
        format = try container.decodeIfPresent(String.self, forKey: .format)
        minimal = try container.decodeIfPresent(Bool.self, forKey: .minimal)
        updates = try container.decodeIfPresent(Bool.self, forKey: .updates)
    }
}

/// A response line: `{"id", "nanoseconds", "changeset"}` or `{"id", "error"}`.
struct RawResponse: Decodable {
    var id: Int?
    var error: String?
    var nanoseconds: [RawSample]?
    var changeset: RawChangeset?

    private enum CodingKeys: String, CodingKey {
        case id, error, nanoseconds, changeset
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(RawInteger.self, forKey: .id)?.value
        error = try container.decodeIfPresent(String.self, forKey: .error)
        nanoseconds = try container.decodeIfPresent([RawSample].self, forKey: .nanoseconds)
        changeset = try container.decodeIfPresent(RawChangeset.self, forKey: .changeset)
    }
}

/// An integer field: a JSON number that is a 64-bit integer. Any other
/// number is a type mismatch at the field's own path, so that its message
/// names the field (Foundation reports a fraction or an overflow read as
/// `Int` as invalid JSON, without a path).
struct RawInteger: Decodable {
    var value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self.value = value
        } else if (try? container.decode(Double.self)) != nil {
            throw DecodingError.typeMismatch(
                Int.self, .init(codingPath: decoder.codingPath, debugDescription: "a number that is not a 64-bit integer"))
        } else {
            // Not a number: the decoder's own error, with its path.
            value = try container.decode(Int.self)
        }
    }
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

/// Any of the three changeset formats, as it arrives and before any check:
/// the keys of all three, optional; offsets in the spaces the protocol
/// gives each list (docs/adapters.md), unchecked.
package struct RawChangeset: Decodable, Sendable {
    /// `batch`: source offsets deleted.
    package var deleted: [Int]?
    /// `batch`: target offsets inserted.
    package var inserted: [Int]?
    /// `batch`: `[source, target]` pairs moved.
    package var moved: [[Int]]?
    /// `batch`: `[source, target]` pairs updated.
    package var updated: [[Int]]?
    /// `stages`: one batch per stage.
    package var stages: [RawChangeset]?
    /// `difference`: `[source offset, associated target offset or nil]`.
    package var removals: [[Int?]]?
    /// `difference`: `[target offset, associated source offset or nil]`.
    package var insertions: [[Int?]]?

    /// A changeset with the given lists (`nil`: the key is absent).
    package init(
        deleted: [Int]? = nil, inserted: [Int]? = nil, moved: [[Int]]? = nil, updated: [[Int]]? = nil,
        stages: [RawChangeset]? = nil, removals: [[Int?]]? = nil, insertions: [[Int?]]? = nil
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
        self.stages = stages
        self.removals = removals
        self.insertions = insertions
    }

    private enum CodingKeys: String, CodingKey {
        case deleted, inserted, moved, updated, stages, removals, insertions
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func offsets(_ key: CodingKeys) throws -> [Int]? {
            try container.decodeIfPresent([RawInteger].self, forKey: key)?.map(\.value)
        }
        func pairs(_ key: CodingKeys) throws -> [[Int]]? {
            try container.decodeIfPresent([[RawInteger]].self, forKey: key)?.map { $0.map(\.value) }
        }
        func changes(_ key: CodingKeys) throws -> [[Int?]]? {
            try container.decodeIfPresent([[RawInteger?]].self, forKey: key)?.map { $0.map { $0?.value } }
        }
        deleted = try offsets(.deleted)
        inserted = try offsets(.inserted)
        moved = try pairs(.moved)
        updated = try pairs(.updated)
        stages = try container.decodeIfPresent([RawChangeset].self, forKey: .stages)
        removals = try changes(.removals)
        insertions = try changes(.insertions)
    }
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
