import CLISupport
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// FailureReport: how every campaign prints a failure and writes its repro
//===----------------------------------------------------------------------===//

/// A failure a campaign found, as the fuzzer reports it on standard output:
///
///     FAIL <subject> — seed S, case C, after N cases
///       <details, one per line>
///     <the repro file's contents>
///     wrote <path>; replay with: <replay command>
///
/// The first line starts with `FAIL ` for every kind of campaign, so that
/// scripts find failures by that prefix and read the case count from
/// `after N case`.
struct FailureReport {
    /// What failed, e.g. `myers minimal` or `validator move-to-deleted`.
    var subject: String
    var seed: UInt64
    var caseIndex: Int
    /// Cases the campaign ran until this one, this one included.
    var casesToCatch: Int
    /// Lines after the first, printed indented by two spaces.
    var details: [String]
    /// The repro file's name in the output folder.
    var fileName: String
    /// The repro file's contents, ending with a newline.
    var contents: String
    /// Printed after the path, e.g. `" (not shrunk)"`.
    var fileNote = ""
    /// The command that replays the file at a path.
    var replay: (String) -> String

    /// A file name made of letters, digits, `-`, `_` and `.` only.
    static func safeFileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }

    /// Prints the report and writes the repro file into `output`; a file that
    /// cannot be written is said on standard error.
    func emit(output: String) {
        let path = (output as NSString).appendingPathComponent(fileName)
        let plural = casesToCatch == 1 ? "" : "s"
        print("FAIL \(subject) — seed \(seed), case \(caseIndex), after \(casesToCatch) case\(plural)")
        for line in details { print("  \(line)") }
        print(contents, terminator: "")
        if let problem = writeReproFile(Data(contents.utf8), to: path, in: output) {
            printToStandardError("fuzzer: could not write the repro: \(problem)")
        } else {
            print("wrote \(path)\(fileNote); replay with: \(replay(path))\n")
        }
        // A later crash re-execs the process; don't lose this report.
        fflush(nil)
    }
}

extension FailureReport {
    /// The report of a shrunk flat case (a built-in algorithm's or an
    /// adapter's): what was generated and what it shrank to, then the
    /// message; the file `<algorithm>-<property>-seed<S>-case<I>.json`.
    init(
        shrunk repro: Repro, original: FuzzCase, shrunk: FuzzCase, attempts: Int, casesToCatch: Int, seed: UInt64,
        contents: String, replay: @escaping (String) -> String
    ) {
        let caseIndex = repro.caseIndex ?? 0
        self.init(
            subject: "\(repro.algorithm) \(repro.property)", seed: seed, caseIndex: caseIndex, casesToCatch: casesToCatch,
            details: ["generated: \(original)", "shrunk:    \(shrunk) (\(attempts) attempts)", repro.message],
            fileName: Self.safeFileName("\(repro.algorithm)-\(repro.property)-seed\(seed)-case\(caseIndex).json"),
            contents: contents, replay: replay)
    }
}

/// Prints a shrunk failure and writes its repro file.
func reportFailure(_ failure: FoundFailure, seed: UInt64, output: String) {
    FailureReport(
        shrunk: failure.repro, original: failure.original, shrunk: failure.shrunk, attempts: failure.shrinkAttempts,
        casesToCatch: failure.casesToCatch, seed: seed, contents: failure.repro.json, replay: { "fuzzer replay \($0)" }
    ).emit(output: output)
}
