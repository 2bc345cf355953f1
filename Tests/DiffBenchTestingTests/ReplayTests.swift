import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

@testable import DiffBenchTesting

/// A failure's repro replays in the test's own process, against the same
/// closure, differ or algorithm, with no adapter executable.
@Suite struct ReplayTests {
    let repros = FileManager.default.temporaryDirectory
        .appendingPathComponent("diffbench-replay-\(UUID().uuidString)").path

    func booksCheck(dropsUpdates: Bool) -> DiffBenchCheck {
        DiffBenchCheck(name: "keyed-books", format: .batch, updates: true, iterations: 500, reproDirectory: repros) {
            (old: [AdapterBook], new: [AdapterBook]) in
            keyedBookBatch(old, new, dropsUpdates: dropsUpdates)
        }
    }

    @Test func aClosuresReproFailsAgainTheSameWay() throws {
        let found = try #require(booksCheck(dropsUpdates: true).evaluate().failures.first)
        let path = try #require(found.reproPath)
        let again = booksCheck(dropsUpdates: true).evaluate(replaying: path)
        #expect(again.notRun == nil, "\(again)")
        #expect(again.cases == 1)
        let failure = try #require(again.failures.first)
        #expect(again.failures.count == 1)
        #expect(failure.property == found.property)
        #expect(failure.message == found.message)
        #expect(failure.counterexample == found.counterexample)
        #expect(failure.changeset == found.changeset)
        #expect(failure.reproPath == path)
        // Fixed, the closure passes the same case.
        let fixed = booksCheck(dropsUpdates: false).evaluate(replaying: path)
        #expect(fixed.failures.isEmpty, "\(fixed)")
        #expect(fixed.checkedCases == 1)
        #expect(fixed.passed, "\(fixed)")
    }

    @Test func replayRecordsTheSameIssueAtTheCaller() throws {
        let found = try #require(booksCheck(dropsUpdates: true).evaluate().failures.first)
        let path = try #require(found.reproPath)
        withKnownIssue {
            booksCheck(dropsUpdates: true).replay(path)
        } matching: { issue in
            issue.sourceLocation?.fileName == "ReplayTests.swift"
                && "\(issue)".contains("keyed-books FAILED \(found.property)")
                && "\(issue)".contains(found.counterexample)
        }
    }

    @Test func theFailureShowsTheReplayCall() throws {
        let found = try #require(booksCheck(dropsUpdates: true).evaluate().failures.first)
        let path = try #require(found.reproPath)
        #expect(found.description.contains("// replay it in process: .replay(\"\(path)\") on the same check, in place of .run()"))
    }

    @Test func anAlgorithmsFlatReproReplays() throws {
        let found = try #require(
            DiffBenchCheck(SwappedMatchesDiff(), iterations: 300, reproDirectory: repros).evaluate().failures.first)
        let path = try #require(found.reproPath)
        let again = DiffBenchCheck(SwappedMatchesDiff(), reproDirectory: repros).evaluate(replaying: path)
        #expect(again.failures.map(\.property) == [found.property])
        #expect(again.failures.first?.counterexample == found.counterexample)
        #expect(DiffBenchCheck(HashKeyedLinearDiff()).evaluate(replaying: path).passed)
    }

    @Test func anAlgorithmsSectionedReproReplays() throws {
        // The first generated sectioned case the wrong algorithm fails, as
        // the sectioned campaign writes it.
        var random = WorkloadRandom(seed: 1)
        var found: (SectionedCase, SectionedFailure)?
        for _ in 0..<500 where found == nil {
            let c = SectionedCaseGenerator.next(&random)
            if let failure = SectionedPropertyChecker().check(SwappedMatchesDiff(), c).failure { found = (c, failure) }
        }
        let (c, failure) = try #require(found)
        let path = repros + "/sectioned.json"
        try FileManager.default.createDirectory(atPath: repros, withIntermediateDirectories: true)
        let repro = SectionedRepro(algorithm: "swapped-matches", failure: failure, case: c, seed: 1, caseIndex: 0)
        try repro.json().write(to: URL(fileURLWithPath: path))
        let again = DiffBenchCheck(SwappedMatchesDiff()).evaluate(replaying: path)
        #expect(again.failures.map(\.property) == [failure.property.rawValue], "\(again)")
        #expect(again.failures.first?.counterexample == SwiftSource.declarations(c))
        #expect(DiffBenchCheck(HashKeyedLinearDiff()).evaluate(replaying: path).passed)
        // A closure cannot replay it.
        let closure = DiffBenchCheck(name: "stdlib", format: .difference) { standardLibraryDifference($0, $1) }
        #expect(closure.evaluate(replaying: path).notRun?.contains("a sectioned repro") == true)
    }

    /// The example package checks one closure, under one name, over `Int`
    /// in one test and over `String` in another: each keeps its own repro,
    /// which replays against its own check.
    @Test func checksOfOneNameOverTwoKindsKeepAReproEach() throws {
        let ints = DiffBenchCheck(name: "dropped", format: .difference, iterations: 300, reproDirectory: repros) {
            (old: [Int], new: [Int]) in droppedLastInsertion(of: old, new)
        }
        let strings = DiffBenchCheck(name: "dropped", format: .difference, iterations: 300, reproDirectory: repros) {
            (old: [String], new: [String]) in droppedLastInsertion(of: old, new)
        }
        let intPath = try #require(ints.evaluate().failures.first?.reproPath)
        let stringPath = try #require(strings.evaluate().failures.first?.reproPath)
        #expect(intPath != stringPath)
        #expect(ints.evaluate(replaying: intPath).failures.count == 1, "\(ints.evaluate(replaying: intPath))")
        #expect(strings.evaluate(replaying: stringPath).failures.count == 1)
    }

    @Test func aFileItCannotReplayIsAnIssue() throws {
        let missing = DiffBenchCheck(HashKeyedLinearDiff()).evaluate(replaying: "/nonexistent/repro.json")
        #expect(!missing.passed)
        #expect(missing.notRun?.contains("no such file") == true, "\(missing)")
        // An Int closure's check and a book repro.
        let found = try #require(booksCheck(dropsUpdates: true).evaluate().failures.first)
        let path = try #require(found.reproPath)
        let ints = DiffBenchCheck(name: "stdlib", format: .difference) { standardLibraryDifference($0, $1) }
        let wrongKind = ints.evaluate(replaying: path)
        #expect(wrongKind.notRun?.contains("its elements are book; stdlib takes int") == true, "\(wrongKind)")
        // A DiffAlgorithm's check and an adapter's repro.
        let wrongSubject = DiffBenchCheck(HashKeyedLinearDiff()).evaluate(replaying: path)
        #expect(wrongSubject.notRun?.contains("an adapter's repro") == true, "\(wrongSubject)")
        withKnownIssue {
            ints.replay("/nonexistent/repro.json")
        } matching: { issue in
            "\(issue)".contains("NOT RUN: cannot replay /nonexistent/repro.json")
        }
    }
}
