import ArgumentParser
import CLISupport
import Foundation

/// The DiffBench fuzzer: property-based correctness fuzzing of every diff
/// algorithm, with shrinking and replayable JSON repros.
///
///     fuzzer --seed 42 --iterations 100000 --max-size 64
///     fuzzer replay results/fuzz/myers-minimal-seed42-case1234.json
@main
struct Fuzzer: CommandLineTool {
    static let configuration = CommandConfiguration(
        commandName: "fuzzer",
        abstract: "Fuzz every diff algorithm against its documented properties.",
        discussion: """
            Exit status: 0 when every property held, 1 when a property failed (the \
            shrunk repro is printed and written under the output folder), 2 for bad \
            options or unreadable files.
            """,
        subcommands: [Run.self, Replay.self, Crash.self, CrashValidator.self, Probe.self],
        defaultSubcommand: Run.self)

    static let toolName = "fuzzer"

    /// Every error that is not an `ExitCode` (a failed property) is bad input.
    static let otherErrorStatus = ExitStatus.badInput
}
