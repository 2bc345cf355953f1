import ArgumentParser
import Foundation

/// The DiffBench command-line tool.
@main
struct BenchRunner: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "benchrunner",
        abstract: "Benchmark and check list-diffing algorithms.",
        subcommands: [
            Run.self, Compare.self, Baseline.self, History.self, Report.self, Diff.self, Validate.self, Cell.self,
        ],
        defaultSubcommand: Run.self)

    /// Exit code for bad input (`--sizes abc`, an unknown algorithm, …).
    static let badInputExitCode: Int32 = 2

    /// Parses and runs like `ParsableCommand.main()`, except that bad input
    /// exits with code 2 and one line naming the problem and the valid
    /// choices, never the usage text or a backtrace.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let line = message(for: error)
                    .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                let text = line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line
                FileHandle.standardError.write(Data("benchrunner: error: \(text)\n".utf8))
                Foundation.exit(badInputExitCode)
            }
            exit(withError: error)
        }
    }
}
