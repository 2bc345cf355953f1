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

        @Option var seed: UInt64
        @Option(name: .customLong("case")) var caseIndex: Int
        @Option(help: "valid-batch-accepted or a mutation") var check: String
        @Option(help: "signal or hang") var reason: String = "signal"
        @Option var maxSize: Int = 64
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
                throw InputError("case \(caseIndex) of seed \(seed) has no '\(check)' batch")
            }
            let what = reason == "hang" ? "hung" : "crashed"
            let name = "validator-\(check)-\(view.rawValue)-seed\(seed)-case\(caseIndex).json"
            let path = (output as NSString).appendingPathComponent(name)
            print("""
                FAIL validator \(check) — seed \(seed), case \(caseIndex), after \(caseIndex + 1) case\(caseIndex == 0 ? "" : "s")
                  \(view.rawValue) view: the validator \(what) on this batch
                \(document.json)
                """)
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                try Data(document.json.utf8).write(to: URL(fileURLWithPath: path))
                print("wrote \(path) (not shrunk); replay with: benchrunner validate \(path)\n")
            } catch {
                throw InputError("could not write \(path): \(error.localizedDescription)")
            }
            printToStandardError("fuzzer: the validator \(what) (seed \(seed)); batch in \(output)/")
            throw ExitCode(1)
        }
    }
}
