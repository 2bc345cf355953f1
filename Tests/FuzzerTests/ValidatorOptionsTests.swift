import BatchUpdateChecker
@testable import FuzzCore
import Foundation
import Testing

/// `options-agree` on hand-made batches of each kind the options change.
@Suite struct ValidatorOptionsTests {
    private func document(_ json: String) throws -> BatchDocument {
        try BatchDocument(json: Data(json.utf8))
    }

    @Test(arguments: ["table", "collection"])
    func countFailuresTurnModernAndNothingElseChanges(view: String) throws {
        let itemCount = try document(#"{"view": "\#(view)", "before": [3], "after": [3], "deletes": [[0, 1]]}"#)
        let sectionCount = try document(#"{"view": "\#(view)", "before": [3, 1], "after": [3], "inserts": [[0, 0]]}"#)
        let accepted = try document(#"{"view": "\#(view)", "before": [3], "after": [2], "deletes": [[0, 1]]}"#)
        let bounds = try document(#"{"view": "\#(view)", "before": [3], "after": [2], "deletes": [[0, 3]]}"#)
        for batch in [itemCount, sectionCount, accepted, bounds] {
            #expect(ValidatorOptions.problem(batch) == nil, "\(batch.json)")
        }
    }

    @Test func aTableViewsFallbackTurnsIntoAnExceptionWithTheLegacyOption() throws {
        let moveOutOfDeleted = try document(
            #"{"view": "table", "before": [2, 1], "after": [2], "sectionDeletes": [1], "moves": [[[1, 0], [0, 1]]], "deletes": [[0, 1]]}"#)
        let standard = try BatchUpdateValidator(view: .table)
            .validate(moveOutOfDeleted.update, before: moveOutOfDeleted.before, after: moveOutOfDeleted.after)
        #expect(standard.isFallback)
        #expect(ValidatorOptions.problem(moveOutOfDeleted) == nil)
    }
}
