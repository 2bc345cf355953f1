import ArgumentParser
import CLISupport
import Foundation

/// The DiffBench fuzzer: property-based correctness fuzzing of every diff
/// algorithm, with shrinking and replayable JSON repros. Each campaign is a
/// subcommand; bare `fuzzer` runs `fuzzer algorithms`.
///
///     fuzzer --seed 42 --iterations 100000 --max-size 64
///     fuzzer validator --seed 42 --iterations 20000
///     fuzzer streams --seed 42 --iterations 20000
///     fuzzer adapter 'python3 my.py' --seed 42 --duration 5m
///     fuzzer replay results/fuzz/myers-minimal-seed42-case1234.json
@main
struct Fuzzer: CommandLineTool {
    static let configuration = CommandConfiguration(
        commandName: "fuzzer",
        abstract: "Fuzz every diff algorithm against its documented properties.",
        discussion: """
            Without a subcommand, fuzzer runs `fuzzer algorithms`. Exit status: 0 passed \
            (every property held, and the campaign tested enough); \
            1 failed (a property failed: the shrunk repro is printed and written under the \
            output folder); 2 bad input (options, unreadable files); 3 inconclusive (fewer \
            than half of the cases were checked, or a promised property was never \
            exercised; one line says which); 4 harness error (the fuzzer's own machinery \
            failed: nothing is blamed on an algorithm and no repro is written); 130 \
            interrupted.
            """,
        subcommands: [
            Algorithms.self, Sectioned.self, Streams.self, Validator.self, Adapter.self, Replay.self,
            Crash.self, CrashValidator.self, Probe.self,
        ],
        defaultSubcommand: Algorithms.self)

    static let toolName = "fuzzer"

    /// Every error that is not an `ExitCode` (a failed property) is bad input.
    static let otherErrorStatus = ExitStatus.badInput
}
