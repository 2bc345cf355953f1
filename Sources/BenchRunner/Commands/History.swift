import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import Foundation

extension BenchRunner {
    /// The tracked history, `results/history.csv`.
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Track runs in results/history.csv.",
            subcommands: [Append.self])
    }
}

extension BenchRunner.History {
    /// `history append RUN`: one row per cell of the run.
    struct Append: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Append a run's cells to the history (replacing the rows of the same run).")

        @Argument(help: ArgumentHelp("A results file, run folder or run name (default: the newest run).", valueName: "run"))
        var source: String?

        @Option(help: "The results folder that holds runs/, baselines/ and history.csv.")
        var resultsDir: String = "results"

        @Option(help: "The history file (default: <results-dir>/history.csv).")
        var history: String?

        func run() throws {
            let location = ResultsLocation(root: resultsDir)
            do {
                let file = try location.resultsFile(orNewest: source)
                let results = try ResultsLocation.load(file)
                let historyFile = history.map { URL(fileURLWithPath: $0) } ?? location.history
                let added = try HistoryFile.append(results, to: historyFile)
                print("history: \(added) rows of \(results.run.id) in \(historyFile.relativePath)")
            } catch {
                throw InputError(error.description)
            }
        }
    }
}
