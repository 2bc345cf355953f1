import ArgumentParser
import BatchUpdateChecker
import CLISupport
import Foundation
import FuzzCore
import Testing

@testable import Fuzzer

/// `fuzzer crash-validator`, which the crash guard runs in place of a
/// validator that crashed or hung: it must write the batch in flight.
@Suite("Validator crash repro")
struct CrashValidatorTests {
    @Test func writesTheBatchInFlightWithoutValidatingIt() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("crash-validator-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var command = try Fuzzer.parseAsRoot([
            "crash-validator", "--seed", "1", "--case", "3", "--check", "delete-section-out-of-range",
            "--view", "collection", "--output", output,
        ])
        #expect(throws: ExitCode(1)) { try command.run() }
        let path = output + "/validator-delete-section-out-of-range-collection-seed1-case3.json"
        let written = try BatchDocument(json: Data(contentsOf: URL(fileURLWithPath: path)))
        let check = ValidatorCheck(caseIndex: 3, view: .collection, mutation: .deleteSectionOutOfRange)
        let rebuilt = try #require(ValidatorCampaign(seed: 1, iterations: 4).document(for: check))
        #expect(written == rebuilt)
        // The batch is the mutation's: the intact validator rejects it as predicted.
        let verdict = try BatchUpdateValidator(view: .collection).validate(written.update, before: written.before, after: written.after)
        guard case let .exception(violation) = verdict.outcome else {
            Issue.record("accepted: \(verdict)")
            return
        }
        #expect(violation.rule == .deleteItemSectionOutOfBounds)
    }

    @Test func namesEveryCheckAndRejectsOthers() throws {
        #expect(ValidatorCheck.names.count == BatchMutation.allCases.count + 1)
        for name in ValidatorCheck.names {
            #expect(ValidatorCheck(caseIndex: 0, view: .table, name: name)?.name == name)
        }
        var command = try Fuzzer.parseAsRoot(["crash-validator", "--seed", "1", "--case", "0", "--check", "bogus"])
        #expect(throws: InputError.self) { try command.run() }
    }
}
