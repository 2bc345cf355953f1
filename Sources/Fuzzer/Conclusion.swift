import ArgumentParser
import CLISupport
import FuzzCore

//===----------------------------------------------------------------------===//
// The end of a campaign: its verdict as one line and an exit status
//===----------------------------------------------------------------------===//

/// Ends a campaign by its verdict: returns when it passed (exit 0); prints
/// one line on standard error and throws the exit status otherwise —
/// `ExitStatus.failure` (1) for failures, `ExitStatus.inconclusive` (3)
/// with the reason when the campaign tested too little.
///
/// - Parameters:
///   - subject: Appended to the failure count, e.g. `" of python-difflib"`.
///   - written: What the output folder holds, e.g. `"repros"`.
func conclude(
    _ verdict: CampaignVerdict, seed: UInt64, output: String, subject: String = "", written: String = "repros"
) throws {
    switch verdict {
    case .passed:
        return
    case let .failed(failures):
        printToStandardError(
            "fuzzer: \(failures) failure\(failures == 1 ? "" : "s")\(subject) (seed \(seed)); \(written) in \(output)/")
        throw ExitCode(ExitStatus.failure)
    case let .inconclusive(reason):
        printToStandardError("fuzzer: inconclusive (seed \(seed)): \(reason)")
        throw ExitCode(ExitStatus.inconclusive)
    }
}
