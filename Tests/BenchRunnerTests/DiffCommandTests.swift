import BenchCore
import BenchMeasurement
import BenchTestSupport
import CLISupport
@testable import BenchRunner
import DiffAlgorithms
import Foundation
import Testing

/// `benchrunner diff`: input classification, output format, and the exit
/// code and single stderr line for every kind of bad input.
@Suite struct DiffCommandTests {
    func parse(_ text: String) throws(InputFileError) -> DiffInput {
        try DiffInput.parse(Data(text.utf8)) { InputFileError(path: "in.json", problem: $0) }
    }

    @Test func classifiesTheThreeElementKinds() throws {
        #expect(try parse("[3, 1, 2]") == .integers([3, 1, 2]))
        #expect(try parse(#"["a", "b"]"#) == .strings(["a", "b"]))
        guard case .records(let records) = try parse(#"[{"id": 1, "t": "x"}, {"id": "k"}]"#) else {
            Issue.record("objects not classified as records")
            return
        }
        #expect(records.map(\.id) == [.integer(1), .string("k")])
        #expect(try parse(" [ ] \n") == .integers([]))
    }

    @Test(arguments: [
        ("", "is empty"),
        ("  \n", "is empty"),
        ("[1, 2", "not valid JSON (Unexpected end of file during JSON parse)"),
        ("[1,,2]", "not valid JSON"),
        ("\u{FF}\u{FE}garbage", "not valid JSON"),
        (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), "Too many nested arrays"),
        (#"{"id": 1}"#, "top-level value is an object, expected an array"),
        ("42", "top-level value is an integer, expected an array"),
        (#"[{"name": "x"}]"#, #"element 0 is an object without an "id""#),
        (#"[{"id": 1.5}]"#, #"element 0 has an "id" that is a non-integer number"#),
        (#"[1, "a"]"#, "element 1 is a string but element 0 is an integer (mixed element kinds)"),
        (#"["a", {"id": 1}]"#, "element 1 is an object but element 0 is a string"),
        ("[true]", "element 0 is a boolean, expected integers, strings or objects"),
    ])
    func rejectsBadInput(text: String, problem: String) {
        #expect {
            try parse(text)
        } throws: { error in
            (error as? InputFileError)?.problem.contains(problem) == true
        }
    }

    @Test func rendersTheIssueFormat() throws {
        let output = try BenchRunner.Diff.render(
            algorithm: HashKeyedLinearDiff(), source: .integers([1, 2, 3, 4, 5]),
            target: .integers([9, 1, 3, 5, 4, 8]), targetPath: "b.json")
        #expect(output == #"{"algorithm": "hash-linear", "deleted": [1], "inserted": [0, 5], "moved": [[4, 3]], "updated": []}"#)
    }

    @Test func objectContentChangesAreUpdates() throws {
        let source = try parse(#"[{"id": 1, "title": "a"}, {"id": 2, "title": "b"}]"#)
        let target = try parse(#"[{"id": 2, "title": "b"}, {"id": 1, "title": "A"}]"#)
        let output = try BenchRunner.Diff.render(
            algorithm: HashKeyedLinearDiff(), source: source, target: target, targetPath: "b.json")
        #expect(output.hasSuffix(#""moved": [[1, 0]], "updated": [[0, 1]]}"#))
    }

    @Test func mixedKindsAcrossFilesNameTheTarget() {
        #expect(throws: InputFileError(path: "b.json", problem: "holds strings but the source holds integers (mixed element kinds)")) {
            try BenchRunner.Diff.render(
                algorithm: MyersLinearSpaceDiff(), source: .integers([1]), target: .strings(["a"]), targetPath: "b.json")
        }
    }

    // MARK: The executable

    @Test(arguments: AlgorithmRegistry.ids)
    func everyAlgorithmRunsOnEveryKind(id: String) throws {
        let files = try TemporaryFiles()
        for (old, new) in [
            ("[1, 2, 3]", "[3, 1, 4]"),
            (#"["a", "b"]"#, #"["b", "c", "a"]"#),
            (#"[{"id": 1, "v": 0}, {"id": "x"}]"#, #"[{"id": "x"}, {"id": 1, "v": 1}]"#),
        ] {
            let result = try runBenchrunner(["diff", "--algorithm", id, files.write(old), files.write(new)])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix(#"{"algorithm": "\#(id)", "deleted": ["#))
        }
    }

    @Test func badInputExitsWithCodeTwoAndOneLine() throws {
        let files = try TemporaryFiles()
        let good = try files.write("[1, 2]")
        let cases: [([String], String)] = [
            (["diff", try files.write("[1, 2"), good], "not valid JSON"),
            (["diff", try files.write(""), good], "is empty"),
            (["diff", files.directory.path, good], "is a directory"),
            (["diff", files.directory.appendingPathComponent("missing.json").path, good], "no such file"),
            (["diff", "--algorithm", "lcs", good, good], "unknown algorithm 'lcs'; valid: naive-lcs, dp-lcs"),
            (["diff", "--algorithm", "naive-lcs", try files.write("[\((0..<30).map(String.init).joined(separator: ","))]"), good],
             "input too large for naive-lcs"),
        ]
        for (arguments, message) in cases {
            let result = try runBenchrunner(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("benchrunner: error: "))
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
