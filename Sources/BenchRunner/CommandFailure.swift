import ArgumentParser
import Foundation

/// Writes `message` as one line on standard error.
func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Reports bad input the way every benchrunner command does: one line on
/// standard error, `benchrunner: error: <message>`, and exit code 2.
///
///     throw badInput("a.json: no such file")
func badInput(_ message: String) -> ExitCode {
    printToStandardError("benchrunner: error: \(message)")
    return ExitCode(2)
}
