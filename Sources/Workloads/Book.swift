import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// Book: the object workload
//===----------------------------------------------------------------------===//

/// A book row: one integer, three strings and a date, like the mock `Book`
/// of Scribd's LiveCollections benchmark.
///
/// Its identity is `id`; its content equality compares every field, so a
/// book whose title changed keeps its row and is reported as updated.
public struct Book: Diffable, Hashable, Codable, Sendable {
    /// The identity of the row.
    public var id: Int
    public var title: String
    public var author: String
    public var isbn: String
    public var published: Date

    public init(id: Int, title: String, author: String, isbn: String, published: Date) {
        self.id = id
        self.title = title
        self.author = author
        self.isbn = isbn
        self.published = published
    }

    @inlinable
    public var diffIdentity: Int { id }

    @inlinable
    public func hasSameContent(as other: Book) -> Bool {
        id == other.id && title == other.title && author == other.author
            && isbn == other.isbn && published == other.published
    }
}
