import DiffAlgorithms
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import MisbehavingCells
import DiffBenchWorkloads

/// `--allocator`: every cell records the malloc its process saw; jemalloc
/// cells (preloaded) count allocations, system cells do not.
@Suite struct AllocatorTests {
    @Test(arguments: CellAllocator.allCases)
    func everyCellRecordsTheMallocItRanUnder(allocator: CellAllocator) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = RunConfiguration(
            sizes: [100], algorithms: ["hash-linear", "floor"], datasets: [.int],
            scenarios: [try #require(WorkloadScenario.named("mixed"))], seed: 42, timeout: 20, memoryLimit: 1 << 30,
            policy: MeasurementPolicy(minSeconds: 0), output: folder.path, charts: false)
        configuration.allocator = allocator
        let controller = RunController(configuration: configuration, command: [])
        controller.executable = try misbehavingCellsExecutable()
        #expect(controller.jemallocLibrary != nil, "libjemalloc.so.2 is missing: run scripts/setup.sh")
        #expect(try controller.run() == 0)
        let results = try ResultsFile.decode(Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(results.parameters.allocator == allocator)
        #expect(results.cells.count == 2)
        for cell in results.cells + results.calibrations {
            #expect(cell.status == .ok, "\(cell.key): \(cell.message ?? "")")
            #expect(cell.allocator == allocator, "\(cell.key)")
            #expect((cell.allocations != nil) == (allocator == .jemalloc), "\(cell.key)")
        }
        #expect((results.environment.jemalloc != nil) == (allocator == .jemalloc))
        let csv = ResultsWriter.csv(results).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let column = try #require(csv.first?.firstIndex(of: "allocator"))
        #expect(csv.dropFirst().allSatisfy { $0[column] == allocator.rawValue[...] })
        let markdown = ResultsTable.markdown(for: results) { _, _ in nil }
        #expect(markdown.contains(allocator == .jemalloc ? "preloaded into every cell" : "allocations not measured"))
    }

    /// A cell counts the diff after its warm-up: one-time allocations of a
    /// first full-size diff (type metadata, caches) are not the algorithm's.
    @Test func oneTimeAllocationsOfTheFirstDiffAreNotCounted() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = RunConfiguration(
            sizes: [100], algorithms: ["test-hash-linear-through-matching", "test-first-diff-allocates"], datasets: [.int],
            scenarios: [try #require(WorkloadScenario.named("mixed"))], seed: 42, timeout: 20, memoryLimit: 1 << 30,
            policy: MeasurementPolicy(minSeconds: 0), output: folder.path, charts: false)
        let controller = RunController(configuration: configuration, command: [])
        controller.executable = try misbehavingCellsExecutable()
        controller.algorithms = AlgorithmRegistry.all + [FirstDiffAllocates(), HashLinearThroughMatching()]
        let status = try controller.run()
        let results = try ResultsFile.decode(Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(status == 0, "\(results.cells.map { "\($0.key.algorithm) \($0.status) \($0.message ?? "")" })")
        let counts = Dictionary(uniqueKeysWithValues: results.cells.map { ($0.key.algorithm, $0.allocations) })
        let plain = try #require(counts["test-hash-linear-through-matching"] ?? nil)
        let firstAllocates = try #require(counts["test-first-diff-allocates"] ?? nil)
        #expect(firstAllocates == plain)
    }

    @Test func theChildEnvironmentPreloadsJemallocOnlyWhenAsked() {
        #expect(JemallocLibrary.childEnvironment(.system, library: "/lib/j.so", inherited: [:]).isEmpty)
        #expect(JemallocLibrary.childEnvironment(.jemalloc, library: "/lib/j.so", inherited: [:]) == ["LD_PRELOAD": "/lib/j.so"])
        #expect(
            JemallocLibrary.childEnvironment(.jemalloc, library: "/lib/j.so", inherited: ["LD_PRELOAD": "/x.so"])
                == ["LD_PRELOAD": "/lib/j.so /x.so"])
        #expect(JemallocLibrary.locate(environment: [JemallocLibrary.overrideVariable: "/nonexistent/libjemalloc.so.2"]) == nil)
    }
}
