import Foundation
import Testing

import BenchCore

/// Schema version 3: `CellResult.quality`, written with its bounds and
/// multiples; version 1 and 2 files (the published runs) still read.
@Suite struct ResultsSchemaV3Tests {
    private static let runs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("results/runs")

    @Test(arguments: ["2026-11-25-04d1bb8", "2026-11-22-7b256ec"])
    func publishedOlderRunsStillDecode(run: String) throws {
        let data = try Data(contentsOf: Self.runs.appendingPathComponent(run).appendingPathComponent("results.json"))
        let results = try ResultsFile.decode(data)
        #expect(results.version < 3)
        #expect(!results.cells.isEmpty)
        #expect(results.cells.allSatisfy { $0.quality == nil }, "no quality before version 3")
        #expect(results.validationProblem() == nil)
        // Tables still render, without the quality section.
        #expect(!ResultsTable.text(for: results).contains("rows animated"))
    }

    @Test func qualityRoundTripsWithItsDerivedValuesWritten() throws {
        var results = sampleResults()
        let bound = ChangesetBound(sourceCount: 1000, targetCount: 1000, matchable: 900, commonSubsequence: 810)
        results.cells[0].quality = ChangesetQuality(
            size: ChangesetSize(deleted: 100, inserted: 100, moved: 0, updated: 0), bound: bound)
        let data = try results.encoded()
        #expect(try ResultsFile.decode(data) == results)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        let cells = try #require(json["cells"] as? [[String: Any]])
        let quality = try #require(cells[0]["quality"] as? [String: Any])
        #expect(quality["rowsAnimated"] as? Int == 200)
        #expect(quality["moveFree"] as? Bool == true)
        let boundMultiple = try #require(quality["boundMultiple"] as? Double)
        #expect(abs(boundMultiple - 200.0 / 290.0) < 1e-12)
        let moveFreeMultiple = try #require(quality["moveFreeMultiple"] as? Double)
        #expect(abs(moveFreeMultiple - 200.0 / 380.0) < 1e-12)
        let written = try #require(quality["bound"] as? [String: Any])
        #expect(written["lowerBound"] as? Int == 290)
        #expect(written["moveFreeLowerBound"] as? Int == 380)
        #expect(written["matchable"] as? Int == 900)
        #expect(written["commonSubsequence"] as? Int == 810)
    }

    @Test func impossibleBoundsAreRejected() throws {
        let json = #"{"sourceCount": 3, "targetCount": 3, "matchable": 2, "commonSubsequence": 3}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ChangesetBound.self, from: Data(json.utf8)) }
        var results = sampleResults()
        results.cells[0].quality = ChangesetQuality(
            rowsAnimated: 10, moveFree: true,
            bound: ChangesetBound(sourceCount: 100, targetCount: 100, matchable: 90, commonSubsequence: 80))
        let problem = try #require(results.validationProblem())
        #expect(problem.contains("below its lower bound 30"), "\(problem)")
    }
}
