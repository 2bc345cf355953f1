import ArgumentParser

/// The DiffBench command-line tool.
@main
struct BenchRunner: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "benchrunner",
        abstract: "Benchmark and check list-diffing algorithms.",
        subcommands: [Diff.self, Validate.self])
}
