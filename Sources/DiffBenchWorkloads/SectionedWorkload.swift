import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// Sectioned workloads: books grouped in sections by author
//===----------------------------------------------------------------------===//

/// A section model of the sectioned book workload: an author.
public struct WorkloadAuthor: Diffable, Hashable, Sendable {
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
public typealias SectionedWorkloadBooks = (source: [DiffSection<WorkloadAuthor, WorkloadBook>], target: [DiffSection<WorkloadAuthor, WorkloadBook>])

/// The identities of a sectioned workload before they become books and
/// authors: which author heads each section, whether the section is
/// renamed, and which books it holds in which order.
public struct SectionedWorkloadPlan: Sendable, Hashable {
    /// One book of a section: its identity, and whether its content changed
    /// (`WorkloadGenerator.revise(_:)`).
    public struct Item: Sendable, Hashable {
        /// The book's identity (`WorkloadGenerator.book(id:seed:)`).
        public var id: Int
        /// Whether the book's title is revised.
        public var revised: Bool

        /// Creates an item from its identity and revision.
        public init(id: Int, revised: Bool) {
            self.id = id
            self.revised = revised
        }
    }

    /// One section: its author and its books.
    public struct Section: Sendable, Hashable {
        /// The author's identity (`WorkloadGenerator.author(id:renamed:)`).
        public var author: Int
        /// Whether the author's name is revised (a section update).
        public var renamed: Bool
        /// The section's books, in order.
        public var items: [Item]

        /// Creates a section from its author and books.
        public init(author: Int, renamed: Bool, items: [Item]) {
            self.author = author
            self.renamed = renamed
            self.items = items
        }
    }

    /// The source's sections, in order.
    public var source: [Section]
    /// The target's sections, in order.
    public var target: [Section]

    /// Creates a plan from its two lists of sections.
    public init(source: [Section], target: [Section]) {
        self.source = source
        self.target = target
    }
}

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
    /// The same as `sectionedBooks(plan:seed:)` of
    /// `sectionedPlan(scenario:count:seed:)`.
    ///
    /// - Complexity: O(*n*).
    public static func sectionedBooks(scenario: WorkloadScenario, count: Int, seed: UInt64) -> SectionedWorkloadBooks {
        sectionedBooks(plan: sectionedPlan(scenario: scenario, count: count, seed: seed), seed: seed)
    }

    /// The sections, authors and book identities of
    /// `sectionedBooks(scenario:count:seed:)`, before they become values.
    ///
    /// - Precondition: `count >= 0`.
    /// - Complexity: O(*n*).
    public static func sectionedPlan(scenario: WorkloadScenario, count: Int, seed: UInt64) -> SectionedWorkloadPlan {
        typealias Section = SectionedWorkloadPlan.Section
        let plan = plan(scenario: scenario, count: count, seed: seed)
        var random = WorkloadRandom(seed: seed ^ 0x5EC7_10ED)
        let sectionCount = max(1, count / booksPerSection)

        // Source: runs of books in source order.
        var sectionOf: [Int: Int] = [:]
        sectionOf.reserveCapacity(plan.source.count)
        var source = (0..<sectionCount).map { Section(author: $0, renamed: false, items: []) }
        for (offset, id) in plan.source.enumerated() {
            let s = offset * sectionCount / max(1, plan.source.count)
            sectionOf[id] = s
            source[s].items.append(SectionedWorkloadPlan.Item(id: id, revised: false))
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
        var target: [Section] = []
        var slot: [Int: Int] = [:]
        for (index, s) in order.enumerated() {
            slot[s] = index
            target.append(Section(author: s, renamed: renamed.contains(s), items: []))
        }
        let updated = Set(plan.updatedTargets)
        for (offset, id) in plan.target.enumerated() {
            var s = sectionOf[id] ?? live[random.next(below: live.count)]
            if (s < sectionCount && isDeleted[s]) || (edits && random.next(below: 20) == 0) { s = live[random.next(below: live.count)] }
            let index = slot[s] ?? 0
            target[index].items.append(SectionedWorkloadPlan.Item(id: id, revised: updated.contains(offset)))
        }
        return SectionedWorkloadPlan(source: source, target: target)
    }

    /// The books in sections that `plan` names, drawn from `seed`.
    ///
    /// - Complexity: O(*n*) for *n* books in all.
    public static func sectionedBooks(plan: SectionedWorkloadPlan, seed: UInt64) -> SectionedWorkloadBooks {
        func sections(_ planned: [SectionedWorkloadPlan.Section]) -> [DiffSection<WorkloadAuthor, WorkloadBook>] {
            planned.map { section in
                let model = author(id: section.author, renamed: section.renamed)
                return DiffSection(model: model, items: section.items.map { sectionedBook($0, of: model, seed: seed) })
            }
        }
        return (sections(plan.source), sections(plan.target))
    }

    /// The author of section `id`: named `"WorkloadAuthor <id>"`, with
    /// `" (revised)"` when `renamed`.
    public static func author(id: Int, renamed: Bool) -> WorkloadAuthor {
        WorkloadAuthor(id: id, name: "Author \(id)" + (renamed ? " (revised)" : ""))
    }

    /// The book `item` names, in the section headed by `author`: its
    /// `author` field is the section's name, and its title is revised when
    /// the item is.
    public static func sectionedBook(_ item: SectionedWorkloadPlan.Item, of author: WorkloadAuthor, seed: UInt64) -> WorkloadBook {
        var book = book(id: item.id, seed: seed)
        if item.revised { revise(&book) }
        book.author = author.name
        return book
    }
}
