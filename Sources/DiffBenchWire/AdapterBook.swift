import Foundation

//===----------------------------------------------------------------------===//
// AdapterBook: a `book` element as it travels on the wire
//===----------------------------------------------------------------------===//

/// A `book` element as a `diff` request carries it:
/// `{"id": 3, "title": "…", "author": "…", "isbn": "…", "published": 1.7e9}`.
///
/// DiffBench writes its workloads' books as this record; the adapter kit
/// decodes requests into it. Its identity is `id`; its content is every
/// field, so `==` says whether two books with the same `id` show the same
/// content (`false` means the row must be reported updated).
public struct AdapterBook: Hashable, Sendable, Codable {
    /// The row identity.
    public var id: Int
    /// The title (content).
    public var title: String
    /// The author (content).
    public var author: String
    /// The ISBN (content).
    public var isbn: String
    /// Seconds since 1970-01-01 00:00:00 UTC, as sent; finite (DiffBench
    /// writes a non-finite value as 0).
    public var published: Double

    /// Creates a record from its fields.
    public init(id: Int, title: String, author: String, isbn: String, published: Double) {
        self.id = id
        self.title = title
        self.author = author
        self.isbn = isbn
        self.published = published
    }

    /// `published` as a `Date`.
    public var publishedDate: Date { Date(timeIntervalSince1970: published) }
}
