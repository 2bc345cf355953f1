import DiffAlgorithms
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import MisbehavingCells
import DiffBenchWorkloads

/// A real run (cells in child processes) records every ok cell's rows
/// animated against its workload's bound, flat and sectioned, and shows
/// the multiples in results.md with a Pareto chart.
@Suite struct QualityRunTests {
    @Test func aRunRecordsQualityForEveryChangeset() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = RunConfiguration(
            sizes: [1000], algorithms: ["test-degenerate", "hash-linear", "myers", "floor"],
            datasets: [.int, .bookSections], scenarios: [try #require(WorkloadScenario.named("mixed"))], seed: 42, timeout: 20,
            memoryLimit: 1 << 30, policy: MeasurementPolicy(minSamples: 2, minSeconds: 0), output: folder.path, charts: true)
        let controller = RunController(configuration: configuration, command: [])
        controller.executable = try misbehavingCellsExecutable()
        controller.algorithms = AlgorithmRegistry.all + [DegenerateDiff()]
        #expect(try controller.run() == 0)
        #expect(controller.workloadBounds.computedCount == 2, "one bound per workload, shared by its cells")

        let results = try ResultsFile.decode(Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(results.validationProblem() == nil)
        func quality(_ algorithm: String, _ dataset: String) -> ChangesetQuality? {
            results.cell(CellKey(algorithm: algorithm, dataset: dataset, scenario: "mixed", size: 1000))?.quality
        }
        let degenerate = try #require(quality("test-degenerate", "int"))
        #expect(degenerate.rowsAnimated == 2000)
        #expect(degenerate.boundMultiple > 5)
        #expect(try #require(quality("hash-linear", "int")).boundMultiple == 1)
        #expect(try #require(quality("myers", "int")).moveFreeMultiple == 1)
        #expect(quality("floor", "int") == nil, "floor has no changeset")

        // Sectioned: the degenerate diff deletes and inserts every section;
        // its items that stay in the list move (identity is global), the
        // rest leave or arrive with their sections, unlisted.
        let sectioned = try #require(quality("test-degenerate", "book-sections"))
        let sections = try #require(sectioned.sectionBound)
        #expect(sections.sourceCount == 10)
        let items = (
            n: sectioned.bound.sourceCount - sections.sourceCount, m: sectioned.bound.targetCount - sections.targetCount,
            k: sectioned.bound.matchable - sections.matchable)
        #expect(sectioned.rowsWithSections == items.n + items.m - 2 * items.k)
        #expect(sectioned.rowsAnimated == sections.sourceCount + sections.targetCount + items.n + items.m - items.k)
        #expect(sectioned.boundMultiple > 2)
        let linear = try #require(quality("hash-linear", "book-sections"))
        #expect(linear.rowsAnimated >= linear.bound.lowerBound && linear.boundMultiple < 1.5)

        let markdown = try String(contentsOf: folder.appendingPathComponent("results.md"), encoding: .utf8)
        let lines = markdown.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("| hash-linear | ") && $0.hasSuffix(" ×1.00 |") })
        #expect(lines.contains { $0.hasPrefix("| myers | ") && $0.hasSuffix(" (move-free ×1.00) |") })
        #expect(markdown.contains("(pareto-int-mixed.svg)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pareto-book-sections-mixed.svg").path))
        let csv = try String(contentsOf: folder.appendingPathComponent("results.csv"), encoding: .utf8)
        #expect(
            csv.split(separator: "\n").first?.hasSuffix(
                "rows_animated,lower_bound,bound_multiple,move_free_bound,move_free_multiple,matchable,common_subsequence") == true)
    }
}
