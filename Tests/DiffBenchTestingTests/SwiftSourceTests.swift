import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

@testable import DiffBenchTesting

/// Counterexamples print as Swift a test can paste, in the element types of
/// the check's subject.
@Suite struct SwiftSourceTests {
    @Test func integersAndEmptyArrays() {
        #expect(SwiftSource.declarations(.int([1, 2], [2]), for: .adapter) == "let source = [1, 2]\nlet target = [2]")
        #expect(
            SwiftSource.declarations(.int([], [3]), for: .algorithm) == "let source: [Int] = []\nlet target: [Int] = [3]")
    }

    @Test func stringsAreEscaped() {
        #expect(SwiftSource.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
    }

    @Test func doublesAreLiterals() {
        #expect(SwiftSource.double(86_400) == "86400.0")
        #expect(SwiftSource.double(-0.001) == "-0.001")
        #expect(SwiftSource.double(.infinity) == "Double.infinity")
        #expect(SwiftSource.double(-.infinity) == "-Double.infinity")
        #expect(SwiftSource.double(.nan) == "Double.nan")
    }

    /// A closure or adapter receives `AdapterBook`s, `published` in seconds
    /// since 1970: no `WorkloadBook`, no `Date`.
    @Test func aClosuresBooksAreAdapterBooks() {
        let book = WorkloadBook(id: 3, title: "T", author: "A", isbn: "1", published: Date(timeIntervalSince1970: 0))
        #expect(
            SwiftSource.declarations(.book([book], []), for: .adapter)
                == #"let source: [AdapterBook] = [AdapterBook(id: 3, title: "T", author: "A", isbn: "1", published: 0.0)]"#
                + "\nlet target: [AdapterBook] = []")
        #expect(!SwiftSource.declarations(.book([book], [book]), for: .adapter).contains("Date"))
    }

    /// A `DiffAlgorithm` diffs DiffBench's own books, named through
    /// `DiffBenchElements`, dated without `Date`.
    @Test func anAlgorithmsBooksAreDiffBenchElements() {
        let book = WorkloadBook(id: 3, title: "T", author: "A", isbn: "1", published: Date(timeIntervalSince1970: 86_400))
        #expect(
            SwiftSource.declarations(.book([book], [book]), for: .algorithm)
                == #"let source: [DiffBenchElements.Book] = [.init(id: 3, title: "T", author: "A", isbn: "1", publishedSince1970: 86400.0)]"#
                + "\n"
                + #"let target: [DiffBenchElements.Book] = [.init(id: 3, title: "T", author: "A", isbn: "1", publishedSince1970: 86400.0)]"#)
    }

    @Test func collidingKeysAndKeyedTextsAreDiffBenchElements() {
        #expect(
            SwiftSource.declarations(.colliding([CollidingKey(id: 1, version: 2)], []), for: .algorithm)
                == "let source: [DiffBenchElements.CollidingKey] = [.init(id: 1, version: 2)]\n"
                + "let target: [DiffBenchElements.CollidingKey] = []")
        #expect(
            SwiftSource.declarations(.keyed([KeyedText(key: "k", text: "t")], []), for: .algorithm)
                == #"let source: [DiffBenchElements.KeyedText] = [.init(key: "k", text: "t")]"#
                + "\nlet target: [DiffBenchElements.KeyedText] = []")
    }

    @Test func sectionsAreAtomSections() {
        let sectioned = SectionedCase(source: [WorkloadAtomSection(model: WorkloadAtom(1), items: [WorkloadAtom(2, content: 1)])], target: [])
        #expect(
            SwiftSource.declarations(sectioned)
                == "let source: [DiffBenchElements.AtomSection] = [.init(model: .init(1), items: [.init(2, content: 1)])]\n"
                + "let target: [DiffBenchElements.AtomSection] = []")
    }

    /// The book a pasted `DiffBenchElements.Book` builds is the one printed.
    @Test func aBookDatedSince1970IsTheSameBook() {
        let book = WorkloadBook(id: 3, title: "T", author: "A", isbn: "1", published: Date(timeIntervalSince1970: 86_400.001))
        let pasted = WorkloadBook(
            id: 3, title: "T", author: "A", isbn: "1", publishedSince1970: book.published.timeIntervalSince1970)
        #expect(pasted.hasSameContent(as: book))
    }
}
