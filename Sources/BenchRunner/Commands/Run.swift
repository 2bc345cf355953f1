import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms
import Foundation
import TextFormatting
import Workloads

extension BenchRunner {
    /// Times every selected algorithm on every selected workload, one cell
    /// per child process, and writes the results folder.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time the algorithms on seeded workloads (the default command).",
            discussion: """
                Every cell (algorithm × dataset × scenario × size) runs in a child process with \
                a timeout and a memory limit, so a crash, hang or memory exhaustion is recorded \
                and the run goes on. Results are written to the output folder after every cell.
                """)

        @Option(
            parsing: .unconditional,
            help: "Comma-separated sizes; k and M suffixes allowed (e.g. 1000,10k,1M).")
        var sizes: String = "1000,10000,100000"

        @Option(
            help: "Comma-separated algorithm ids, or all. (\(AlgorithmRegistry.ids.joined(separator: ", "))) (default: all)",
            transform: AlgorithmList.parse)
        var algorithms: AlgorithmList = .all

        @Option(help: "Comma-separated datasets, or all. (\(Dataset.allCases.map(\.rawValue).joined(separator: ", ")))")
        var datasets: String = "all"

        @Option(help: "Comma-separated scenarios, or all. (\(Scenario.names.joined(separator: ", ")))")
        var scenarios: String = "mixed"

        @Option(help: "Seed of the workload generator.")
        var seed: UInt64 = 42

        @Option(help: "Seconds one cell may take, warm-up and data generation included.")
        var timeout: Double = 30

        @Option(help: "Memory one cell may use, in GiB (default: half the physical memory).")
        var memoryLimit: Double?

        @Option(help: "Minimum timed samples per cell.")
        var minSamples: Int = 5

        @Option(help: "Minimum seconds of timed samples per cell.")
        var minTime: Double = 0.5

        @Option(help: "Maximum timed samples per cell.")
        var maxSamples: Int = 1000

        @Option(help: "Results folder (default: results/runs/<date>-<commit>).")
        var output: String?

        @Flag(help: "Write no SVG charts.")
        var noCharts: Bool = false

        @Option(
            help: "What to measure: time, instructions (one diff under valgrind's callgrind; exact), or time,instructions.",
            transform: parseMetrics)
        var metric: [Metric] = [.time]

        @Option(help: "Count instructions only in cells up to this size (k and M allowed; default: every size).")
        var instructionsMaxSize: String?

        @Option(help: "Comma-separated algorithm ids whose instructions are counted at every size, beyond --instructions-max-size.")
        var instructionsEverySize: String = ""

        mutating func validate() throws {
            _ = try configuration()
        }

        /// The validated options.
        func configuration() throws -> RunConfiguration {
            let sizes = try parseSizes(self.sizes)
            let algorithms = self.algorithms.ids
            let datasets = try parseChoices(
                self.datasets, option: "--datasets", valid: Dataset.allCases.map(\.rawValue)
            ).compactMap(Dataset.init(rawValue:))
            let scenarios = try parseChoices(self.scenarios, option: "--scenarios", valid: Scenario.names)
                .compactMap(Scenario.named)
            guard timeout > 0, timeout.isFinite else {
                throw ValidationError("invalid --timeout \(timeout): give a positive number of seconds")
            }
            guard minSamples >= 1, maxSamples >= minSamples else {
                throw ValidationError("--min-samples must be at least 1 and --max-samples at least --min-samples")
            }
            guard minTime >= 0, minTime.isFinite else {
                throw ValidationError("invalid --min-time \(minTime): give zero or more seconds")
            }
            let physical = Int(ProcessInfo.processInfo.physicalMemory)
            var memoryLimit = physical / 2
            if let gib = self.memoryLimit {
                guard gib > 0, gib.isFinite else {
                    throw ValidationError("invalid --memory-limit \(gib): give a positive number of GiB")
                }
                memoryLimit = Int(gib * Double(1 << 30))
            }
            if let largest = sizes.last {
                if largest > maximumSize {
                    throw ValidationError(
                        "size \(largest) is too large: at most \(maximumSize) items per array are supported")
                }
                for dataset in datasets {
                    let needed = estimatedCellBytes(dataset: dataset, size: largest)
                    if needed > Double(memoryLimit) {
                        throw ValidationError(
                            "size \(largest) is too large for the \(dataset.rawValue) dataset: it needs about \(formatBytes(Int(needed))), more than the \(formatBytes(memoryLimit)) memory limit (\(formatBytes(physical)) physical)"
                        )
                    }
                }
            }
            return RunConfiguration(
                sizes: sizes, algorithms: algorithms, datasets: datasets, scenarios: scenarios,
                seed: seed, timeout: timeout, memoryLimit: memoryLimit,
                policy: MeasurementPolicy(
                    warmupRuns: 1, minSamples: minSamples, minSeconds: minTime, maxSamples: maxSamples),
                output: output, charts: !noCharts, metrics: metric,
                instructionCells: try instructionCells(algorithms: algorithms))
        }

        func run() throws {
            let configuration = try configuration()
            if configuration.metrics.contains(.instructions), Valgrind.locate() == nil {
                throw InputError(Valgrind.missingMessage)
            }
            let runner = RunController(configuration: configuration, command: CommandLine.arguments)
            let exitCode = try runner.run()
            if exitCode != 0 { throw ExitCode(exitCode) }
        }
    }
}
