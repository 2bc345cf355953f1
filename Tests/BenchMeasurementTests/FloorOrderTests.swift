import Foundation
import Testing

import BenchCore
import BenchMeasurement
import DiffBenchWorkloads

/// A floor does no more work than the row built on it: `floor`'s
/// instructions are at most `floor-content`'s on every flat dataset, counted
/// under callgrind in real children as `benchrunner run --metric
/// instructions` counts them (valgrind is installed by scripts/setup.sh; a
/// missing valgrind fails the test). Instructions, not times: times on a
/// shared machine drift by more than the difference the test guards. The
/// children are the test build's (debug), so the counts are not release
/// counts; the order holds in both because both rows run one scan
/// (`FloorScan`) that differs only in the content comparison.
@Suite struct FloorOrderTests {
    /// The flat datasets (the reference rows skip `book-sections`).
    static let datasets: [WorkloadDataset] = WorkloadDataset.allCases.filter { $0 != .bookSections }
    /// Scenarios where the target matches most of the source (`mixed`: most
    /// of `floor-content`'s extra work) and none of it (`disjoint`: none, so
    /// any work `floor` adds of its own shows).
    static let scenarios = ["mixed", "disjoint"]

    @Test(arguments: datasets)
    func floorCountsNoMoreInstructionsThanFloorContent(dataset: WorkloadDataset) throws {
        let valgrind = try #require(Valgrind.locate(), "valgrind is not installed: run scripts/setup.sh")
        let configuration = RunConfiguration(
            sizes: [1000], algorithms: [ReferenceRow.floor.rawValue, ReferenceRow.floorContent.rawValue],
            datasets: [dataset], scenarios: try Self.scenarios.map { try #require(WorkloadScenario.named($0)) }, seed: 42,
            timeout: 120, memoryLimit: 1 << 30, policy: MeasurementPolicy(minSeconds: 0), charts: false,
            metrics: [.instructions])
        let controller = RunController(configuration: configuration, command: [])
        controller.executable = try misbehavingCellsExecutable()
        controller.valgrind = valgrind
        var counts: [CellKey: Int] = [:]
        for key in configuration.cells {
            let cell = controller.runCell(key)
            #expect(cell.status == .ok, "\(key): \(cell.message ?? "")")
            counts[key] = cell.instructions?.instructions
        }
        for scenario in Self.scenarios {
            func count(_ row: ReferenceRow) throws -> Int {
                let key = CellKey(algorithm: row.rawValue, dataset: dataset.rawValue, scenario: scenario, size: 1000)
                return try #require(counts[key], "\(key) was not counted")
            }
            let floor = try count(.floor)
            let floorContent = try count(.floorContent)
            #expect(floor <= floorContent, "\(dataset.rawValue) · \(scenario) 1k: floor \(floor) > floor-content \(floorContent) instructions")
        }
    }
}
