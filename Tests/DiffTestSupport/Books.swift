import FuzzCore
import Workloads

/// A book with the fuzzer's predictable fields (`Book(atom:)`: "Title 3",
/// "Author 3", an ISBN and a date from the id), titled `title` when given:
/// two books with one id and different titles are one row with changed
/// content.
public func book(_ id: Int, _ title: String? = nil) -> Book {
    var book = Book(atom: Atom(id))
    if let title { book.title = title }
    return book
}
