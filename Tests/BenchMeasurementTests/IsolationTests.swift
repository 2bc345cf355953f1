import DiffAlgorithms
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import MisbehavingCells
import DiffBenchWorkloads

@Suite struct IsolationTests {
    /// A crashing, a hanging and a memory-hogging cell (real child processes)
    /// are recorded as such, and the cells after them still run.
    @Test func misbehavingCellsDoNotStopTheRun() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = RunConfiguration(
            sizes: [10, 100], algorithms: ["test-crash", "test-hang", "test-hog", "hash-linear"], datasets: [.int],
            scenarios: [try #require(WorkloadScenario.named("mixed"))], seed: 42, timeout: 8, memoryLimit: 1 << 28,
            policy: MeasurementPolicy(minSeconds: 0), output: folder.path, charts: true)
        // A generous timeout and a small memory limit: on a loaded machine the
        // hog must still reach the limit (256 MiB) before the clock (8 s) runs out.
        // The children run the test-only executable, which knows the misbehaving algorithms.
        let controller = RunController(configuration: configuration, command: [])
        controller.executable = try misbehavingCellsExecutable()
        controller.algorithms = AlgorithmRegistry.all + MisbehavingDiff.all
        let exitStatus = try controller.run()
        #expect(exitStatus == 1, "a crashed cell makes the exit code 1")
        let results = try ResultsFile.decode(Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(results.run.complete)
        #expect(results.calibrations.count == 2)
        #expect(results.calibrations.allSatisfy { $0.status == .ok && $0.summary != nil && $0.allocations != nil })
        func status(_ algorithm: String, _ size: Int) -> CellStatus? {
            results.cell(CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size))?.status
        }
        // Below 100 items the test algorithms behave.
        for algorithm in ["test-crash", "test-hang", "test-hog", "hash-linear"] {
            #expect(status(algorithm, 10) == .ok, "\(algorithm) at 10")
        }
        #expect(status("test-crash", 100) == .crashed)
        #expect(status("test-hang", 100) == .timedOut)
        #expect(status("test-hog", 100) == .outOfMemory)
        #expect(status("hash-linear", 100) == .ok)
        let crash = results.cell(CellKey(algorithm: "test-crash", dataset: "int", scenario: "mixed", size: 100))
        #expect(crash?.message?.contains("deliberate crash") == true, "\(crash?.message ?? "")")
        #expect(results.cells.allSatisfy { $0.status != .ok || ($0.peakRSSBytes ?? 0) > 0 })
        for name in ["results.csv", "results.md", "chart-int-mixed.svg"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        #expect(results.cells.count == 8, "every planned cell ran")
    }

    @Test func largerSizesAreNotRunAfterATimeout() {
        let key = CellKey(algorithm: "stdlib", dataset: "int", scenario: "mixed", size: 1_000_000)
        let earlier = [
            CellResult(
                key: CellKey(algorithm: "stdlib", dataset: "int", scenario: "mixed", size: 100_000), status: .timedOut,
                samples: [], wallSeconds: 30),
            CellResult(
                key: CellKey(algorithm: "myers", dataset: "int", scenario: "mixed", size: 100_000), status: .ok,
                samples: [1], wallSeconds: 3),
        ]
        let cell = RunController.outgrown(key, by: earlier)
        #expect(cell?.status == .timedOut)
        #expect(cell?.message == "not run: already timed-out at 100k")
        #expect(RunController.outgrown(CellKey(algorithm: "myers", dataset: "int", scenario: "mixed", size: 1_000_000), by: earlier) == nil)
        #expect(RunController.outgrown(CellKey(algorithm: "stdlib", dataset: "book", scenario: "mixed", size: 1_000_000), by: earlier) == nil)
    }

    @Test func aWrongChangesetFailsTheCell() {
        let source = [1, 2, 3]
        let target = [3, 1, 2]
        #expect(CellRunner.verify(DiffChangeset(moved: [DiffChangeset.OffsetPair(2, 0)]), source: source, target: target) == nil)
        #expect(CellRunner.verify(DiffChangeset(), source: source, target: target) != nil)
        #expect(CellRunner.verify(DiffChangeset(deleted: [7]), source: source, target: target) != nil)
    }

    @Test func refusalsAreSkipsWithAReason() throws {
        let configuration = RunConfiguration(
            sizes: [1000], algorithms: ["naive-lcs"], datasets: [.int], scenarios: [try #require(WorkloadScenario.named("mixed"))],
            seed: 42, timeout: 30, memoryLimit: 1 << 30, policy: MeasurementPolicy(), charts: false)
        let controller = RunController(configuration: configuration, command: [])
        let cell = controller.runCell(CellKey(algorithm: "naive-lcs", dataset: "int", scenario: "mixed", size: 1000))
        #expect(cell.status == .skipped)
        #expect(cell.refusal?.reason.isEmpty == false)
        // A refusal says more than a prediction from the smaller sizes, which here would condemn the cell.
        let slowSmaller = [10, 20].map { size in
            CellResult(
                key: CellKey(algorithm: "naive-lcs", dataset: "int", scenario: "mixed", size: size), status: .ok,
                samples: [Double(size)], summary: SampleSummary(samples: [Double(size)]), wallSeconds: Double(size))
        }
        let key = CellKey(algorithm: "naive-lcs", dataset: "int", scenario: "mixed", size: 1000)
        #expect(RunController.predictedTooSlow(key, by: slowSmaller, policy: MeasurementPolicy(), timeout: 30) != nil)
        #expect(controller.runCell(key, after: slowSmaller).status == .skipped)
    }
}

/// The test-only `MisbehavingCells` executable, built next to the test bundle.
func misbehavingCellsExecutable() throws -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("MisbehavingCells").path),
        directory.path != "/"
    {
        directory.deleteLastPathComponent()
    }
    let path = directory.appendingPathComponent("MisbehavingCells").path
    try #require(FileManager.default.isExecutableFile(atPath: path), "MisbehavingCells was not built next to the tests")
    return path
}
