import ArgumentParser
import BenchCore
import BenchMeasurement
import CProcessSupport
import CLISupport
import Foundation

extension BenchRunner {
    /// Measures one cell and writes a `CellOutcome` as JSON; run by `run` in
    /// a child process, never by hand. Its arguments are a
    /// `CellCommandLine`, read by that type.
    struct Cell: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: CellCommandLine.subcommand,
            abstract: "Measure one cell in this process (used by `run` for isolation).",
            shouldDisplay: false)

        /// Everything after `cell` but `--help`, in order, for `CellCommandLine`.
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("--request JSON (the cell request) --result PATH (where the outcome goes, as JSON).", valueName: "arguments"))
        var arguments: [String] = []

        func run() throws {
            // A cell never outlives the run that started it.
            _ = benchrunner_die_with_parent()
            let commandLine = try CellCommandLine(parsing: [CellCommandLine.subcommand] + arguments)
            let outcome = CellRunner.run(commandLine.request)
            let encoder = JSONEncoder()
            try encoder.encode(outcome).write(to: URL(fileURLWithPath: commandLine.resultPath), options: .atomic)
        }
    }
}
