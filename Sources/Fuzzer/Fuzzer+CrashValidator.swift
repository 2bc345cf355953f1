import ArgumentParser
import BatchUpdateChecker
import CLISupport
import Foundation
import FuzzCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

        @Option(parsing: .unconditional, transform: OptionLimits.seed) var seed: UInt64
        @Option(name: .customLong("case"), parsing: .unconditional, transform: OptionLimits.caseIndex) var caseIndex: Int
        @Option(help: "valid-batch-accepted or a mutation") var check: String
        @Option(help: "Why the crash guard started this command.") var reason: CrashReason = .signal
        @Option(parsing: .unconditional, transform: OptionLimits.maxSize) var maxSize: Int = 64
        @Option var view: ViewKind = .table
        @Option var output: String = "results/fuzz"

        func run() throws {
            // exec from a signal handler keeps that signal blocked; unblock all.
            var none = sigset_t()
            sigemptyset(&none)
            sigprocmask(SIG_SETMASK, &none, nil)
            guard let coordinates = ValidatorCheck(caseIndex: caseIndex, view: view, name: check) else {
                throw InputError("unknown validator check '\(check)'; valid: \(ValidatorCheck.names.joined(separator: ", "))")
            }
            let campaign = ValidatorCampaign(seed: seed, iterations: caseIndex + 1, maxSize: maxSize)
            guard let document = campaign.document(for: coordinates) else {
                // The guard named a check that does not exist: its own fault.
                Fuzzer.Crash.harnessError("case \(caseIndex) of seed \(seed) has no '\(check)' batch; no repro is written")
            }
            let what = reason == .hang ? "hung" : "crashed"
            let name = "validator-\(check)-\(view.rawValue)-seed\(seed)-case\(caseIndex).json"
            let path = (output as NSString).appendingPathComponent(name)
            print("""
                FAIL validator \(check) — seed \(seed), case \(caseIndex), after \(caseIndex + 1) case\(caseIndex == 0 ? "" : "s")
                  \(view.rawValue) view: the validator \(what) on this batch
                \(document.json)
                """)
            if let problem = writeReproFile(Data(document.json.utf8), to: path, in: output) {
                Fuzzer.Crash.harnessError("could not write the batch: \(problem)")
            }
            print("wrote \(path) (not shrunk); replay with: benchrunner validate \(path)\n")
            printToStandardError("fuzzer: the validator \(what) (seed \(seed)); batch in \(output)/")
            throw ExitCode(1)
        }
    }
}
