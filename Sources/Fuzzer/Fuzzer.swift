import ArgumentParser
import Foundation

/// The DiffBench fuzzer: property-based correctness fuzzing of every diff
/// algorithm, with shrinking and replayable JSON repros.
///
///     fuzzer --seed 42 --iterations 100000 --max-size 64
///     fuzzer replay results/fuzz/myers-minimal-seed42-case1234.json
@main
struct Fuzzer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzzer",
        abstract: "Fuzz every diff algorithm against its documented properties.",
        discussion: """
            Exit status: 0 when every property held, 1 when a property failed (the \
            shrunk repro is printed and written under the output folder), 2 for bad \
            options or unreadable files.
            """,
        subcommands: [Run.self, Replay.self, Crash.self, Probe.self],
        defaultSubcommand: Run.self)

    /// Parses, runs, and maps errors to exit codes: help and version exit 0,
    /// `ExitCode`s keep their code, and everything else (bad options,
    /// unreadable files) prints one line and exits 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let (status, message) = failure(for: error)
            if let message { printToStandardError(message) }
            Foundation.exit(status)
        }
    }

    /// The exit status and the one-line message (if any) for an error.
    static func failure(for error: any Error) -> (status: Int32, message: String?) {
        if let code = error as? ExitCode { return (code.rawValue, nil) }
        let text = message(for: error)
            .split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map(String.init) ?? "\(error)"
        var line = text.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
        return (2, "fuzzer: error: \(line)")
    }
}

/// Writes `message` as one line on standard error.
func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Bad input that is not an option (a missing or malformed file).
struct InputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
