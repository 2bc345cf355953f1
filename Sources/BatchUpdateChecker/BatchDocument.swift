import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// BatchDocument: the JSON form of a batch (`benchrunner validate`, `--stages`)
//===----------------------------------------------------------------------===//

/// A batch with its view and shapes, as one JSON object:
///
///     {"view": "table", "before": [3, 3], "after": [3, 3],
///      "deletes": [[0, 1]], "inserts": [[1, 0]], "reloads": [[0, 2]],
///      "moves": [[[0, 0], [1, 1]]],
///      "sectionDeletes": [], "sectionInserts": [], "sectionReloads": [],
///      "sectionMoves": [[1, 0]]}
///
/// `before` and `after` (item counts per section) are required; every other
/// key may be omitted (empty); `view` is `"table"` (default) or
/// `"collection"`. Item paths are `[section, item]`; moves are
/// `[from, to]`. Unknown keys are rejected, so a typo cannot silently drop
/// operations.
public struct BatchDocument: Hashable, Sendable {
    /// The view the batch is sent to (`"view"`; default `.table`).
    public var view: ListViewKind
    /// The item counts the view holds before the update (`"before"`).
    public var before: BatchShape
    /// The item counts the data source reports after the update (`"after"`).
    public var after: BatchShape
    /// The batch's operations, in UIKit's index spaces (the other keys).
    public var update: BatchUpdate

    /// Creates a document from its view, shapes and batch.
    public init(view: ListViewKind = .table, before: BatchShape, after: BatchShape, update: BatchUpdate) {
        self.view = view
        self.before = before
        self.after = after
        self.update = update
    }

    /// Parses a document.
    ///
    /// - Throws: `BatchDocumentError` with one line naming the offending key
    ///   (or the position of a JSON syntax error).
    ///   Negative numbers parse; `BatchUpdateValidator` rejects negative
    ///   indexes and `before` counts (`R-NEG`) and judges a negative `after`
    ///   count (`R-COUNT-NEGATIVE`).
    /// - Complexity: O(*b*), where *b* is the size of `json` in bytes.
    public init(json: Data) throws(BatchDocumentError) {
        guard json.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else {
            throw BatchDocumentError(message: "is empty")
        }
        // JSONSerialization names a syntax error and its position, and refuses
        // absurd nesting; JSONDecoder on Linux only says "not valid JSON".
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw BatchDocumentError(
                message: "not valid JSON" + (detail.map { " (\($0.trimmingCharacters(in: .punctuationCharacters)))" } ?? ""))
        }
        do {
            self = try JSONDecoder().decodeCheckingNesting(_Wire.self, from: json).document
        } catch let error as BatchDocumentError {
            throw error
        } catch let error as DecodingError {
            throw BatchDocumentError(describing: error)
        } catch {
            throw BatchDocumentError(message: "\(error)")
        }
    }

    /// The document as one line of JSON, keys in the order shown above.
    ///
    /// - Complexity: O(*k* + *s*), where *k* counts operations and *s* sections.
    public var json: String {
        func path(_ p: BatchIndexPath) -> String { "[\(p.section), \(p.item)]" }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        let fields: [(String, String)] = [
            ("view", "\"\(view.rawValue)\""),
            ("before", list(before.itemCounts.map(String.init))),
            ("after", list(after.itemCounts.map(String.init))),
            ("deletes", list(update.itemDeletes.map(path))),
            ("inserts", list(update.itemInserts.map(path))),
            ("reloads", list(update.itemReloads.map(path))),
            ("moves", list(update.itemMoves.map { "[\(path($0.from)), \(path($0.to))]" })),
            ("sectionDeletes", list(update.sectionDeletes.sorted().map(String.init))),
            ("sectionInserts", list(update.sectionInserts.sorted().map(String.init))),
            ("sectionReloads", list(update.sectionReloads.sorted().map(String.init))),
            ("sectionMoves", list(update.sectionMoves.map { "[\($0.from), \($0.to)]" })),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// Why a batch document could not be read: one line, naming the key.
public struct BatchDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem in one line, naming the key, e.g. "missing key 'before'".
    public var message: String

    /// Creates the error with its one-line `message`.
    public init(message: String) {
        self.message = message
    }

    init(describing error: DecodingError) {
        func where_(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
            return text.isEmpty ? "the document" : "'\(text)'"
        }
        switch error {
        case let .typeMismatch(type, context):
            let expected = type == Int.self ? "an integer" : type == String.self ? "a string"
                : context.codingPath.isEmpty ? "a JSON object" : "an array"
            message = "\(where_(context.codingPath)) must be \(expected)"
        case let .valueNotFound(_, context):
            message = "\(where_(context.codingPath)) must not be null"
        case let .keyNotFound(key, context):
            message = "missing key '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(where_(context.codingPath))")
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                // The syntax was checked first, so the decoder choked on a
                // number it cannot read as an `Int`.
                message = "a number is not an integer or does not fit in 64 bits (indexes and counts are integers)"
            } else {
                message = "\(where_(context.codingPath)): \(context.debugDescription)"
            }
        @unknown default:
            message = "\(error)"
        }
    }

    /// The `message`.
    public var description: String { message }
}

/// The wire format, decoded strictly.
private struct _Wire: Decodable {
    var document: BatchDocument

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let keys = [
        "view", "before", "after", "deletes", "inserts", "reloads", "moves",
        "sectionDeletes", "sectionInserts", "sectionReloads", "sectionMoves",
    ]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        if let unknown = c.allKeys.map(\.stringValue).filter({ !Self.keys.contains($0) }).sorted().first {
            throw BatchDocumentError(message: "unknown key '\(unknown)' (known keys: \(Self.keys.joined(separator: ", ")))")
        }
        var view = ListViewKind.table
        if let name = try c.decodeIfPresent(String.self, forKey: Key("view")) {
            guard let kind = ListViewKind(rawValue: name) else {
                throw BatchDocumentError(message: "'view' must be \"table\" or \"collection\", not \"\(name)\"")
            }
            view = kind
        }
        let before = try c.decode([Int].self, forKey: Key("before"))
        let after = try c.decode([Int].self, forKey: Key("after"))

        func paths(_ key: String) throws -> [BatchIndexPath] {
            let raw = try c.decodeIfPresent([[Int]].self, forKey: Key(key)) ?? []
            return try raw.enumerated().map { index, pair in
                guard pair.count == 2 else {
                    throw BatchDocumentError(message: "'\(key)[\(index)]' must be an index path [section, item], not \(pair)")
                }
                return BatchIndexPath(pair[0], pair[1])
            }
        }
        func sections(_ key: String) throws -> Set<Int> {
            Set(try c.decodeIfPresent([Int].self, forKey: Key(key)) ?? [])
        }
        let rawMoves = try c.decodeIfPresent([[[Int]]].self, forKey: Key("moves")) ?? []
        let moves = try rawMoves.enumerated().map { index, move in
            guard move.count == 2, move[0].count == 2, move[1].count == 2 else {
                throw BatchDocumentError(message: "'moves[\(index)]' must be [[section, item], [section, item]]")
            }
            return BatchMove(BatchIndexPath(move[0][0], move[0][1]), BatchIndexPath(move[1][0], move[1][1]))
        }
        let rawSectionMoves = try c.decodeIfPresent([[Int]].self, forKey: Key("sectionMoves")) ?? []
        let sectionMoves = try rawSectionMoves.enumerated().map { index, move in
            guard move.count == 2 else {
                throw BatchDocumentError(message: "'sectionMoves[\(index)]' must be [from, to]")
            }
            return BatchMove(move[0], move[1])
        }
        document = BatchDocument(
            view: view, before: BatchShape(before), after: BatchShape(after),
            update: BatchUpdate(
                sectionDeletes: try sections("sectionDeletes"), sectionInserts: try sections("sectionInserts"),
                sectionReloads: try sections("sectionReloads"), sectionMoves: sectionMoves,
                itemDeletes: try paths("deletes"), itemInserts: try paths("inserts"),
                itemReloads: try paths("reloads"), itemMoves: moves))
    }
}
