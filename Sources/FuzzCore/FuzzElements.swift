import DiffAlgorithms
import Workloads
import Foundation

//===----------------------------------------------------------------------===//
// The element types a fuzz case is made of
//===----------------------------------------------------------------------===//

/// The element types the fuzzer diffs: integers and strings (identity equals
/// content), books (identity `id`, content every field), colliding keys
/// (every identity hashes to the same value) and keyed texts (a string
/// identity with separate string content).
public enum ElementKind: String, CaseIterable, Codable, Sendable {
    case int
    case string
    case book
    case colliding
    case keyed

    /// Whether elements of this kind can keep their identity and change
    /// content (and so produce `updated` pairs).
    public var hasContent: Bool { self == .book || self == .colliding || self == .keyed }
}

/// An abstract element: an identity number and a content version. Generators
/// and the shrinker work on atoms; `FuzzCase` turns them into concrete
/// elements of an `ElementKind`.
public struct Atom: Hashable, Codable, Sendable, CustomStringConvertible {
    public var id: Int
    public var content: Int

    public init(_ id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    public var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// An element whose identity's hash always collides with every other
/// identity's: only `==` tells identities apart, so dictionaries keyed by it
/// degrade to linear probing and any code that trusts hashes breaks.
public struct CollidingKey: Diffable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The identity.
    public var id: Int
    /// The content version; a changed version means a changed row.
    public var version: Int

    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// The identity: equal by `value`, every hash the same.
    public struct Identity: Hashable, Sendable {
        public var value: Int
        public func hash(into hasher: inout Hasher) { hasher.combine(0 as Int) }
    }

    public var diffIdentity: Identity { Identity(value: id) }

    public func hasSameContent(as other: CollidingKey) -> Bool { version == other.version }

    public var description: String { version == 0 ? "#\(id)" : "#\(id)'\(version)" }
}

/// What the fuzzer needs of an element type: a diffable, comparable value
/// that round-trips through a JSON repro.
public protocol FuzzElement: Diffable, Equatable, Codable, Sendable {
    /// The concrete element for an atom.
    init(atom: Atom)

    /// `elements` as a `benchrunner diff` input file: a JSON array of
    /// integers, of strings, or of objects whose `"id"` is the identity and
    /// whose other members are the content. Default: the `Codable` form.
    static func diffInputJSON(_ elements: [Self]) throws -> Data
}

extension FuzzElement {
    public static func diffInputJSON(_ elements: [Self]) throws -> Data {
        try JSONEncoder().encode(elements)
    }
}

extension Int: FuzzElement {
    public init(atom: Atom) { self = atom.id }
}

extension String: FuzzElement {
    /// Short names of varied length and script: "a" … "z", then "b1", "é7", "🙂3"….
    public init(atom: Atom) {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let id = atom.id
        if id >= 0 && id < letters.count {
            self = String(letters[id])
        } else {
            let marks = ["b", "é", "ß", "🙂", "x"]
            self = marks[abs(id) % marks.count] + String(id)
        }
    }
}

extension Book: FuzzElement {
    /// A book whose content version changes some of its fields: version
    /// *c* > 0 changes the fields of the 4-bit mask ((*c* − 1) mod 15) + 1
    /// (title 1, author 2, isbn 4, published 8), so versions 1, 2, 4 and 8
    /// change one field alone and the others change several together. Each
    /// changed field carries *c*, so different versions are different books.
    public init(atom: Atom) {
        let mask = atom.content == 0 ? 0 : (atom.content - 1) % 15 + 1
        let revision = atom.content
        self.init(
            id: atom.id,
            title: mask & 1 == 0 ? "Title \(atom.id)" : "Title \(atom.id) (rev. \(revision))",
            author: mask & 2 == 0 ? "Author \(abs(atom.id) % 7)" : "Author \(abs(atom.id) % 7) (rev. \(revision))",
            isbn: mask & 4 == 0 ? "978-\(100_000 + atom.id)" : "978-\(100_000 + atom.id)-\(revision)",
            published: Date(timeIntervalSince1970: Double(atom.id) * 86_400 + (mask & 8 == 0 ? 0 : Double(revision))))
    }
}

/// A row identified by a string key whose text can change: equal identities
/// (the key), different content (the text), for the string paths that
/// `String` (its own identity) cannot reach.
public struct KeyedText: Diffable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The identity.
    public var key: String
    /// The content; a changed text means a changed row.
    public var text: String

    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }

    public var diffIdentity: String { key }
    public func hasSameContent(as other: KeyedText) -> Bool { text == other.text }
    public var description: String { "\(key):\(text)" }
}

extension KeyedText: FuzzElement {
    /// Objects `{"id": key, "text": text}`: the key is the identity.
    public static func diffInputJSON(_ elements: [KeyedText]) throws -> Data {
        struct Row: Encodable {
            var id: String
            var text: String
        }
        return try JSONEncoder().encode(elements.map { Row(id: $0.key, text: $0.text) })
    }

    /// The key is the atom's string; the text names the content version,
    /// with an accent from version 2 on (same key, different text).
    public init(atom: Atom) {
        self.init(
            key: String(atom: Atom(atom.id)),
            text: atom.content == 0 ? "text" : atom.content == 1 ? "text v1" : "tëxt v\(atom.content)")
    }
}

extension CollidingKey: FuzzElement {
    public init(atom: Atom) { self.init(id: atom.id, version: atom.content) }
}
