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
        #expect(configuration.algorithms == ["naive-lcs", "dp-lcs", "bit-lcs", "myers", "hunt-szymanski", "heckel", "hash-linear", "stdlib"])
        #expect(configuration.datasets.map(\.rawValue) == ["int", "book", "book-sections"])
        #expect(configuration.scenarios.map(\.name) == ["mixed"])
        #expect(configuration.seed == 42)
        #expect(configuration.cells.count == 72)
    }

    @Test(arguments: [
        ["--sizes", "abc"], ["--sizes", "0"], ["--sizes", "-5"], ["--sizes", "2000M"],
        ["--algorithms", "quicksort"], ["--datasets", "floats"], ["--scenarios", "chaos"], ["--timeout", "0"],
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
