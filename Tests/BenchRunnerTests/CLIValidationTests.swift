import ArgumentParser
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import CLISupport
@testable import BenchRunner

@Suite struct CLIValidationTests {
    @Test func sizesParse() throws {
        #expect(try parseSizes("1000,10000,100000") == [1000, 10_000, 100_000])
        #expect(try parseSizes("10k,1M, 5") == [5, 10_000, 1_000_000])
        #expect(try parseSizes("100,100") == [100])
    }

    @Test(arguments: ["abc", "0", "-5", "", "10k,x", "1.5k", "k", "99999999999999999999", "1,,2"])
    func badSizesAreRejected(text: String) {
        #expect(throws: ValidationError.self) { try parseSizes(text) }
    }

    @Test func choicesParse() throws {
        #expect(try parseChoices("myers,heckel", option: "--algorithms", valid: ["heckel", "myers", "x"]) == ["heckel", "myers"])
        #expect(try parseChoices("all", option: "--algorithms", valid: ["a", "b"]) == ["a", "b"])
        #expect(throws: ValidationError.self) { try parseChoices("nope", option: "--algorithms", valid: ["a"]) }
    }

    @Test func defaultsAreTheDocumentedOnes() throws {
        let command = try BenchRunner.parseAsRoot([])
        let run = try #require(command as? BenchRunner.Run, "run is the default subcommand")
        let configuration = try run.configuration()
        #expect(configuration.sizes == [1000, 10_000, 100_000])
        #expect(
            configuration.algorithms == [
                "naive-lcs", "dp-lcs", "bit-lcs", "myers", "hunt-szymanski", "heckel", "hash-linear", "stdlib",
                "stdlib-direct", "floor",
            ])
        #expect(configuration.datasets.map(\.rawValue) == ["int", "book", "book-sections"])
        #expect(configuration.scenarios.map(\.name) == ["mixed"])
        #expect(configuration.seed == 42)
        // The grid, then the exact algorithms' small tier and extra scenarios on int.
        let exact = ["naive-lcs", "dp-lcs", "bit-lcs", "myers", "hunt-szymanski"]
        #expect(configuration.cells.count == 3 * 10 * 3 + 4 * 5 + 2 * 2 * 5)
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
            (["--datasets", "floats"], "valid choices: int, book, book-sections"),
            (["--scenarios", "chaos"], "valid choices: mixed, inserts"),
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
}
