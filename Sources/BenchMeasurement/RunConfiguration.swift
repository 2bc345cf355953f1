import BenchCore
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// RunConfiguration: what one run measures and how
//===----------------------------------------------------------------------===//

/// The validated options of a run.
package struct RunConfiguration: Sendable {
    package var sizes: [Int]
    package var algorithms: [String]
    package var datasets: [WorkloadDataset]
    package var scenarios: [WorkloadScenario]
    package var seed: UInt64
    package var timeout: Double
    package var memoryLimit: Int
    package var policy: MeasurementPolicy
    package var output: String?
    package var charts: Bool
    /// Clear an existing, non-empty `output` of an earlier run's files instead of refusing it.
    package var overwrite = false
    /// What each cell measures: `[.time]` by default.
    package var metrics: [Metric]
    /// Which cells count instructions, when `metrics` holds `.instructions`.
    package var instructionCells: InstructionCellSelection
    /// The malloc every cell runs under (`--allocator`).
    package var allocator: CellAllocator = .jemalloc

    /// Cells beyond the grid of sizes × algorithms × datasets × scenarios
    /// (the small-size tier, the exact algorithms' extra scenarios), run
    /// after it; the grid's cells are not repeated.
    package var supplementaryCells: [CellKey] = []

    /// Every cell, in run order: dataset, scenario, size ascending, then
    /// algorithm; then `supplementaryCells`.
    package var cells: [CellKey] {
        let grid = gridCells
        let inGrid = Set(grid)
        return grid + supplementaryCells.filter { !inGrid.contains($0) }
    }

    /// The cells of the grid, in run order.
    var gridCells: [CellKey] {
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

    /// The run's parameters; sizes and scenarios include the supplementary
    /// cells' (the cells themselves tell which ran where).
    package var parameters: RunParameters {
        let allSizes = Array(Set(sizes + supplementaryCells.map(\.size))).sorted()
        var allScenarios = scenarios.map(\.name)
        for key in supplementaryCells where !allScenarios.contains(key.scenario) { allScenarios.append(key.scenario) }
        return RunParameters(
            sizes: allSizes, algorithms: algorithms, datasets: datasets.map(\.rawValue),
            scenarios: allScenarios, seed: seed, timeoutSeconds: timeout,
            memoryLimitBytes: memoryLimit, measurement: policy, metrics: metrics, allocator: allocator)
    }

    /// Creates a value from every stored property.
    package init(sizes: [Int], algorithms: [String], datasets: [WorkloadDataset], scenarios: [WorkloadScenario], seed: UInt64, timeout: Double, memoryLimit: Int, policy: MeasurementPolicy, output: String? = nil, charts: Bool, metrics: [Metric] = [.time], instructionCells: InstructionCellSelection = .all) {
        self.sizes = sizes
        self.algorithms = algorithms
        self.datasets = datasets
        self.scenarios = scenarios
        self.seed = seed
        self.timeout = timeout
        self.memoryLimit = memoryLimit
        self.policy = policy
        self.output = output
        self.charts = charts
        self.metrics = metrics
        self.instructionCells = instructionCells
    }
}
