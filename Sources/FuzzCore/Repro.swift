import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchWorkloads
import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// Repro: a failing case as a JSON file that replays
//===----------------------------------------------------------------------===//

/// A counterexample: which algorithm broke which property on which input.
///
/// Written as JSON, one key per line with compact values:
///
///     {
///       "kind": "flat",
///       "algorithm": "myers",
///       "property": "minimal",
///       "elementType": "int",
///       "source": [0,1],
///       "target": [1,0],
///       "changeset": {"deleted":[0],"inserted":[1],"moved":[],"updated":[]},
///       "message": "…",
///       "seed": 42,
///       "case": 1234
///     }
///
/// `source` and `target` hold integers, strings, books (`WorkloadBook`'s Codable form)
/// colliding keys (`{"id":…,"version":…}`) or keyed texts
/// (`{"key":…,"text":…}`), as `elementType` says. A book's `published` is in
/// seconds since 1970, as on the adapter wire (`AdapterBook`), and a book
/// repro says so: `"dates": "seconds-since-1970"`. A book repro without that
/// key was written before it, in `Date`'s own seconds since 2001, and reads
/// as such.
package struct Repro: Sendable, Equatable {
    package var algorithm: String
    package var property: String
    package var input: ConcreteCase
    /// The changeset the algorithm returned, when it got that far.
    package var changeset: DiffChangeset?
    package var message: String
    /// The campaign seed and case index the failure came from, if any.
    package var seed: UInt64?
    package var caseIndex: Int?
    /// The view semantics of the checker properties.
    package var view: ListViewKind?
    /// The stager policy the staged properties ran with; `nil` reads as
    /// `ReloadPolicy.reload` (repros written before it was recorded).
    package var reloads: ReloadPolicy?
    /// Free text: where the repro came from.
    package var note: String?

    package init(
        algorithm: String, property: String, input: ConcreteCase, changeset: DiffChangeset?, message: String,
        seed: UInt64? = nil, caseIndex: Int? = nil, view: ListViewKind? = nil, reloads: ReloadPolicy? = nil,
        note: String? = nil
    ) {
        self.algorithm = algorithm
        self.property = property
        self.input = input
        self.changeset = changeset
        self.message = message
        self.seed = seed
        self.caseIndex = caseIndex
        self.view = view
        self.reloads = reloads
        self.note = note
    }
}

/// Why a repro file could not be read.
package struct ReproError: Error, CustomStringConvertible, Sendable {
    package var description: String
    package init(_ description: String) { self.description = description }
}

extension Repro {
    private struct Header: Codable {
        var algorithm: String
        var property: String
        var elementType: ElementKind
        var changeset: DiffChangeset?
        var message: String
        var seed: UInt64?
        var `case`: Int?
        var view: ListViewKind?
        var reloads: String?
        var note: String?
        var dates: String?
    }

    /// The `"dates"` value of a book repro: `published` in seconds since
    /// 1970, the wire's convention.
    static let datesSince1970 = "seconds-since-1970"

    private struct Arrays<E: Codable>: Codable {
        var source: [E]
        var target: [E]
    }

    /// Decodes a repro.
    package init(json data: Data) throws {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decodeCheckingNesting(Header.self, from: data)
        } catch {
            throw ReproError("not a fuzz repro: \(Self.describe(error))")
        }
        switch header.dates {
        case Self.datesSince1970?: decoder.dateDecodingStrategy = .secondsSince1970
        case nil: decoder.dateDecodingStrategy = .deferredToDate
        case let other?: throw ReproError("'dates' is not \"\(Self.datesSince1970)\": \(other)")
        }
        func arrays<E: Codable>(_ type: E.Type) throws -> ([E], [E]) {
            do {
                let arrays = try decoder.decodeCheckingNesting(Arrays<E>.self, from: data)
                return (arrays.source, arrays.target)
            } catch {
                throw ReproError("source/target are not arrays of \(header.elementType.rawValue): \(Self.describe(error))")
            }
        }
        let input: ConcreteCase
        switch header.elementType {
        case .int:
            let (source, target) = try arrays(Int.self)
            input = .int(source, target)
        case .string:
            let (source, target) = try arrays(String.self)
            input = .string(source, target)
        case .book:
            let (source, target) = try arrays(WorkloadBook.self)
            input = .book(source, target)
        case .colliding:
            let (source, target) = try arrays(CollidingKey.self)
            input = .colliding(source, target)
        case .keyed:
            let (source, target) = try arrays(KeyedText.self)
            input = .keyed(source, target)
        }
        var reloads: ReloadPolicy?
        if let name = header.reloads {
            guard let policy = ReloadPolicy(rawValue: name) else {
                throw ReproError("'reloads' is not a stager policy: \(name); valid: \(ReloadPolicy.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            reloads = policy
        }
        self.init(
            algorithm: header.algorithm, property: header.property, input: input, changeset: header.changeset,
            message: header.message, seed: header.seed, caseIndex: header.case, view: header.view, reloads: reloads,
            note: header.note)
    }

    /// Reads a repro file.
    package init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReproError("\(path): no such file or not readable")
        }
        do {
            try self.init(json: data)
        } catch let error as ReproError {
            throw ReproError("\(path): \(error.description)")
        }
    }

    /// The JSON text: one key per line, compact values, a trailing newline;
    /// `"kind": "flat"` first.
    package var json: String { json(kind: .flat) }

    /// The JSON text with `kind` as its first key.
    func json(kind: ReproKind) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        func compact<T: Encodable>(_ value: T) -> String {
            // Encoding these plain values cannot fail.
            String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
        }
        struct Visitor: ConcreteCaseVisitor {
            let compact: (any Encodable) -> String
            func visit<E: FuzzElement>(_ source: [E], _ target: [E]) -> (String, String) {
                (compact(source), compact(target))
            }
        }
        let (source, target) = input.visit(Visitor(compact: { value in compact(value) }))
        var lines = [
            "\"kind\": \(compact(kind.rawValue))",
            "\"algorithm\": \(compact(algorithm))",
            "\"property\": \(compact(property))",
            "\"elementType\": \(compact(input.kind.rawValue))",
        ]
        if input.kind == .book { lines.append("\"dates\": \(compact(Self.datesSince1970))") }
        lines += [
            "\"source\": \(source)",
            "\"target\": \(target)",
            "\"changeset\": \(changeset.map { compact($0) } ?? "null")",
            "\"message\": \(compact(message))",
        ]
        if let seed { lines.append("\"seed\": \(seed)") }
        if let caseIndex { lines.append("\"case\": \(caseIndex)") }
        if let view { lines.append("\"view\": \(compact(view.rawValue))") }
        if let reloads { lines.append("\"reloads\": \(compact(reloads.rawValue))") }
        if let note { lines.append("\"note\": \(compact(note))") }
        return "{\n  " + lines.joined(separator: ",\n  ") + "\n}\n"
    }

    /// A decoding error as one readable line: `missing key "property"`,
    /// `the top level is not a JSON object`, `'source[2]' is not an integer`.
    static func describe(_ error: any Error) -> String {
        func place(_ path: [any CodingKey]) -> String {
            guard !path.isEmpty else { return "the top level" }
            var text = ""
            for key in path {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return "'\(text)'"
        }
        func kind(_ type: Any.Type) -> String {
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "a JSON object" }
            if name.hasPrefix("Array") || name.hasPrefix("UnkeyedDecodingContainer") { return "an array" }
            switch name {
            case "String": return "a string"
            case "Int", "Int64", "UInt64", "Int32", "UInt32": return "an integer"
            case "Double", "Float": return "a number"
            case "Bool": return "true or false"
            default: return "a \(name)"
            }
        }
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return "missing key \"\(key.stringValue)\"" + (context.codingPath.isEmpty ? "" : " in \(place(context.codingPath))")
        case let DecodingError.typeMismatch(type, context):
            return "\(place(context.codingPath)) is not \(kind(type))"
        case let DecodingError.valueNotFound(type, context):
            return "\(place(context.codingPath)) is null, expected \(kind(type))"
        case let DecodingError.dataCorrupted(context):
            return context.codingPath.isEmpty ? "invalid JSON" : "bad value at \(place(context.codingPath))"
        default:
            return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}
