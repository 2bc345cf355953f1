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
        var judged = 0
        let itemCount = try document(#"{"view": "\#(view)", "before": [3], "after": [3], "deletes": [[0, 1]]}"#)
        let sectionCount = try document(#"{"view": "\#(view)", "before": [3, 1], "after": [3], "inserts": [[0, 0]]}"#)
        let accepted = try document(#"{"view": "\#(view)", "before": [3], "after": [2], "deletes": [[0, 1]]}"#)
        let bounds = try document(#"{"view": "\#(view)", "before": [3], "after": [2], "deletes": [[0, 3]]}"#)
        let predictions: [PredictedOutcome] = [
            .exception(.itemCount), .exception(.sectionCount), .accepted, .exception(.deleteItemOutOfBounds),
        ]
        for (batch, predicted) in zip([itemCount, sectionCount, accepted, bounds], predictions) {
            #expect(ValidatorOptions.problem(batch, predicted: predicted, complete: true, judged: &judged) == nil, "\(batch.json)")
            #expect(ValidatorOptions.problem(batch, predicted: predicted, complete: false, judged: &judged) == nil, "\(batch.json)")
        }
        // A count failure predicted where the batch has none: the modern
        // text is due, and the unchanged classic verdict is reported.
        #expect(ValidatorOptions.problem(accepted, predicted: .exception(.itemCount), complete: false, judged: &judged) != nil)
        // Every batch validated again with `complete`; only the count failures without.
        #expect(judged == 4 + 2 + 1)
    }

    @Test func aTableViewsFallbackTurnsIntoAnExceptionWithTheLegacyOption() throws {
        var judged = 0
        let moveOutOfDeleted = try document(
            #"{"view": "table", "before": [2, 1], "after": [2], "sectionDeletes": [1], "moves": [[[1, 0], [0, 1]]], "deletes": [[0, 1]]}"#)
        let standard = try BatchUpdateValidator(view: .table)
            .validate(moveOutOfDeleted.update, before: moveOutOfDeleted.before, after: moveOutOfDeleted.after)
        #expect(standard.isFallback)
        #expect(ValidatorOptions.problem(moveOutOfDeleted, predicted: .fallback(.moveFromDeletedSection), complete: false, judged: &judged) == nil)
        #expect(ValidatorOptions.problem(moveOutOfDeleted, predicted: .fallback(.moveFromDeletedSection), complete: true, judged: &judged) == nil)
        // The wrong rule predicted for the legacy exception.
        #expect(ValidatorOptions.problem(moveOutOfDeleted, predicted: .fallback(.moveIntoInsertedSection), complete: false, judged: &judged) != nil)
        #expect(judged == 3)
    }
}
