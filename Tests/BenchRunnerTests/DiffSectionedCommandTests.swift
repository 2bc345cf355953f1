import BatchUpdateChecker
@testable import BenchRunner
import DiffAlgorithms
import Foundation
import Testing

/// `benchrunner diff` on sectioned files: the output shape, bad input as one
/// line with exit 2, and every `--stages` batch accepted by `benchrunner
/// validate`, end to end through the binary.
@Suite struct DiffSectionedCommandTests {
    let source = """
        [{"id": "A", "title": "Ada", "items": [{"id": 1, "t": "x"}, {"id": 2, "t": "y"}, {"id": 3, "t": "z"}]},
         {"id": "B", "items": [{"id": 4, "t": "x"}, {"id": 5, "t": "y"}]},
         {"id": "C", "items": [{"id": 6, "t": "x"}]}]
        """
    let target = """
        [{"id": "C", "items": [{"id": 6, "t": "x"}, {"id": 2, "t": "y2"}]},
         {"id": "A", "title": "Ada L.", "items": [{"id": 1, "t": "x"}, {"id": 9, "t": "n"}]},
         {"id": "D", "items": [{"id": 4, "t": "x"}]}]
        """

    @Test func printsSectionsAndItemPaths() throws {
        let files = try TemporaryFiles()
        let result = try runBenchrunner(["diff", try files.write(source), try files.write(target)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == """
            {"algorithm": "hash-linear", "sections": {"deleted": [1], "inserted": [2], "moved": [[2, 0]], "updated": [[0, 1]]}, \
            "items": {"deleted": [[0, 2]], "inserted": [[1, 1]], "moved": [[[0, 1], [0, 1]], [[1, 0], [2, 0]]], \
            "updated": [[[0, 1], [0, 1]]]}}
            """)
    }

    @Test(arguments: ["table", "collection"])
    func everyStageIsAcceptedByValidate(view: String) throws {
        let files = try TemporaryFiles()
        for algorithm in ["hash-linear", "myers", "dp-lcs", "stdlib"] {
            let result = try runBenchrunner([
                "diff", "-a", algorithm, "--check", view, "--stages", try files.write(source), try files.write(target),
            ])
            #expect(result.status == 0, "\(algorithm): \(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let stages = try #require(object["stages"] as? [Any])
            #expect(!stages.isEmpty)
            var previousAfter: [Int]?
            for stage in stages {
                let document = try JSONSerialization.data(withJSONObject: stage)
                let stageObject = try #require(stage as? [String: Any])
                if let previousAfter { #expect(stageObject["before"] as? [Int] == previousAfter) }
                previousAfter = stageObject["after"] as? [Int]
                let verdict = try runBenchrunner(["validate", try files.write(String(decoding: document, as: UTF8.self))])
                #expect(verdict.status == 0, "\(algorithm) stage: \(verdict.stdout)")
                #expect(verdict.stdout.contains(#""hazards": []"#), "\(algorithm): \(verdict.stdout)")
            }
            #expect(previousAfter == [2, 2, 1])
        }
    }

    @Test(arguments: [
        (#"[{"id": 1, "items": []}, {"id": 2}]"#, #"section 1 has no "items""#),
        (#"[{"id": 1, "items": 3}]"#, #"section 0 has "items" that is an integer, expected an array"#),
        (#"[{"id": 1, "items": [1]}, {"id": 2, "items": ["a"]}]"#, "section 1 holds strings but section 0 holds integers (mixed element kinds)"),
        (#"[{"id": 1, "items": [1, "a"]}]"#, "section 0 items: element 1 is a string but element 0 is an integer (mixed element kinds)"),
        (#"[{"id": 1, "items": []}, {"items": []}]"#, #"section 1 is an object without an "id""#),
        (#"[{"id": 1, "items": [1]}, {"id": 2, "items": [1]}]"#, "duplicate item id in the target: items (0, 0) and (1, 0)"),
        (#"[{"id": 1, "items": [1]}, {"id": 1, "items": [2]}]"#, "duplicate section id in the target: sections 0 and 1"),
        ("[1, 2]", "holds integers but the source holds sections (mixed element kinds)"),
    ])
    func badSectionedInputIsOneLineExit2(text: String, problem: String) throws {
        let files = try TemporaryFiles()
        let targetPath = try files.write(text)
        let result = try runBenchrunner(["diff", try files.write(source), targetPath])
        #expect(result.status == 2)
        #expect(result.stderr == "benchrunner: error: \(targetPath): \(problem)\n")
        #expect(result.stdout.isEmpty)
    }
}
