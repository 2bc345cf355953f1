import ArgumentParser
import BatchUpdateChecker
import BenchCore
import BenchMeasurement
import BenchTestSupport
import CLISupport
@testable import BenchRunner
import DiffAlgorithms
import Foundation
import Testing

//===----------------------------------------------------------------------===//
// benchrunner validate
//===----------------------------------------------------------------------===//

/// Runs `benchrunner` in-process; returns the exit code `main()` would give
/// (0 when `run()` returns normally).
private func exitCode(_ arguments: [String]) -> Int32? {
    do {
        var command = try BenchRunner.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch {
        return BenchRunner.failure(for: error).status
    }
}

/// Runs `benchrunner validate [options] FILE` on `text` written to a fresh
/// temporary file, then removes the file.
private func validateExitCode(_ text: String, options: [String] = []) throws -> Int32? {
    let files = try TemporaryFiles()
    let path = try files.write(text)
    return withExtendedLifetime(files) { exitCode(["validate"] + options + [path]) }
}

private func evaluate(_ json: String, options: ValidationOptions = ValidationOptions(indexPathStyle: .short)) -> BenchRunner.Validate.Evaluation {
    BenchRunner.Validate.evaluate(Data(json.utf8), options: options)
}

private func rule(_ json: String, options: ValidationOptions = ValidationOptions(indexPathStyle: .short)) -> String? {
    guard case let .verdict(verdict) = evaluate(json, options: options) else { return "bad input" }
    return verdict.violation?.rule.rawValue
}

@Suite struct ValidateCommandTests {
    @Test func printsTheIssueFormat() {
        // The output line of the issue, for a batch that deletes and moves (0 - 1).
        guard case let .verdict(verdict) = evaluate(#"{"view": "table", "before": [3], "after": [2], "deletes": [[0, 1]], "moves": [[[0, 1], [0, 0]]]}"#) else {
            Issue.record("bad input")
            return
        }
        #expect(verdict.json == #"{"valid": false, "rule": "R-DEL-MOVE", "message": "attempt to perform a delete and a move from the same index path (0 - 1)", "fallback": false, "hazards": []}"#)
    }

    @Test func issueInputExample() {
        // The issue's sample input: the reload's insert (0 - 1) adds a row to
        // new section 0, which holds old section 1 after the section move.
        let json = #"{"view": "table", "before": [3, 3], "after": [3, 3], "deletes": [[0, 1]], "inserts": [[1, 0]], "reloads": [[0, 2]], "moves": [[[0, 0], [1, 1]]], "sectionDeletes": [], "sectionInserts": [], "sectionReloads": [], "sectionMoves": [[1, 0]]}"#
        #expect(rule(json) == "R-COUNT-ITEMS")
    }

    @Test func specExamplesThroughJSON() {
        let cases: [(String, String?, ValidationOptions)] = [
            (#"{"before": [3, 3], "after": [3, 3], "reloads": [[1, 0]], "sectionMoves": [[1, 0]]}"#, "R-COUNT-ITEMS", .init()),              // T1
            (#"{"before": [1, 1, 1, 1, 1], "after": [1, 1, 1, 1, 1], "sectionMoves": [[2, 4]], "sectionReloads": [3], "sectionDeletes": [4], "sectionInserts": [2]}"#, "R-INS-MOVE", .init()),  // T2
            (#"{"view": "collection", "before": [4], "after": [3], "deletes": [[0, 1]], "moves": [[[0, 0], [0, 1]], [[0, 3], [0, 0]]], "reloads": [[0, 2]]}"#, "R-INS-MOVE", .init()),  // T3
            (#"{"before": [3], "after": [3], "reloads": [[0, 1]], "moves": [[[0, 1], [0, 2]]]}"#, "R-DEL-MOVE", .init()),  // T4
            (#"{"view": "collection", "before": [1, 1], "after": [2], "sectionDeletes": [0], "moves": [[[0, 0], [0, 1]]]}"#, "R-MV-DELSEC", .init()),  // T9 CV
            (#"{"before": [1, 1], "after": [2], "sectionDeletes": [0], "moves": [[[0, 0], [0, 1]]]}"#, "R-MV-DELSEC", .init()),  // T9 TV: fallback, still named
            (#"{"before": [4], "after": [2], "deletes": [[0, 0], [0, 0]]}"#, "R-COUNT-ITEMS", .init()),  // T13 TV
            (#"{"view": "collection", "before": [4], "after": [2], "deletes": [[0, 0], [0, 0]]}"#, nil, .init()),  // T13 CV
            (#"{"before": [7], "after": [8], "inserts": [[0, 8]]}"#, "R-INS-ITEM-OOB", .init()),  // T25
            (#"{"before": [1, 2, 2], "after": [1], "deletes": [[0, 1], [0, 2]]}"#, "R-DEL-ITEM-OOB", .init()),  // T27
            (#"{"before": [1, 1, 0], "after": [2, 1, 0], "moves": [[[2, 0], [0, 0]]]}"#, "R-MV-FROM-OOB", .init()),  // T28
            (#"{"before": [4], "after": [4], "moves": [[[0, 3], [0, 0]]], "reloads": [[0, 1]]}"#, nil, .init()),  // T29 (hazard)
            (#"{"before": [3], "after": [0], "deletes": [[0, 1], [0, 0]]}"#, "R-COUNT-MODERN", .init(countFormat: .modern)),  // T36
        ]
        for (json, expected, options) in cases {
            #expect(rule(json, options: options) == expected, "\(json)")
        }
    }

    /// The remaining §8 cases as `validate` documents: expected rule (nil when
    /// UIKit accepts) and hazards.
    @Test(arguments: [
        ("T5", #"{"before": [3], "after": [3], "reloads": [[0, 1]], "moves": [[[0, 0], [0, 1]]]}"#, "R-INS-MOVE", []),
        ("T6", #"{"view": "collection", "before": [20], "after": [40], "inserts": [[0,0],[0,1],[0,2],[0,3],[0,4],[0,5],[0,6],[0,7],[0,8],[0,9],[0,10],[0,11],[0,12],[0,13],[0,14],[0,15],[0,16],[0,17],[0,18],[0,19]], "reloads": [[0, 20]]}"#, "R-DEL-ITEM-OOB", []),
        ("T7", #"{"before": [4], "after": [1], "deletes": [[0, 0], [0, 1], [0, 2]], "reloads": [[0, 3]]}"#, nil, []),
        ("T7 new-space", #"{"before": [4], "after": [1], "deletes": [[0, 0], [0, 1], [0, 2]], "reloads": [[0, 0]]}"#, "R-RELOAD-DEL", []),
        ("T8", #"{"before": [2], "after": [2], "reloads": [[0, 0]], "moves": [[[0, 1], [0, 0]], [[0, 0], [0, 1]]]}"#, "R-DEL-MOVE", []),
        ("T8 fixed", #"{"before": [2], "after": [2], "deletes": [[0, 0]], "inserts": [[0, 1]], "moves": [[[0, 1], [0, 0]]]}"#, nil, []),
        ("T10", #"{"view": "collection", "before": [2], "after": [1, 1], "sectionInserts": [1], "moves": [[[0, 1], [1, 0]]]}"#, "R-MV-INSSEC", []),
        ("T11a", #"{"before": [1, 1], "after": [1, 0], "sectionMoves": [[1, 0]], "deletes": [[0, 0], [1, 0]], "inserts": [[0, 0]]}"#, nil, ["H-RXDS-HARD"]),
        ("T11b", #"{"before": [1, 1], "after": [1, 0], "sectionMoves": [[1, 0]], "deletes": [[0, 0]], "reloads": [[1, 0]]}"#, "R-INS-ITEM-OOB", []),
        ("T11c", #"{"before": [1, 1], "after": [1, 0], "sectionMoves": [[1, 0]], "deletes": [[0, 0]], "reloads": [[0, 0]]}"#, "R-RELOAD-DEL", []),
        ("T12", #"{"view": "collection", "before": [1, 1], "after": [2, 0], "sectionMoves": [[1, 1]], "moves": [[[1, 0], [0, 0]]]}"#, nil, ["H-SECMOVE-ITEMMOVE"]),
        ("T14", #"{"view": "collection", "before": [5, 5, 5, 5, 5], "after": [5, 5, 4, 5, 4], "sectionMoves": [[2, 4]], "deletes": [[2, 0], [3, 4]]}"#, nil, ["H-SECMOVE-ITEMOPS"]),
        ("T15", #"{"view": "collection", "before": [1, 1], "after": [2], "sectionDeletes": [0], "moves": [[[0, 0], [0, 1]]]}"#, "R-MV-DELSEC", []),
        ("T16", #"{"before": [1, 1, 1, 1, 1, 1, 1], "after": [1, 1, 1, 1, 1, 1], "sectionDeletes": [2], "sectionMoves": [[2, 6], [0, 2]]}"#, "R-DEL-MOVE", []),
        ("T17", #"{"before": [1, 1, 3], "after": [1, 1, 2], "inserts": [[2, 0]], "deletes": [[2, 0], [2, 0]]}"#, "R-COUNT-ITEMS", []),
        ("T17 CV", #"{"view": "collection", "before": [1, 1, 3], "after": [1, 1, 2], "inserts": [[2, 0]], "deletes": [[2, 0], [2, 0]]}"#, nil, ["H-DUP-CV"]),
        ("T18", #"{"before": [4], "after": [4], "deletes": [[0, 1]], "inserts": [[0, 3]], "moves": [[[0, 3], [0, 0]]]}"#, nil, []),
        ("T19 merged", #"{"before": [3], "after": [4], "reloads": [[0, 0]], "deletes": [[0, 1]], "inserts": [[0, 1], [0, 3]], "moves": [[[0, 1], [0, 0]]]}"#, "R-DEL-MOVE", []),
        ("T20 merged", #"{"before": [1, 1, 1, 1], "after": [1, 1, 1, 1], "sectionDeletes": [1], "sectionInserts": [1], "sectionMoves": [[2, 0]], "sectionReloads": [3]}"#, nil, []),
        ("T21", #"{"before": [4], "after": [5], "inserts": [[0, 1]], "moves": [[[0, 3], [0, 2]]]}"#, nil, []),
        ("T24", #"{"before": [2], "after": [1], "deletes": [[0, 0]], "moves": [[[0, 1], [0, 0]]]}"#, nil, []),
        ("T26", #"{"before": [3], "after": [3], "moves": [[[0, 0], [0, 1]], [[0, 0], [0, 2]]]}"#, "R-MV-TWO-DEST", []),
        ("T30", #"{"before": [3], "after": [3], "moves": [[[0, 1], [0, 0]]]}"#, nil, []),
        ("T31", #"{"before": [3], "after": [3], "reloads": [[0, 0]], "deletes": [[0, 0]], "inserts": [[0, 0]]}"#, "R-RELOAD-DEL", []),
        ("T31 move", #"{"before": [3], "after": [3], "reloads": [[0, 0]], "moves": [[[0, 0], [0, 0]]]}"#, "R-DEL-MOVE", []),
        ("T32", #"{"before": [2, 2], "after": [2], "sectionDeletes": [0], "reloads": [[0, 1]]}"#, "R-COUNT-ITEMS", []),
        ("T33", #"{"before": [4, 0], "after": [5, 0], "sectionReloads": [0, 1]}"#, nil, []),
        ("T34 delete", #"{"before": [2, 2], "after": [2], "sectionDeletes": [0], "deletes": [[0, 1]]}"#, nil, []),
        ("T34 insert", #"{"before": [2], "after": [3, 2], "sectionInserts": [0], "inserts": [[0, 1]]}"#, nil, []),
        ("T35", #"{"before": [3], "after": [4], "inserts": [[0, 1]], "reloads": [[0, 1]]}"#, nil, []),
    ] as [(String, String, String?, [String])])
    func moreSpecExamples(name: String, json: String, expected: String?, hazards: [String]) {
        guard case let .verdict(verdict) = evaluate(json) else {
            Issue.record("\(name): bad input")
            return
        }
        #expect(verdict.violation?.rule.rawValue == expected, "\(name): \(verdict.outcome)")
        #expect(verdict.hazards.map(\.id.rawValue) == hazards, "\(name)")
    }

    @Test func exitCodes() throws {
        #expect(try validateExitCode(#"{"before": [3], "after": [2], "deletes": [[0, 1]]}"#) == 0)
        #expect(try validateExitCode(#"{"before": [3], "after": [3], "deletes": [[0, 1]]}"#) == 1)
        // A table view's reloadData fallback is accepted…
        let fallback = #"{"before": [1, 1], "after": [2], "sectionDeletes": [0], "moves": [[[0, 0], [0, 1]]]}"#
        #expect(try validateExitCode(fallback) == 0)
        // …unless the legacy table view is modelled.
        #expect(try validateExitCode(fallback, options: ["--legacy-table-view"]) == 1)
        // A negative count from the data source is UIKit's R-COUNT-NEGATIVE, a verdict.
        #expect(try validateExitCode(#"{"before": [1, 1], "after": [1, -1]}"#) == 1)
        for bad in ["", "{", "[]", #"{"before": [-1], "after": [1]}"#, #"{"before": [1], "after": [1], "deletes": [[0, -1]]}"#,
                    #"{"before": [1], "after": [1], "inserts": [["0", 1]]}"#, #"{"before": [1], "after": [1], "moves": [[0, 1]]}"#] {
            #expect(try validateExitCode(bad) == 2, "\(bad)")
        }
        #expect(exitCode(["validate", "/nonexistent/batch.json"]) == 2)
        #expect(exitCode(["validate", FileManager.default.temporaryDirectory.path]) == 2)
    }

    @Test func endToEndThroughTheExecutable() throws {
        let files = try TemporaryFiles()
        let accepted = try runBenchrunner(["validate", try files.write(#"{"before": [3], "after": [2], "deletes": [[0, 1]]}"#)])
        #expect(accepted.status == 0 && accepted.stderr.isEmpty)
        #expect(accepted.stdout == #"{"valid": true, "rule": null, "message": null, "fallback": false, "hazards": []}"# + "\n")
        let rejected = try runBenchrunner(["validate", "--paths", "uikit", try files.write(#"{"before": [3], "after": [3], "reloads": [[0, 1]], "moves": [[[0, 1], [0, 2]]]}"#)])
        #expect(rejected.status == 1 && rejected.stderr.isEmpty)
        #expect(rejected.stdout.contains(#""rule": "R-DEL-MOVE", "message": "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x"#))
        for bad in ["", "{\"before\": [3]", #"{"before": [1], "after": [1], "deletes": [[0, -1]]}"#,
                    #"{"before": [1e400], "after": [1]}"#, #"{"before": [9223372036854775807], "after": [1], "reloads": [[0, 9223372036854775806]], "inserts": [[0, 0]]}"#] {
            let result = try runBenchrunner(["validate", try files.write(bad)])
            #expect(result.status == 2 || result.status == 1, "\(bad)")
            if result.status == 2 {
                #expect(result.stdout.isEmpty, "\(bad)")
                #expect(result.stderr.hasPrefix("benchrunner: error: ") && result.stderr.filter { $0 == "\n" }.count == 1,
                    "\(bad): \(result.stderr)")
            }
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("backtrace"), "\(bad)")
        }
    }

    @Test func badInputIsOneLine() {
        guard case let .badInput(message) = evaluate(#"{"before": [1], "after": [1], "deletes": [[0, -1]]}"#) else {
            Issue.record("accepted a negative index")
            return
        }
        #expect(message.hasPrefix("R-NEG: negative item in delete"))
        #expect(!message.contains("\n"))
    }

    @Test func pathStyleOption() throws {
        let command = try BenchRunner.Validate.parse(["--paths", "uikit", "--count-format", "modern", "x.json"])
        #expect(command.options.indexPathStyle == .uikit && command.options.countFormat == .modern)
        guard case let .verdict(verdict) = evaluate(#"{"before": [3], "after": [3], "reloads": [[0, 1]], "moves": [[[0, 1], [0, 2]]]}"#, options: command.options) else {
            Issue.record("bad input")
            return
        }
        #expect(RuleViolation.normalizingPointers(verdict.violation?.message ?? "")
            == "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x…> {length = 2, path = 0 - 1})")
    }
}
