import Foundation
import FuzzCore
import Testing
import Workloads

@testable import DiffBenchTesting

/// Counterexamples print as Swift a test can paste.
@Suite struct SwiftSourceTests {
    @Test func integersAndEmptyArrays() {
        #expect(SwiftSource.declarations(.int([1, 2], [2])) == "let source = [1, 2]\nlet target = [2]")
        #expect(SwiftSource.declarations(.int([], [3])) == "let source: [Int] = []\nlet target: [Int] = [3]")
    }

    @Test func stringsAreEscaped() {
        #expect(SwiftSource.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
    }

    @Test func booksUseTheirInitialiser() {
        let book = Book(id: 3, title: "T", author: "A", isbn: "1", published: Date(timeIntervalSince1970: 0))
        #expect(
            SwiftSource.declarations(.book([book], [])).hasPrefix(
                #"let source: [Book] = [Book(id: 3, title: "T", author: "A", isbn: "1", published: Date(timeIntervalSince1970: 0.0))]"#))
    }

    @Test func sectionsAreAtomSections() {
        let sectioned = SectionedCase(source: [AtomSection(model: Atom(1), items: [Atom(2, content: 1)])], target: [])
        #expect(
            SwiftSource.declarations(sectioned)
                == "let source: [AtomSection] = [AtomSection(model: Atom(1), items: [Atom(2, content: 1)])]\nlet target: [AtomSection] = []")
    }
}
