import ArgumentParser
import DiffAlgorithms
import Foundation
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

        @Option(help: "Comma-separated algorithm ids, or all. (\(AlgorithmRegistry.ids.joined(separator: ", ")))")
        var algorithms: String = "all"

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

        mutating func validate() throws {
            _ = try configuration()
        }

        /// The validated options.
        func configuration() throws -> RunConfiguration {
            let sizes = try parseSizes(self.sizes)
            let algorithms = try parseChoices(self.algorithms, option: "--algorithms", valid: BenchAlgorithms.ids)
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
                output: output, charts: !noCharts)
        }

        func run() throws {
            let configuration = try configuration()
            let runner = RunController(configuration: configuration, command: CommandLine.arguments)
            let exitCode = try runner.run()
            if exitCode != 0 { throw ExitCode(exitCode) }
        }
    }
}

/// The validated options of a run.
struct RunConfiguration: Sendable {
    var sizes: [Int]
    var algorithms: [String]
    var datasets: [Dataset]
    var scenarios: [Scenario]
    var seed: UInt64
    var timeout: Double
    var memoryLimit: Int
    var policy: MeasurementPolicy
    var output: String?
    var charts: Bool

    /// Every cell, in run order: dataset, scenario, size ascending, then algorithm.
    var cells: [CellKey] {
        var keys: [CellKey] = []
        for dataset in datasets {
            for scenario in scenarios {
                for size in sizes {
                    for algorithm in algorithms {
                        keys.append(
                            CellKey(algorithm: algorithm, dataset: dataset.rawValue, scenario: scenario.name, size: size))
                    }
                }
            }
        }
        return keys
    }

    var parameters: RunParameters {
        RunParameters(
            sizes: sizes, algorithms: algorithms, datasets: datasets.map(\.rawValue),
            scenarios: scenarios.map(\.name), seed: seed, timeoutSeconds: timeout,
            memoryLimitBytes: memoryLimit, measurement: policy)
    }
}
