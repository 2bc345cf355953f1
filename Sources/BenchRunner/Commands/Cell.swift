import ArgumentParser
import BenchCore
import BenchMeasurement
import CProcessSupport
import CLISupport
import Foundation

extension BenchRunner {
    /// Measures one cell and writes a `CellOutcome` as JSON; run by `run` in
    /// a child process, never by hand.
    struct Cell: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure one cell in this process (used by `run` for isolation).",
            shouldDisplay: false)

        @Option(help: "The cell request, as JSON.")
        var request: String

        @Option(help: "Where to write the outcome, as JSON.")
        var result: String

        func run() throws {
            // A cell never outlives the run that started it.
            _ = benchrunner_die_with_parent()
            let request = try StrictJSON.decode(CellRequest.self, from: Data(self.request.utf8), name: "--request")
            let outcome = CellRunner.run(request)
            let encoder = JSONEncoder()
            try encoder.encode(outcome).write(to: URL(fileURLWithPath: result), options: .atomic)
        }
    }
}
