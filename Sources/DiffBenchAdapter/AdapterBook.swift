import Foundation

//===----------------------------------------------------------------------===//
// AdapterBook: the `book` element kind
//===----------------------------------------------------------------------===//

/// A `book` element as it arrives on the wire:
/// `{"id": 3, "title": "…", "author": "…", "isbn": "…", "published": 1.7e9}`.
///
/// Its identity is `id`; its content is every field, so `==` says whether
/// two books with the same `id` show the same content (`false` means the row
/// must be reported updated).
public struct AdapterBook: AdapterElement, Codable {
    /// The row identity.
    public var id: Int
    public var title: String
    public var author: String
    public var isbn: String
    /// Seconds since 1970-01-01 00:00:00 UTC, as sent.
    public var published: Double

    public init(id: Int, title: String, author: String, isbn: String, published: Double) {
        self.id = id
        self.title = title
        self.author = author
        self.isbn = isbn
        self.published = published
    }

    /// `published` as a `Date`.
    public var publishedDate: Date { Date(timeIntervalSince1970: published) }

    public static var kind: AdapterElementKind { .book }
    public var identity: Int { id }
    public static func kinded(_ job: AdapterJob<AdapterBook>) -> AdapterKindedJob { .book(job) }
}
