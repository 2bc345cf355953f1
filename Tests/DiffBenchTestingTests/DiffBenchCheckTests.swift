import Foundation
import FuzzCore
import Testing

@testable import DiffBenchTesting

/// `DiffBenchCheck` on right and wrong diffs, as a library's test would run it.
@Suite struct DiffBenchCheckTests {
    let repros = FileManager.default.temporaryDirectory
        .appendingPathComponent("diffbench-testing-\(UUID().uuidString)").path

    @Test(arguments: ["myers", "heckel", "hash-linear", "bit-lcs"])
    func builtInAlgorithmsPass(id: String) throws {
        let algorithm = try #require(AlgorithmRegistry.all.first { $0.id == id })
        let summary = DiffBenchCheck(algorithm, iterations: 300, sectionedIterations: 40).evaluate()
        #expect(summary.passed, "\(summary)")
        #expect(summary.cases == 340)
        #expect(summary.checkedCases > 0)
        #expect(summary.checks["rebuilds-target"] ?? 0 > 0)
        #expect(summary.checks["sectioned-rebuilds-target"] ?? 0 > 0)
    }

    /// DiffBench's checks of its own code (its appliers, conversions, JSON
    /// input path, benchmark check, stager and shrinker) stay in the fuzzer:
    /// a bug of theirs must not fail a library's tests.
    @Test func anAlgorithmsCheckRunsOnlyTheAlgorithmsProperties() throws {
        let algorithm = try #require(AlgorithmRegistry.all.first { $0.id == "myers" })
        let summary = DiffBenchCheck(algorithm, iterations: 1_200, sectionedIterations: 0).evaluate()
        #expect(summary.passed, "\(summary)")
        let harness = PropertyID.allCases.filter(\.judgesTheHarness).map(\.rawValue)
        #expect(harness.count == 8)
        for property in harness {
            #expect(summary.checks[property] == nil, "\(property) was run: \(summary.checks)")
        }
        for property in ["well-formed-matching", "rebuilds-target", "minimal", "batch-valid", "display-oracle"] {
            #expect(summary.checks[property] ?? 0 > 0, "\(property) was not run")
        }
    }

    @Test func aWrongAlgorithmFailsWithASwiftCounterexampleAndARepro() throws {
        let summary = DiffBenchCheck(SwappedMatchesDiff(), iterations: 300, reproDirectory: repros).evaluate()
        #expect(!summary.passed)
        let failure = try #require(summary.failures.first)
        #expect(summary.failures.count == 1)
        #expect(failure.counterexample.hasPrefix("let source"))
        #expect(failure.counterexample.contains("\nlet target"))
        #expect(failure.property == "well-formed-matching")
        let path = try #require(failure.reproPath)
        let repro = try Repro(contentsOf: path)
        #expect(repro.algorithm == "swapped-matches")
        #expect(repro.property == failure.property)
        // The repro's input fails again, the same way, and the built-in
        // algorithms pass it.
        let again = repro.replay(algorithms: [SwappedMatchesDiff()])
        #expect(again[0].result.failure?.property.rawValue == failure.property)
        #expect(repro.replay(algorithms: AlgorithmRegistry.all).allSatisfy { $0.result.failure == nil })
    }

    @Test func aBrokenPromiseShowsTheChangesetReturned() throws {
        let summary = DiffBenchCheck(ClaimsMinimal(), iterations: 2_000, sectionedIterations: 0, reproDirectory: repros).evaluate()
        let failure = try #require(summary.failures.first)
        #expect(failure.property == "minimal")
        #expect(failure.message.contains("n + m − 2·LCS"), "\(failure.message)")
        #expect(failure.changeset != nil)
        #expect(failure.description.contains("// returned: "))
    }

    @Test func theSameSeedFindsTheSameCounterexample() {
        let first = DiffBenchCheck(SwappedMatchesDiff(), seed: 7, iterations: 300, reproDirectory: repros).evaluate()
        let second = DiffBenchCheck(SwappedMatchesDiff(), seed: 7, iterations: 300, reproDirectory: repros).evaluate()
        #expect(first.failures.map(\.counterexample) == second.failures.map(\.counterexample))
        #expect(first.failures.first?.caseIndex == second.failures.first?.caseIndex)
    }

    @Test func aCheckThatExercisedNothingDoesNotPass() {
        let summary = DiffBenchCheck(RefusesEverything(), iterations: 50, sectionedIterations: 0).evaluate()
        #expect(summary.failures.isEmpty)
        #expect(!summary.passed)
        #expect(summary.inconclusive?.contains("checked") == true, "\(summary)")
    }

    @Test func aClosureInTheDifferenceFormatPasses() {
        let summary = DiffBenchCheck(name: "stdlib", format: .difference, minimal: false, iterations: 300) {
            standardLibraryDifference($0, $1)
        }.evaluate()
        #expect(summary.passed, "\(summary)")
        #expect(summary.checkedCases == 300)
        // No process: the wire-only properties are not claimed.
        #expect(summary.checks["no-crash"] == nil)
        #expect(summary.checks["rejects-ill-formed"] == nil)
        #expect(summary.checks["cell-check"] == nil)
        #expect(summary.checks["protocol-ok"] ?? 0 > 0)
    }

    @Test func anIllFormedAnswerIsAProtocolError() throws {
        let summary = DiffBenchCheck(name: "dropped", format: .difference, iterations: 300, reproDirectory: repros) {
            droppedLastInsertion($0, $1)
        }.evaluate()
        let failure = try #require(summary.failures.first)
        #expect(failure.property == "protocol-ok")
        #expect(failure.message.contains("cannot turn"), "\(failure.message)")
        let path = try #require(failure.reproPath)
        let repro = try AdapterRepro(json: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(repro.handshake.name == "dropped")
        #expect(repro.command.isEmpty, "no command: it ran in process")
        #expect(repro.repro.property == "protocol-ok")
    }

    @Test func aThrowingClosureRefusesAndProvesNothing() {
        struct Nope: Error {}
        let summary = DiffBenchCheck(name: "refuses", format: .batch, iterations: 20) { (_: [Int], _: [Int]) throws -> AdapterChangeset in
            throw Nope()
        }.evaluate()
        #expect(summary.failures.isEmpty)
        #expect(summary.checkedCases == 0)
        #expect(!summary.passed)
    }

    @Test func runRecordsOneIssueAtTheCaller() {
        withKnownIssue {
            DiffBenchCheck(SwappedMatchesDiff(), iterations: 300, reproDirectory: repros).run()
        } matching: { issue in
            issue.sourceLocation?.fileName == "DiffBenchCheckTests.swift"
                && "\(issue)".contains("swapped-matches FAILED")
        }
    }
}
