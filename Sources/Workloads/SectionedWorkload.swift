import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// Sectioned workloads: books grouped in sections by author
//===----------------------------------------------------------------------===//

/// A section model of the sectioned book workload: an author.
public struct Author: Diffable, Hashable, Sendable {
    /// The identity of the section.
    public var id: Int
    /// Shown in the section header; a changed name is a section update.
    public var name: String

    /// Creates the author `id` named `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The author's `id`.
    @inlinable public var diffIdentity: Int { id }
}

/// A source and a target list of books in sections by author.
public typealias SectionedBooks = (source: [DiffSection<Author, Book>], target: [DiffSection<Author, Book>])

extension WorkloadGenerator {
    /// The number of books per section of `sectionedBooks`.
    public static let booksPerSection = 100

    /// Books grouped in sections by author: `count` books in `count / 100`
    /// sections (at least 1), so 100k books make 1,000 sections.
    ///
    /// The books and their edits are `books(scenario:count:seed:)`'s (the
    /// same identities, order and updates); the source's sections are runs
    /// of 100 books, and a book keeps its author in the target unless moved.
    /// For a scenario with moves (`mixed`, `moves`) about 2% of the sections
    /// are also deleted (their books move to other authors), 2% inserted
    /// (taking books from others), 2% moved and 2% renamed (updated), and 5%
    /// of the books change author. A book's `author` field is its section's
    /// name, so a book that changes section is also updated.
    ///
    /// - Complexity: O(*n*).
    public static func sectionedBooks(scenario: Scenario, count: Int, seed: UInt64) -> SectionedBooks {
        let plan = plan(scenario: scenario, count: count, seed: seed)
        var random = SplitMix64(seed: seed ^ 0x5EC7_10ED)
        let sectionCount = max(1, count / booksPerSection)
        func name(_ id: Int) -> String { "Author \(id)" }
        func author(_ id: Int, renamed: Bool = false) -> Author { Author(id: id, name: name(id) + (renamed ? " (revised)" : "")) }

        // Source: runs of books in source order.
        var sectionOf: [Int: Int] = [:]
        sectionOf.reserveCapacity(plan.source.count)
        var source = (0..<sectionCount).map { DiffSection<Author, Book>(model: author($0), items: []) }
        for (offset, id) in plan.source.enumerated() {
            let s = offset * sectionCount / max(1, plan.source.count)
            sectionOf[id] = s
            var book = book(id: id, seed: seed)
            book.author = name(s)
            source[s].items.append(book)
        }

        // Target section list: survivors in order, some deleted, moved, renamed, inserted.
        let edits = scenario.moved > 0
        let fraction = edits ? max(1, sectionCount / 50) : 0
        var isDeleted = [Bool](repeating: false, count: sectionCount)
        if sectionCount > 1 { for s in sample(fraction, from: sectionCount, using: &random) { isDeleted[s] = true } }
        var renamed = Set(sample(fraction, from: sectionCount, using: &random))
        var order = (0..<sectionCount).filter { !isDeleted[$0] }
        for _ in 0..<(order.count > 1 ? fraction : 0) {
            let moved = order.remove(at: random.next(below: order.count))
            order.insert(moved, at: random.next(below: order.count + 1))
        }
        for index in 0..<fraction {
            order.insert(sectionCount + index, at: random.next(below: order.count + 1))
        }
        renamed = renamed.filter { !isDeleted[$0] }
        let live = order

        // Target sections of books: kept author, or a new one when the author
        // is deleted, for 5% of books when edits apply, and for new books.
        var target: [DiffSection<Author, Book>] = []
        var slot: [Int: Int] = [:]
        for (index, s) in order.enumerated() {
            slot[s] = index
            target.append(DiffSection(model: author(s, renamed: renamed.contains(s)), items: []))
        }
        let updated = Set(plan.updatedTargets)
        for (offset, id) in plan.target.enumerated() {
            var s = sectionOf[id] ?? live[random.next(below: live.count)]
            if (s < sectionCount && isDeleted[s]) || (edits && random.next(below: 20) == 0) { s = live[random.next(below: live.count)] }
            let index = slot[s] ?? 0
            var book = book(id: id, seed: seed)
            if updated.contains(offset) { book.title += " (revised)" }
            book.author = target[index].model.name
            target[index].items.append(book)
        }
        return (source, target)
    }
}
