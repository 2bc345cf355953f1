import ArgumentParser
import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// CommandLineTool: the `main` of every DiffBench command and its exit codes
//===----------------------------------------------------------------------===//

/// The exit statuses shared by `benchrunner` and `fuzzer`.
package enum ExitStatus {
    /// Everything held.
    package static let success: Int32 = 0
    /// The work ran and found a problem (a failed property, a crashed cell).
    package static let failure: Int32 = 1
    /// Bad options or unreadable input (`--sizes abc`, an unknown algorithm,
    /// a damaged file); a comparison's regression uses it too.
    package static let badInput: Int32 = 2
    /// The work ran but tested too little to say anything: most cases were
    /// refused or skipped, or a promised check never ran (`fuzzer`).
    package static let inconclusive: Int32 = 3
    /// The tool itself failed (a fault in its own machinery, not in what it
    /// tests); nothing is blamed on the subject and no repro is written.
    package static let harnessError: Int32 = 4
}

/// A root command whose `main()` reports bad input as one line and exit
/// status 2, never the usage text or a backtrace.
///
/// - Help and version print and exit 0, as with `ParsableCommand.main()`.
/// - An `ExitCode` thrown by a command keeps its code and prints nothing
///   (the command has already said why).
/// - A validation error of the parser or an `InputError` prints
///   `<toolName>: error: <first line>` and exits with `ExitStatus.badInput`.
/// - Any other error prints the same one line and exits with
///   `otherErrorStatus`.
package protocol CommandLineTool: ParsableCommand {
    /// The tool's name at the start of error lines, e.g. `"benchrunner"`.
    static var toolName: String { get }
    /// The exit status for errors that are neither bad input nor an
    /// `ExitCode`; `ExitStatus.failure` unless the tool says otherwise.
    static var otherErrorStatus: Int32 { get }
    /// The arguments to parse, from the process's (without the program
    /// name): a tool rewrites spellings it still accepts but no longer
    /// documents. The arguments as given unless the tool says otherwise.
    ///
    /// - Throws: An error reported like a parser's (one line, exit 2 for
    ///   an `InputError`).
    static func rewrittenArguments(_ given: [String]) throws -> [String]
}

extension CommandLineTool {
    package static var otherErrorStatus: Int32 { ExitStatus.failure }

    package static func rewrittenArguments(_ given: [String]) throws -> [String] { given }

    /// Parses the process's arguments, runs the command and maps errors to
    /// exit statuses as the protocol describes.
    package static func main() {
        do {
            var command = try parseAsRoot(rewrittenArguments(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let (status, message) = failure(for: error)
            if let message { printToStandardError(message) }
            Foundation.exit(status)
        }
    }

    /// The exit status and the one-line message (if any) for an error.
    package static func failure(for error: any Error) -> (status: Int32, message: String?) {
        if let code = error as? ExitCode { return (code.rawValue, nil) }
        let badInput = error is InputError || exitCode(for: error) == .validationFailure
        let text = (error as? InputError)?.description ?? message(for: error)
        let first = text.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map(String.init) ?? "\(error)"
        var line = first.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
        line = shortened(line)
        return (badInput ? ExitStatus.badInput : otherErrorStatus, "\(toolName): error: \(line)")
    }

    /// The parser's `The value 'x' is invalid for '--opt <opt>': reason` as
    /// `--opt: reason`: the reason (from a `transform`) already names the value.
    static func shortened(_ line: String) -> String {
        guard line.hasPrefix("The value '"), let marker = line.range(of: "' is invalid for '") else { return line }
        let rest = line[marker.upperBound...]
        guard let end = rest.range(of: "': ") else { return line }
        let option = rest[..<end.lowerBound].split(separator: " ").first.map(String.init) ?? ""
        return "\(option): \(rest[end.upperBound...])"
    }
}
