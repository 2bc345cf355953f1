import DiffBenchTesting
import LookAlikeAppFrameworks
import LookAlikeDiffLibraries
import Testing
import XCTest

/// A DifferenceKit-style library's test target that imports DiffBenchTesting
/// next to the library itself, Swift Testing, XCTest and SwiftUI-like names
/// (look-alikes in `LookAlikeDiffLibraries` and `LookAlikeAppFrameworks`):
/// this file compiling is the test. The testing
/// library's names and the ones it re-exports resolve unqualified.
@Suite struct TestingLibraryCoexistenceTests {
    @Test func theTestingLibrarysNamesResolveUnqualified() {
        let check = DiffBenchCheck(name: "stdlib", format: .difference, iterations: 1) { (old: [Int], new: [Int]) in
            AdapterChangeset.difference(AdapterDifference(new.difference(from: old)))
        }
        let summary: DiffBenchSummary = check.evaluate()
        let failures: [DiffBenchFailure] = summary.failures
        #expect(failures.isEmpty)
        #expect(DiffBenchCheck(HashKeyedLinearDiff(), iterations: 1, sectionedIterations: 0).subjectName == "hash-linear")
        let view: ListViewKind = .collection
        #expect(view != .table)
    }

    @Test func theTestFrameworksNamesResolveToo() {
        let issueType: Issue.Type = Issue.self
        #expect("\(issueType)" == "Issue")
        let caseType: XCTestCase.Type = XCTestCase.self
        #expect("\(caseType)" == "XCTestCase")
        #expect(Move(steps: 1).steps == 1)
        #expect(Verdict.guilty != .innocent)
    }

    @Test func theLibraryUnderTestsNamesResolveToo() {
        let staged = StagedChangeset(source: [1, 2], target: [2, 1])
        let stages: [Changeset<[Int]>] = staged.changesets
        #expect(stages.count == 1)
        #expect(ArraySection(model: 0, elements: ["a"]).elements == ["a"])
        #expect(Atom(token: "x") != Atom(token: "y"))
    }
}
