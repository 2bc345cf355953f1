import Foundation

import BenchCore

/// Builds small results files in memory for the comparison and history
/// tests: a few cells with chosen samples, allocations and changesets.
package struct ResultsBuilder {
    package var id = "2026-11-01-aaaaaaa"
    package var started = "2026-11-01T02:00:00Z"
    package var environment = RunEnvironment(
        cpu: "Test CPU @ 3.0GHz", cores: 2, memoryBytes: 1 << 34, os: "TestOS 1", kernel: "6.0",
        swift: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", commit: "aaaaaaa", dirty: false,
        buildConfiguration: "release", jemalloc: "5.3.0")
    package var seed: UInt64 = 42
    package var calibration: [Double]? = [0.020, 0.021, 0.019, 0.020, 0.020]
    package var cells: [CellResult] = []

    package init() {}

    package static func key(_ algorithm: String, _ size: Int = 1000, dataset: String = "int") -> CellKey {
        CellKey(algorithm: algorithm, dataset: dataset, scenario: "mixed", size: size)
    }

    /// Samples around `median` seconds: median exactly `median`, median
    /// absolute deviation `spread × median`.
    package static func samples(median: Double, spread: Double = 0.01) -> [Double] {
        [1, 1 - 2 * spread, 1 + 2 * spread, 1 - spread, 1 + spread].map { $0 * median }
    }

    package mutating func add(
        _ key: CellKey, samples: [Double], allocations: AllocationCount? = AllocationCount(bytes: 65_536, count: 20),
        changeset: ChangesetSize? = ChangesetSize(deleted: 100, inserted: 100, moved: 80, updated: 0),
        status: CellStatus = .ok
    ) {
        cells.append(
            CellResult(
                key: key, status: status, message: status == .ok ? nil : "planted \(status.rawValue)",
                sourceCount: key.size, targetCount: key.size, samples: status == .ok ? samples : [],
                summary: status == .ok ? SampleSummary(samples: samples) : nil,
                cpuSamples: status == .ok ? samples : nil, cpuSummary: status == .ok ? SampleSummary(samples: samples) : nil,
                allocations: status == .ok ? allocations : nil, changeset: status == .ok ? changeset : nil,
                peakRSSBytes: 10 << 20, wallSeconds: 1))
    }

    package var results: ResultsFile {
        let keys = cells.map(\.key)
        let parameters = RunParameters(
            sizes: Array(Set(keys.map(\.size))).sorted(), algorithms: unique(keys.map(\.algorithm)),
            datasets: unique(keys.map(\.dataset)), scenarios: unique(keys.map(\.scenario)), seed: seed,
            timeoutSeconds: 20, memoryLimitBytes: 1 << 33, measurement: MeasurementPolicy())
        var environment = environment
        environment.commit = String(id.suffix(7))
        return ResultsFile(
            run: RunInfo(
                id: id, started: started, updated: started, complete: true, plannedCells: cells.count,
                command: ["benchrunner"], wallSeconds: 10),
            environment: environment, parameters: parameters,
            calibrations: calibration.map { samples in
                // The run's two calibrations, at the start and at the end.
                [samples.prefix(3), samples.dropFirst(3)].map { part in
                    CellResult(
                        key: Calibration.key, status: .ok, samples: Array(part), summary: SampleSummary(samples: Array(part)),
                        cpuSamples: Array(part), cpuSummary: SampleSummary(samples: Array(part)), wallSeconds: 1)
                }
            } ?? [],
            cells: cells)
    }

    private func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}

/// A baseline of three algorithms at two sizes, and a builder for a current
/// run that starts as an exact copy (another id and date).
package func baselineBuilder() -> ResultsBuilder {
    var builder = ResultsBuilder()
    for algorithm in ["myers", "heckel", "stdlib"] {
        for (size, seconds) in [(1000, 0.001), (10_000, 0.012)] {
            builder.add(ResultsBuilder.key(algorithm, size), samples: ResultsBuilder.samples(median: seconds))
        }
    }
    return builder
}

/// `baselineBuilder()` with an instruction count in every cell (a million
/// per thousand items), counted under valgrind 3.19.
package func countedBaselineBuilder() -> ResultsBuilder {
    var builder = baselineBuilder()
    for index in builder.cells.indices {
        builder.cells[index].instructions = InstructionCount(instructions: builder.cells[index].key.size * 1000)
    }
    builder.environment.valgrind = "valgrind-3.19.0"
    return builder
}

package func currentBuilder(from baseline: ResultsBuilder) -> ResultsBuilder {
    var builder = baseline
    builder.id = "2026-11-02-bbbbbbb"
    builder.started = "2026-11-02T02:00:00Z"
    return builder
}

extension ResultsBuilder {
    /// Applies `change` to the cell with this key.
    package mutating func edit(_ key: CellKey, _ change: (inout CellResult) -> Void) {
        guard let index = cells.firstIndex(where: { $0.key == key }) else { fatalError("no cell \(key)") }
        change(&cells[index])
    }

    /// Multiplies every sample of the cell (or of every cell) by `factor`:
    /// the wall times, and the CPU times unless `cpu` is false (a busy
    /// machine: the thread waited, but worked no longer).
    package mutating func scaleTimes(_ factor: Double, of key: CellKey? = nil, cpu: Bool = true) {
        for index in cells.indices where key == nil || cells[index].key == key {
            cells[index].samples = cells[index].samples.map { $0 * factor }
            cells[index].summary = SampleSummary(samples: cells[index].samples)
            if cpu, let cpuSamples = cells[index].cpuSamples {
                cells[index].cpuSamples = cpuSamples.map { $0 * factor }
                cells[index].cpuSummary = SampleSummary(samples: cells[index].cpuSamples!)
            }
        }
    }
}

/// A fresh path under the temporary directory (not created).
package func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("benchrunner-tests-\(UUID().uuidString)")
}
