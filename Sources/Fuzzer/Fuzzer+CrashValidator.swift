import ArgumentParser
import BatchUpdateChecker
import CLISupport
import Foundation
import FuzzCore

extension Fuzzer {
    /// `fuzzer crash-validator …`: writes the batch on which the validator
    /// crashed or hung, so the failure has a repro `benchrunner validate`
    /// replays. `CrashGuard` runs it in place of the crashed process; it
    /// rebuilds the batch from the seed and case without validating it.
    struct CrashValidator: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "crash-validator",
            abstract: "Write the batch that crashed or hung the validator (run by the crash guard).",
            shouldDisplay: false)

        @OptionGroup var options: CrashGuardOptions
        @Option(help: "valid-batch-accepted or a mutation") var check: String

        func run() throws {
            CrashGuardOptions.unblockSignals()
            let (seed, caseIndex, view, output) = (options.seed, options.caseIndex, options.view, options.output)
            guard let coordinates = ValidatorCheck(caseIndex: caseIndex, view: view, name: check) else {
                throw InputError("unknown validator check '\(check)'; valid: \(ValidatorCheck.names.joined(separator: ", "))")
            }
            let campaign = ValidatorCampaign(seed: seed, iterations: caseIndex + 1, maxSize: options.maxSize)
            guard let document = campaign.document(for: coordinates) else {
                // The guard named a check that does not exist: its own fault.
                Fuzzer.Crash.harnessError("case \(caseIndex) of seed \(seed) has no '\(check)' batch; no repro is written")
            }
            let what = options.reason.pastTense
            FailureReport(
                subject: "validator \(check)", seed: seed, caseIndex: caseIndex, casesToCatch: caseIndex + 1,
                details: ["\(view.rawValue) view: the validator \(what) on this batch"],
                fileName: "validator-\(check)-\(view.rawValue)-seed\(seed)-case\(caseIndex).json",
                contents: document.json + "\n", fileNote: " (not shrunk)", replay: { "benchrunner validate \($0)" }
            ).emit(output: output)
            printToStandardError("fuzzer: the validator \(what) (seed \(seed)); batch in \(output)/")
            throw ExitCode(1)
        }
    }
}
