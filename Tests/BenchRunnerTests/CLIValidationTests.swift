import ArgumentParser
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import CLISupport
import DiffAlgorithms
import DiffBenchWorkloads
@testable import BenchRunner

@Suite struct CLIValidationTests {
    @Test func sizesParse() throws {
        #expect(try SizeList(parsing: "1000,10000,100000").sizes == [1000, 10_000, 100_000])
        #expect(try SizeList(parsing: "10k,1M, 5").sizes == [5, 10_000, 1_000_000])
        #expect(try SizeList(parsing: "100,100").sizes == [100])
        #expect(try SizeList(parsing: "10k,1M, 5").description == "5,10000,1000000")
        #expect(try CellSize(parsing: " 10K ").count == 10_000)
        #expect(try SmallSizeList(parsing: "10,4").sizes == [4, 10])
    }

    @Test(arguments: ["abc", "0", "-5", "", "10k,x", "1.5k", "k", "99999999999999999999", "1,,2"])
    func badSizesAreRejected(text: String) {
        #expect(throws: ValidationError.self) { try SizeList(parsing: text) }
        #expect(throws: ValidationError.self) { try CellSize(parsing: text) }
    }

    @Test func choicesParse() throws {
        #expect(try ChoiceList<WorkloadDataset>(parsing: "book, INT").choices == [.int, .book])
        #expect(try ChoiceList<WorkloadDataset>(parsing: "all").choices == WorkloadDataset.allCases)
        #expect(try ChoiceList<WorkloadScenario>(parsing: "reversed,mixed").choices.map(\.name) == ["mixed", "reversed"])
        #expect(throws: ValidationError.self) { try ChoiceList<WorkloadScenario>(parsing: "nope") }
        #expect(try NoneOr<ChoiceList<WorkloadScenario>>(parsing: " None ").value == nil)
        #expect(try NoneOr<SmallSizeList>(parsing: "8,4").value?.sizes == [4, 8])
    }

    @Test func defaultsAreTheDocumentedOnes() throws {
        let command = try BenchRunner.parseAsRoot([])
        let run = try #require(command as? BenchRunner.Run, "run is the default subcommand")
        let configuration = try run.configuration()
        #expect(configuration.sizes == [1000, 10_000, 100_000])
        #expect(
            configuration.algorithms == [
                "naive-lcs", "dp-lcs", "bit-lcs", "myers", "hunt-szymanski", "heckel", "hash-linear", "stdlib",
                "stdlib-direct", "floor", "floor-content",
            ])
        #expect(configuration.datasets.map(\.rawValue) == ["int", "book", "book-sections"])
        #expect(configuration.scenarios.map(\.name) == ["mixed"])
        #expect(configuration.seed == 42)
        // The grid, then the exact algorithms' small tier and extra scenarios on int.
        let exact = ["naive-lcs", "dp-lcs", "bit-lcs", "myers", "hunt-szymanski"]
        #expect(configuration.cells.count == 3 * 11 * 3 + 4 * 5 + 2 * 2 * 5)
        let extra = configuration.supplementaryCells
        #expect(Set(extra.map(\.algorithm)) == Set(exact))
        #expect(Set(extra.filter { $0.scenario == "mixed" }.map(\.size)) == [4, 6, 8, 10])
        #expect(Set(extra.filter { $0.scenario != "mixed" }.map(\.scenario)) == ["reversed", "duplicates"])
        #expect(Set(extra.filter { $0.scenario != "mixed" }.map(\.size)) == [10_000, 100_000])
        #expect(extra.allSatisfy { $0.dataset == "int" })
        #expect(configuration.parameters.sizes == [4, 6, 8, 10, 1000, 10_000, 100_000])
        #expect(configuration.parameters.scenarios == ["mixed", "reversed", "duplicates"])
    }

    @Test func theSupplementaryCellsFollowTheSelection() throws {
        func cells(_ arguments: [String]) throws -> [CellKey] {
            let run = try #require(try BenchRunner.parseAsRoot(arguments) as? BenchRunner.Run)
            return try run.configuration().supplementaryCells
        }
        #expect(try cells(["--small-sizes", "none", "--exact-scenarios", "none"]).isEmpty)
        #expect(try cells(["--algorithms", "heckel,hash-linear"]).isEmpty)
        #expect(try cells(["--datasets", "book-sections"]).isEmpty)
        let myers = try cells(["--algorithms", "myers,heckel", "--datasets", "book", "--sizes", "1000,20000", "--exact-scenarios", "reversed"])
        #expect(myers.map(\.algorithm).allSatisfy { $0 == "myers" } && myers.allSatisfy { $0.dataset == "book" })
        #expect(myers.filter { $0.scenario == "reversed" }.map(\.size) == [20_000])
        // A scenario already in the grid is not repeated.
        #expect(try cells(["--scenarios", "mixed,reversed", "--small-sizes", "none"]).map(\.scenario) == Array(repeating: "duplicates", count: 10))
    }

    @Test(arguments: [
        ["--sizes", "abc"], ["--sizes", "0"], ["--sizes", "-5"], ["--sizes", "2000M"],
        ["--algorithms", "quicksort"], ["--datasets", "floats"], ["--scenarios", "chaos"], ["--timeout", "0"],
        ["--small-sizes", "5000"], ["--small-sizes", "x"], ["--exact-scenarios", "chaos"],
    ])
    func badInputIsAValidationFailure(arguments: [String]) {
        do {
            let command = try BenchRunner.parseAsRoot(arguments)
            Issue.record("parsed \(arguments) as \(command)")
        } catch {
            #expect(BenchRunner.exitCode(for: error) == .validationFailure, "\(arguments)")
        }
    }

    /// End to end: exit code 2 and exactly one line on stderr naming the choices.
    @Test func badInputExitsWithCodeTwoAndOneLine() throws {
        let cases: [([String], String)] = [
            (["--sizes", "abc"], "invalid size 'abc'"),
            (["--sizes", "-5"], "invalid size '-5'"),
            (["--sizes", "0"], "invalid size '0'"),
            (["--sizes", "1000M"], "too large"),
            (["--algorithms", "quicksort"], "unknown algorithm 'quicksort'; valid: naive-lcs, dp-lcs, bit-lcs, myers, hunt-szymanski, heckel, hash-linear, stdlib"),
            (["--algorithms", ""], "--algorithms: no algorithms given; valid: naive-lcs"),
            (["--algorithms", "myers,,heckel"], "--algorithms: empty algorithm name at position 2 of 'myers,,heckel'"),
            (["--datasets", "floats"], "--datasets: unknown dataset 'floats'; valid: int, book, book-sections"),
            (["--scenarios", "chaos"], "--scenarios: unknown scenario 'chaos'; valid: mixed, inserts"),
            (["--exact-scenarios", "chaos"], "--exact-scenarios: unknown scenario 'chaos'; valid: mixed"),
            (["--exact-scenarios", "chaos"], ", all, or none"),
            (["--small-sizes", "5000"], "--small-sizes: 5000 is not small: give sizes up to 1000, or none"),
            (["--instructions-max-size", "1k,2k"], "--instructions-max-size: invalid size '1k,2k': give one size"),
            (["--instructions-every-size", "floor"], "--instructions-every-size: unknown algorithm 'floor'"),
            (["--bogus"], "--bogus"),
        ]
        for (arguments, expected) in cases {
            let output = try runBenchrunner(arguments)
            #expect(output.status == 2, "\(arguments)")
            let lines = output.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(output.stderr)")
            #expect(output.stderr.contains(expected), "\(arguments): \(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
    }

    /// `run --help` names every row `--algorithms` takes, reference rows
    /// included, and shows each default once.
    @Test func theHelpListsTheRowsAndEachDefaultOnce() throws {
        let output = try runBenchrunner(["run", "--help"])
        #expect(output.status == 0)
        let help = output.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains((AlgorithmRegistry.ids + ["stdlib-direct", "floor", "floor-content"]).joined(separator: ", ")), "\(help)")
        #expect(!help.contains(") (default:"), "\(help)")
        for shown in [
            "(default: 1000,10000,100000)", "(default: all)", "(default: mixed)", "(default: 4,6,8,10)", "(default: reversed,duplicates)",
            "(default: 30.0)", "(default: 5)", "(default: 0.5)", "(default: 1000)", "(default: time)",
        ] {
            #expect(help.contains(shown), "\(shown)")
        }
    }
}
