import Foundation
import Testing

@testable import DiffBenchTesting

/// A book closure's repro dates its books as the adapter wire does, as the
/// closure received them.
@Suite struct BookReproTests {
    let repros = FileManager.default.temporaryDirectory
        .appendingPathComponent("diffbench-book-repro-\(UUID().uuidString)").path

    /// The user's report: the repro wrote `"published": -978307200` (seconds
    /// since 2001) for a book the closure received as `published: 0.0`.
    @Test func theReproDatesBooksAsTheClosureReceivedThem() throws {
        let check = DiffBenchCheck(
            name: "keyed-books", format: .batch, updates: true, iterations: 500, reproDirectory: repros
        ) { droppedUpdates($0, $1) }
        let found = try #require(check.evaluate().failures.first)
        let path = try #require(found.reproPath)
        struct Books: Decodable { var source: [AdapterBook]; var target: [AdapterBook] }
        let books = try JSONDecoder().decode(Books.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(!(books.source + books.target).isEmpty)
        for book in books.source + books.target {
            #expect(found.counterexample.contains("id: \(book.id), "), "\(found.counterexample)")
            #expect(found.counterexample.contains("published: \(book.published))"), "\(book) in \(found.counterexample)")
        }
    }
}
