import DiffAlgorithms
import Workloads
import Foundation

//===----------------------------------------------------------------------===//
// The element types a fuzz case is made of
//===----------------------------------------------------------------------===//

/// The element types the fuzzer diffs: integers and strings (identity equals
/// content), books (identity `id`, content every field) and colliding keys
/// (every identity hashes to the same value).
public enum ElementKind: String, CaseIterable, Codable, Sendable {
    case int
    case string
    case book
    case colliding

    /// Whether elements of this kind can keep their identity and change
    /// content (and so produce `updated` pairs).
    public var hasContent: Bool { self == .book || self == .colliding }
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
    /// A book whose title carries the content version.
    public init(atom: Atom) {
        self.init(
            id: atom.id,
            title: atom.content == 0 ? "Title \(atom.id)" : "Title \(atom.id) (rev. \(atom.content))",
            author: "Author \(abs(atom.id) % 7)",
            isbn: "978-\(100_000 + atom.id)",
            published: Date(timeIntervalSince1970: Double(atom.id) * 86_400))
    }
}

extension CollidingKey: FuzzElement {
    public init(atom: Atom) { self.init(id: atom.id, version: atom.content) }
}
