import BatchUpdateChecker
@testable import BenchRunner
import DiffAlgorithms
import Foundation
import Testing

@Suite struct DiffBatchOptionsTests {
    private func input(_ json: String) throws -> DiffInput {
        try DiffInput.parse(Data(json.utf8), failure: { InputFileError(path: "test", problem: $0) })
    }

    @Test func checkAndStagesAreAddedToTheDiff() throws {
        // T29 as records: [A,B,C,D] → [D,A,B',C].
        let source = try input(#"[{"id": 1, "t": "a"}, {"id": 2, "t": "b"}, {"id": 3, "t": "c"}, {"id": 4, "t": "d"}]"#)
        let target = try input(#"[{"id": 4, "t": "d"}, {"id": 1, "t": "a"}, {"id": 2, "t": "B"}, {"id": 3, "t": "c"}]"#)
        let output = try BenchRunner.Diff.render(
            algorithm: HashKeyedLinearDiff(), source: source, target: target, targetPath: "t.json",
            check: .collection, stages: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let check = try #require(object["check"] as? [String: Any])
        #expect(check["valid"] as? Bool == true)
        let hazards = try #require(check["hazards"] as? [[String: Any]])
        #expect(hazards.map { $0["id"] as? String } == ["H-RELOAD-MOVE"])
        let stages = try #require(object["stages"] as? [[String: Any]])
        #expect(stages.count == 2)
        // Every stage is a `validate` document that UIKit accepts.
        for stage in stages {
            let data = try JSONSerialization.data(withJSONObject: stage)
            guard case let .verdict(verdict) = BenchRunner.Validate.evaluate(data, options: ValidationOptions()) else {
                Issue.record("stage is not a batch document: \(stage)")
                continue
            }
            #expect(verdict.outcome == .accepted && verdict.hazards.isEmpty)
            #expect(stage["view"] as? String == "collection")
        }
    }

    @Test func withoutTheFlagsTheOutputIsUnchanged() throws {
        let source = try input("[1, 2, 3]"), target = try input("[3, 1, 2]")
        let output = try BenchRunner.Diff.render(algorithm: MyersLinearSpaceDiff(), source: source, target: target, targetPath: "t.json")
        #expect(!output.contains("check") && !output.contains("stages"))
        let staged = try BenchRunner.Diff.render(algorithm: MyersLinearSpaceDiff(), source: source, target: target, targetPath: "t.json", stages: true)
        #expect(staged.contains(#""stages": [{"view": "table", "before": [3], "after": [3], "deletes": [[0, 2]], "inserts": [[0, 0]]"#))
    }
}
