import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms
import Foundation
import DiffBenchText
import DiffBenchWorkloads

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

        /// The defaults of the options whose values are parsed by a
        /// `transform:`: their help shows them through `ArgumentHelp(_:default:)`.
        static let defaultSizes = SizeList([1_000, 10_000, 100_000])
        static let defaultAlgorithms = AlgorithmSelection(parsing: "all")
        static let defaultScenarios = ChoiceList<WorkloadScenario>(named: ["mixed"])
        static let defaultSmallSizes = NoneOr.some(SmallSizeList([4, 6, 8, 10]))
        static let defaultExactScenarios = NoneOr.some(ChoiceList<WorkloadScenario>(named: ["reversed", "duplicates"]))
        static let defaultSeed: UInt64 = 42
        static let defaultTimeout = 30.0
        static let defaultMinSamples = 5
        static let defaultMinTime = 0.5
        static let defaultMaxSamples = 1_000

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Comma-separated sizes; k and M suffixes allowed (e.g. 1000,10k,1M).", default: Self.defaultSizes),
            transform: SizeList.parse)
        var sizes: SizeList = Self.defaultSizes

        @Option(
            help: ArgumentHelp(
                "Comma-separated algorithm ids, reference rows or adapter names, or all: \(AlgorithmSelection.builtInIDs.joined(separator: ", ")).",
                default: Self.defaultAlgorithms),
            transform: AlgorithmSelection.parse)
        var algorithms: AlgorithmSelection = Self.defaultAlgorithms

        @Option(
            name: .customLong("adapter"),
            help: ArgumentHelp(
                "An external adapter to benchmark as an algorithm named by its handshake (repeatable): a path, or a command such as 'python3 my.py'.",
                valueName: "command"))
        var adapters: [String] = []

        @Option(
            help: ArgumentHelp("Comma-separated datasets, or all: \(ChoiceList<WorkloadDataset>.names).", default: ChoiceList<WorkloadDataset>.all),
            transform: ChoiceList<WorkloadDataset>.parse)
        var datasets: ChoiceList<WorkloadDataset> = .all

        @Option(
            help: ArgumentHelp("Comma-separated scenarios, or all: \(ChoiceList<WorkloadScenario>.names).", default: Self.defaultScenarios),
            transform: ChoiceList<WorkloadScenario>.parse)
        var scenarios: ChoiceList<WorkloadScenario> = Self.defaultScenarios

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Sizes of the small tier, up to \(SmallSizeList.limit), run for the exact algorithms (\(RunConfiguration.exactAlgorithmIDs.joined(separator: ", "))) on the first flat dataset and scenario, or none.",
                default: Self.defaultSmallSizes),
            transform: NoneOr<SmallSizeList>.parse)
        var smallSizes: NoneOr<SmallSizeList> = Self.defaultSmallSizes

        @Option(
            help: ArgumentHelp(
                "Scenarios added for the exact algorithms at the sizes of 10k and more, on the first flat dataset, or none.",
                default: Self.defaultExactScenarios),
            transform: NoneOr<ChoiceList<WorkloadScenario>>.parse)
        var exactScenarios: NoneOr<ChoiceList<WorkloadScenario>> = Self.defaultExactScenarios

        @Option(
            help: "The malloc every cell runs under: jemalloc (preloaded; allocations counted) or system (the C library's; allocations not measured).")
        var allocator: CellAllocator = .jemalloc

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Seed of the workload generator, 0 to 2^64 − 1.", default: Self.defaultSeed),
            transform: { try NumericOption.integer($0, in: RunLimits.seed) })
        var seed: UInt64 = Self.defaultSeed

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Seconds one cell may take, warm-up and data generation included (more than 0, at most 86400).",
                default: Self.defaultTimeout),
            transform: { try NumericOption.number($0, in: RunLimits.timeout, unit: "seconds", excludingLowerBound: true) })
        var timeout: Double = Self.defaultTimeout

        @Option(
            parsing: .unconditional,
            help: "Memory one cell may use, in GiB, from 0.001 to 1048576 (default: half the physical memory).",
            transform: { try NumericOption.number($0, in: RunLimits.memoryGiB, unit: "GiB") })
        var memoryLimit: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Minimum timed samples per cell (1 to 10000000).", default: Self.defaultMinSamples),
            transform: { try NumericOption.integer($0, in: RunLimits.samples) })
        var minSamples: Int = Self.defaultMinSamples

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Minimum seconds of timed samples per cell (0 to 86400).", default: Self.defaultMinTime),
            transform: { try NumericOption.number($0, in: RunLimits.minTime, unit: "seconds") })
        var minTime: Double = Self.defaultMinTime

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Maximum timed samples per cell (at least --min-samples, at most 10000000).", default: Self.defaultMaxSamples),
            transform: { try NumericOption.integer($0, in: RunLimits.samples) })
        var maxSamples: Int = Self.defaultMaxSamples

        @Option(help: "Results folder (default: a new results/runs/<date>-<commit>[-N]); must be new or empty.")
        var output: String?

        @Flag(help: "Let --output name a folder of an earlier run: its results and charts are removed first.")
        var overwrite: Bool = false

        @Flag(help: "Write no SVG charts.")
        var noCharts: Bool = false

        @Option(
            help: "What to measure: time, instructions (one diff under valgrind's callgrind; exact), or time,instructions (default: time).",
            transform: parseMetrics)
        var metric: [Metric] = [.time]

        @Option(
            parsing: .unconditional,
            help: "Count instructions only in cells up to this size (k and M allowed; default: every size).",
            transform: CellSize.parse)
        var instructionsMaxSize: CellSize?

        @Option(
            help: "Comma-separated algorithm ids whose instructions are counted at every size, beyond --instructions-max-size, or all (default: none).",
            transform: AlgorithmList.parse)
        var instructionsEverySize: AlgorithmList?

        mutating func validate() throws {
            let commands = try parseAdapterCommands(adapters)
            // Adapter names are known after their handshakes (in `run`).
            _ = try configuration(adapters: commands.isEmpty ? [] : nil)
        }

        /// The validated options; `adapters` `nil` leaves `--algorithms`
        /// unchecked (every built-in).
        func configuration(adapters: [AdapterAlgorithm]? = []) throws -> RunConfiguration {
            let sizes = self.sizes.sizes
            let algorithms = try adapters.map { try self.algorithms.ids(adapters: $0) } ?? AlgorithmRegistry.ids
            let datasets = self.datasets.choices
            let scenarios = self.scenarios.choices
            // The transforms checked each value's range; these are the rules
            // between options (and for values set in code).
            guard timeout > 0, RunLimits.timeout.contains(timeout) else {
                throw ValidationError("invalid --timeout \(timeout): give more than 0 and at most 86400 seconds")
            }
            guard RunLimits.samples.contains(minSamples), RunLimits.samples.contains(maxSamples), maxSamples >= minSamples else {
                throw ValidationError("--min-samples must be at least 1 and --max-samples at least --min-samples (both at most 10000000)")
            }
            guard RunLimits.minTime.contains(minTime) else {
                throw ValidationError("invalid --min-time \(minTime): give 0 to 86400 seconds")
            }
            let physical = Int(clamping: ProcessInfo.processInfo.physicalMemory)
            var memoryLimit = physical / 2
            if let gib = self.memoryLimit {
                guard RunLimits.memoryGiB.contains(gib), let bytes = NumericOption.scaledInteger(gib, by: Double(1 << 30))
                else {
                    throw ValidationError("invalid --memory-limit \(gib): give 0.001 to 1048576 GiB")
                }
                memoryLimit = bytes
            }
            // Every --sizes error starts with the option, as the parser's do.
            if let largest = sizes.last {
                if largest > maximumSize { throw ValidationError("--sizes: " + SizeList.tooLarge(largest)) }
                for dataset in datasets {
                    let needed = RunConfiguration.estimatedCellBytes(dataset: dataset, size: largest)
                    if needed > Double(memoryLimit) {
                        throw ValidationError(
                            "--sizes: size \(largest) is too large for the \(dataset.rawValue) dataset: it needs about \(formatBytes(Int(needed))), more than the \(formatBytes(memoryLimit)) memory limit (\(formatBytes(physical)) physical)"
                        )
                    }
                }
            }
            if let output, output.isEmpty { throw ValidationError("--output is empty: give a folder path") }
            if overwrite && output == nil { throw ValidationError("--overwrite needs --output") }
            var configuration = RunConfiguration(
                sizes: sizes, algorithms: algorithms, datasets: datasets, scenarios: scenarios,
                seed: seed, timeout: timeout, memoryLimit: memoryLimit,
                policy: MeasurementPolicy(
                    warmupRuns: 1, minSamples: minSamples, minSeconds: minTime, maxSamples: maxSamples),
                output: output, charts: !noCharts, metrics: metric,
                instructionCells: try instructionCells())
            configuration.overwrite = overwrite
            configuration.allocator = allocator
            configuration.supplementaryCells = RunConfiguration.supplementaryCells(
                algorithms: algorithms, datasets: datasets, scenarios: scenarios, sizes: sizes,
                smallSizes: smallSizes.value?.sizes ?? [], exactScenarios: exactScenarios.value?.choices ?? [])
            return configuration
        }

        func run() throws {
            let adapters = try introduceAdapters(parseAdapterCommands(self.adapters))
            let configuration = try configuration(adapters: adapters)
            try checkAdaptersApply(adapters, algorithms: configuration.algorithms, metrics: configuration.metrics)
            if configuration.metrics.contains(.instructions), Valgrind.locate() == nil {
                throw InputError(Valgrind.missingMessage)
            }
            if configuration.allocator == .jemalloc, JemallocLibrary.locate() == nil {
                throw InputError(JemallocLibrary.missingMessage)
            }
            let runner = RunController(configuration: configuration, command: CommandLine.arguments)
            runner.adapters = adapters.filter { configuration.algorithms.contains($0.id) }
            Interruption.shared.install()
            let exitCode = try runner.run()
            if exitCode != 0 { throw ExitCode(exitCode) }
        }
    }
}
