import DiffAlgorithms
import DiffBenchWorkloads
import Foundation

//===----------------------------------------------------------------------===//
// The element types a fuzz case is made of
//===----------------------------------------------------------------------===//

/// The element types the fuzzer diffs: integers and strings (identity equals
/// content), books (identity `id`, content every field), colliding keys
/// (every identity hashes to the same value) and keyed texts (a string
/// identity with separate string content).
package enum ElementKind: String, CaseIterable, Codable, Sendable {
    case int
    case string
    case book
    case colliding
    case keyed

    /// Whether elements of this kind can keep their identity and change
    /// content (and so produce `updated` pairs).
    package var hasContent: Bool { self == .book || self == .colliding || self == .keyed }
}

/// What the fuzzer needs of an element type: a diffable, comparable value
/// that round-trips through a JSON repro.
package protocol FuzzElement: Diffable, Equatable, Codable, Sendable {
    /// The concrete element for an atom.
    init(atom: WorkloadAtom)

    /// `elements` as a `benchrunner diff` input file: a JSON array of
    /// integers, of strings, or of objects whose `"id"` is the identity and
    /// whose other members are the content. Default: the `Codable` form.
    static func diffInputJSON(_ elements: [Self]) throws -> Data

    /// An element of another identity, never `==` to this one (the same
    /// content where the kind has content of its own). See
    /// `CellCheckVariants`.
    var withOtherIdentity: Self { get }

    /// The same identity with other content, never `==` to this one; for
    /// kinds whose identity is their content (`Int`, `String`), another
    /// value. See `CellCheckVariants`.
    var withOtherContent: Self { get }
}

extension FuzzElement {
    package static func diffInputJSON(_ elements: [Self]) throws -> Data {
        try JSONEncoder().encode(elements)
    }
}

extension Int: FuzzElement {
    package init(atom: WorkloadAtom) { self = atom.id }
}

extension String: FuzzElement {
    /// Short names of varied length and script: "a" … "z", then "b1", "é7", "🙂3"….
    package init(atom: WorkloadAtom) {
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

extension WorkloadBook: FuzzElement {
    /// A book whose content version changes some of its fields.
    ///
    /// Version *c* in 1..<16 or from 36 on changes the fields of the 4-bit
    /// mask ((*c* − 1) mod 15) + 1 (title 1, author 2, isbn 4, published 8),
    /// so versions 1, 2, 4 and 8 change one field alone and the others change
    /// several together; each changed field carries *c*, so these versions are
    /// different books.
    ///
    /// Versions 16..<36 are `SubtleContent` versions: one field (title,
    /// author, isbn, published by (*c* − 16) / 5) restyled by
    /// `SubtleContent.Style` ((*c* − 16) mod 5) — case only, a trailing or a
    /// leading space, the canonically equivalent decomposed spelling (not a
    /// change: `==` on `String` is canonical equivalence), the accents
    /// dropped; for the date +1 s, −1 s, +1 ms, unchanged, −1 ms.
    package init(atom: WorkloadAtom) {
        let title = "Café \(atom.id)"
        let author = "Émile \(abs(atom.id) % 7)"
        let isbn = "978-\(100_000 + atom.id)"
        let published = Date(timeIntervalSince1970: Double(atom.id) * 86_400)
        if let subtle = SubtleContent(version: atom.content, fields: 4) {
            self.init(
                id: atom.id,
                title: subtle.field == 0 ? subtle.style.apply(to: title) : title,
                author: subtle.field == 1 ? subtle.style.apply(to: author) : author,
                isbn: subtle.field == 2 ? subtle.style.apply(to: isbn) : isbn,
                published: subtle.field == 3 ? published.addingTimeInterval(subtle.style.seconds) : published)
            return
        }
        let mask = atom.content == 0 ? 0 : (atom.content - 1) % 15 + 1
        let revision = atom.content
        self.init(
            id: atom.id,
            title: mask & 1 == 0 ? title : "\(title) (rev. \(revision))",
            author: mask & 2 == 0 ? author : "\(author) (rev. \(revision))",
            isbn: mask & 4 == 0 ? isbn : "\(isbn)-\(revision)",
            published: mask & 8 == 0 ? published : published.addingTimeInterval(Double(revision)))
    }
}

/// A row identified by a string key whose text can change: equal identities
/// (the key), different content (the text), for the string paths that
/// `String` (its own identity) cannot reach. Public: DiffBenchTesting's
/// counterexamples name it (`DiffBenchElements.KeyedText`).
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
    package static func diffInputJSON(_ elements: [KeyedText]) throws -> Data {
        struct Row: Encodable {
            var id: String
            var text: String
        }
        return try JSONEncoder().encode(elements.map { Row(id: $0.key, text: $0.text) })
    }

    /// The key is the atom's string; the text names the content version:
    /// "café" (precomposed) at version 0, "text v1" at 1, with an accent from
    /// version 2 on (same key, different text), except versions 16..<21,
    /// "café" restyled by `SubtleContent.Style` ((*c* − 16) mod 5).
    package init(atom: WorkloadAtom) {
        let base = "caf\u{E9}"
        let text: String
        if let subtle = SubtleContent(version: atom.content, fields: 1) {
            text = subtle.style.apply(to: base)
        } else {
            text = atom.content == 0 ? base : atom.content == 1 ? "text v1" : "tëxt v\(atom.content)"
        }
        self.init(key: String(atom: WorkloadAtom(atom.id)), text: text)
    }
}

extension CollidingKey: FuzzElement {
    package init(atom: WorkloadAtom) { self.init(id: atom.id, version: atom.content) }
}
