import ArgumentParser
import CLISupport

/// The DiffBench command-line tool.
@main
struct BenchRunner: CommandLineTool {
    static let configuration = CommandConfiguration(
        commandName: "benchrunner",
        abstract: "Benchmark and check list-diffing algorithms.",
        subcommands: [
            Run.self, Compare.self, Baseline.self, History.self, Report.self, Diff.self, Validate.self, Cell.self,
        ],
        defaultSubcommand: Run.self)

    static let toolName = "benchrunner"
}
