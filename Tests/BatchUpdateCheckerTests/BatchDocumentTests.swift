@testable import BatchUpdateChecker
import Foundation
import Testing

@Suite struct BatchDocumentTests {
    @Test func roundTrip() throws {
        let document = BatchDocument(
            view: .collection, before: BatchShape([3, 3]), after: BatchShape([3, 4]),
            update: BatchUpdate(
                sectionDeletes: [], sectionInserts: [], sectionReloads: [1], sectionMoves: [BatchMove(1, 0)],
                itemDeletes: [ip(0, 1)], itemInserts: [ip(1, 0)], itemReloads: [ip(0, 2)], itemMoves: [mv((0, 0), (1, 1))]))
        let json = document.json
        #expect(json.hasPrefix("{\"view\": \"collection\", \"before\": [3, 3], \"after\": [3, 4], \"deletes\": [[0, 1]]"))
        #expect(try BatchDocument(json: Data(json.utf8)) == document)
    }

    @Test func omittedKeysAreEmptyAndViewDefaultsToTable() throws {
        let document = try BatchDocument(json: Data(#"{"before": [2], "after": [1], "deletes": [[0, 0]]}"#.utf8))
        #expect(document.view == .table)
        #expect(document.update == .singleSection(deletes: [0]))
    }

    @Test func badDocumentsNameTheProblem() {
        let cases: [(String, String)] = [
            ("", "is empty"),
            ("{", "not valid JSON"),
            ("[1]", "the document must be a JSON object"),
            (#"{"after": [1]}"#, "missing key 'before'"),
            (#"{"before": [1], "after": "x"}"#, "'after' must be an array"),
            (#"{"before": [1], "after": [1], "view": "grid"}"#, #"'view' must be "table" or "collection", not "grid""#),
            (#"{"before": [1], "after": [1], "delete": []}"#, "unknown key 'delete'"),
            (#"{"before": [1], "after": [1], "deletes": [[0]]}"#, "'deletes[0]' must be an index path [section, item], not [0]"),
            (#"{"before": [1], "after": [1], "moves": [[[0, 0]]]}"#, "'moves[0]' must be [[section, item], [section, item]]"),
            (#"{"before": [1], "after": [1], "sectionMoves": [[0]]}"#, "'sectionMoves[0]' must be [from, to]"),
            (#"{"before": [1], "after": [1], "deletes": [[0, true]]}"#, "'deletes[0][1]' must be an integer"),
            (#"{"before": [1.5], "after": [1]}"#, "a number is not an integer"),
            (#"{"before": null, "after": [1]}"#, "'before' must not be null"),
        ]
        for (json, expected) in cases {
            do {
                _ = try BatchDocument(json: Data(json.utf8))
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.message.hasPrefix(expected), "\(json): \(error.message)")
                #expect(!error.message.contains("\n"), "one line: \(error.message)")
            }
        }
    }

    @Test func documentToVerdictJSONForDuplicateDeletes() throws {
        // The path of `benchrunner validate`: document in, verdict JSON out.
        let json = #"{"view": "collection", "before": [1, 1, 1], "after": [0, 1, 0], "deletes": [[0, 0], [0, 0], [2, 0]]}"#
        let document = try BatchDocument(json: Data(json.utf8))
        let verdict = try BatchUpdateValidator(view: document.view)
            .validate(document.update, before: document.before, after: document.after)
        #expect(verdict.json.hasPrefix(#"{"valid": false, "rule": "R-COUNT-ITEMS", "message": "Invalid update: invalid number of items in section 0.  "#))
        #expect(verdict.json.contains("(0 inserted, 2 deleted)"))
        #expect(verdict.json.hasSuffix(#"(0 moved in, 0 moved out).", "fallback": false, "hazards": []}"#))
    }

    @Test func verdictJSON() {
        let rejected = BatchVerdict(outcome: .exception(RuleViolation(rule: .deleteAndMove, message: "a \"quoted\"\nline")))
        #expect(rejected.json == #"{"valid": false, "rule": "R-DEL-MOVE", "message": "a \"quoted\"\nline", "fallback": false, "hazards": []}"#)
        let accepted = BatchVerdict(outcome: .accepted, hazards: [BatchHazard(.reloadWithMove, "note")])
        #expect(accepted.json == #"{"valid": true, "rule": null, "message": null, "fallback": false, "hazards": [{"id": "H-RELOAD-MOVE", "note": "note"}]}"#)
        let fallback = BatchVerdict(outcome: .reloadDataFallback(RuleViolation(rule: .moveFromDeletedSection, message: "m")))
        #expect(fallback.json == #"{"valid": true, "rule": "R-MV-DELSEC", "message": "m", "fallback": true, "hazards": []}"#)
    }
}
