import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// Book: the object workload
//===----------------------------------------------------------------------===//

/// A book row: one integer, three strings and a date, like the mock `WorkloadBook`
/// of Scribd's LiveCollections benchmark.
///
/// Its identity is `id`; its content equality compares every field, so a
/// book whose title changed keeps its row and is reported as updated.
public struct WorkloadBook: Diffable, Hashable, Codable, Sendable {
    /// The identity of the row.
    public var id: Int
    /// The title (content).
    public var title: String
    /// The author (content; in sectioned workloads, the section's author name).
    public var author: String
    /// The ISBN (content).
    public var isbn: String
    /// The publication date (content).
    public var published: Date

    /// Creates a book from its fields.
    public init(id: Int, title: String, author: String, isbn: String, published: Date) {
        self.id = id
        self.title = title
        self.author = author
        self.isbn = isbn
        self.published = published
    }

    /// Creates a book published `publishedSince1970` seconds after
    /// 1970-01-01 00:00:00 UTC: the wire's convention (`AdapterBook`), and a
    /// form code that does not import Foundation can write (the
    /// counterexamples DiffBenchTesting prints).
    public init(id: Int, title: String, author: String, isbn: String, publishedSince1970: Double) {
        self.init(
            id: id, title: title, author: author, isbn: isbn, published: Date(timeIntervalSince1970: publishedSince1970))
    }

    /// The book's `id`.
    @inlinable
    public var diffIdentity: Int { id }

    /// Whether every field is equal, so that a changed title, author, ISBN or
    /// date makes the row updated.
    @inlinable
    public func hasSameContent(as other: WorkloadBook) -> Bool {
        id == other.id && title == other.title && author == other.author
            && isbn == other.isbn && published == other.published
    }
}
