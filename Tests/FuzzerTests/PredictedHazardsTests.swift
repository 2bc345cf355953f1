import BatchUpdateChecker
@testable import FuzzCore
import Foundation
import Testing

/// `hazards-predicted` on hand-made batches, one per hazard it decides.
@Suite struct PredictedHazardsTests {
    private func check(_ json: String) throws -> (expected: Set<HazardID>, problem: (expected: String, got: String)?) {
        let document = try BatchDocument(json: Data(json.utf8))
        let verdict = try BatchUpdateValidator(view: document.view)
            .validate(document.update, before: document.before, after: document.after)
        return (
            PredictedHazards.expected(document.update, view: document.view, outcome: verdict.outcome),
            PredictedHazards.problem(document, verdict: verdict)
        )
    }

    @Test func eachDecidedHazardIsPredictedAndReported() throws {
        let cases: [(String, HazardID?)] = [
            (#"{"view": "collection", "before": [3], "after": [1], "deletes": [[0, 0], [0, 0]]}"#, .duplicateInCollectionView),
            (#"{"view": "table", "before": [3], "after": [1], "deletes": [[0, 0], [0, 0]]}"#, nil),
            (#"{"view": "table", "before": [2, 1], "after": [2], "sectionDeletes": [1], "moves": [[[1, 0], [0, 1]]], "deletes": [[0, 1]]}"#, .tableViewFallback),
            (#"{"view": "collection", "before": [1, 1], "after": [1, 1], "sectionReloads": [0], "sectionMoves": [[1, 1]]}"#, .sectionReloadWithSectionOps),
            (#"{"view": "collection", "before": [2, 1], "after": [1, 2], "sectionMoves": [[0, 1]], "moves": [[[0, 0], [0, 0]]]}"#, .sectionMoveWithItemMove),
            (#"{"view": "table", "before": [2], "after": [2], "sectionReloads": [0], "reloads": [[0, 1]]}"#, .reloadInDeletedSection),
            (#"{"view": "collection", "before": [2, 1], "after": [1, 1], "sectionMoves": [[0, 1], [1, 0]], "deletes": [[0, 0]]}"#, .sectionMoveWithItemOps),
            (#"{"view": "table", "before": [2, 1], "after": [2, 2], "sectionMoves": [[0, 1], [1, 0]], "inserts": [[0, 0]]}"#, .rxDataSourcesHardestCase),
            (#"{"view": "table", "before": [3], "after": [3], "reloads": [[0, 1]]}"#, nil),
            (#"{"view": "table", "before": [4], "after": [4], "moves": [[[0, 3], [0, 0]]], "reloads": [[0, 1]]}"#, .reloadWithMove),
            (#"{"view": "table", "before": [3], "after": [2], "deletes": [[0, 0], [0, 0]], "reloads": [[0, 2]]}"#, .reloadMisplaced),
            (#"{"view": "collection", "before": [1, 2], "after": [2], "sectionDeletes": [0], "deletes": [[0, 0]], "reloads": [[1, 1]]}"#, .reloadMisplaced),
        ]
        for (json, hazard) in cases {
            let result = try check(json)
            #expect(result.expected.intersection(PredictedHazards.decided) == Set([hazard].compactMap { $0 }), "\(json)")
            #expect(result.problem == nil, "\(json): \(String(describing: result.problem))")
        }
    }

    @Test func aMissingHazardIsReported() throws {
        let document = try BatchDocument(json: Data(#"{"view": "collection", "before": [3], "after": [1], "deletes": [[0, 0], [0, 0]]}"#.utf8))
        let problem = PredictedHazards.problem(document, verdict: BatchVerdict(outcome: .accepted))
        #expect(problem?.expected == "the hazards H-DUP-CV")
        #expect(problem?.got == "the hazards none")
    }
}
