import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import Foundation

extension BenchRunner {
    /// Renders the history: trend charts and a Markdown summary.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render trend charts (SVG) and a Markdown summary of the tracked runs.",
            discussion: """
                Reads results/history.csv and writes results/report/report.md with one \
                trend-<dataset>-<scenario>-<family>.svg per dataset, scenario and algorithm family \
                that has times (lcs: the minimal algorithms; linear: heckel, hash-linear; other: \
                reference rows and adapters), and a trend-...-<family>-instructions.svg where runs \
                counted instructions.
                """)

        @Option(help: "The results folder that holds history.csv.")
        var resultsDir: String = "results"

        @Option(help: "The history file (default: <results-dir>/history.csv).")
        var history: String?

        @Option(help: "The report folder (default: <results-dir>/report).")
        var output: String?

        @Option(
            parsing: .unconditional,
            help: "How many of the latest runs the charts show (1 to 1000000).",
            transform: { try NumericOption.integer($0, in: 1...1_000_000) })
        var last: Int = 30

        @Option(
            parsing: .unconditional,
            help: "How many of the latest runs the Markdown tables show (1 to 1000000).",
            transform: { try NumericOption.integer($0, in: 1...1_000_000) })
        var columns: Int = 5

        func run() throws {
            let location = ResultsLocation(root: resultsDir)
            let historyFile = history.map { URL(fileURLWithPath: $0) } ?? location.history
            let folder = output.map { URL(fileURLWithPath: $0) } ?? location.report
            do {
                let rows = try HistoryFile.load(historyFile)
                let files = try HistoryReport.write(
                    rows, to: folder, last: last, columns: columns, source: historyFile.relativePath)
                print("report: \(folder.appendingPathComponent("report.md").relativePath) and \(files.count - 1) charts")
            } catch {
                throw InputError(error.description)
            }
        }
    }
}
