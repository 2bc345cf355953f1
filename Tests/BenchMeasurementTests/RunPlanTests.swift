import AdapterHost
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import DiffAlgorithms
import MisbehavingCells
import DiffBenchWorkloads

/// A run's plan resolves each cell's id once, through `BenchmarkRow`, and
/// the parent and the child keep the lines they always gave an unknown id.
@Suite struct RunPlanTests {
    static func controller(algorithms: [String] = ["myers"]) throws -> RunController {
        let configuration = RunConfiguration(
            sizes: [1000], algorithms: algorithms, datasets: [.int], scenarios: [try #require(WorkloadScenario.named("mixed"))],
            seed: 42, timeout: 30, memoryLimit: 1 << 30, policy: MeasurementPolicy(), charts: false)
        return RunController(configuration: configuration, command: [])
    }

    static func key(_ algorithm: String, scenario: String = "mixed") -> CellKey {
        CellKey(algorithm: algorithm, dataset: "int", scenario: scenario, size: 1000)
    }

    static func adapter(named name: String) throws -> AdapterAlgorithm {
        AdapterAlgorithm(
            command: try AdapterCommand(executable: "/bin/true"),
            handshake: AdapterHandshake(name: name, version: "1", elements: [.int], format: .batch))
    }

    @Test func thePlanHoldsEachCellsRowInRunOrder() throws {
        let controller = try Self.controller(algorithms: ["myers", "floor", "hash-linear"])
        let plan = controller.plan(controller.configuration.cells)
        #expect(plan.map(\.key) == controller.configuration.cells)
        #expect(try plan.map { try $0.row.get() } == [.algorithm(MyersLinearSpaceDiff()), .reference(.floor), .algorithm(HashKeyedLinearDiff())])
    }

    @Test func thePlanResolvesAgainstTheRunsAdaptersAndAlgorithms() throws {
        let controller = try Self.controller()
        let adapter = try Self.adapter(named: "my-adapter")
        controller.adapters = [adapter]
        controller.algorithms = AlgorithmRegistry.all + [DegenerateDiff()]
        #expect(try controller.plannedCell(Self.key("my-adapter")).row.get() == .adapter(adapter))
        #expect(try controller.plannedCell(Self.key("test-degenerate")).row.get() == .algorithm(DegenerateDiff()))
        #expect(try controller.plannedCell(Self.key("floor-content")).row.get() == .reference(.floorContent))
        // An adapter of a built-in row's name (its handshake refuses one) shadows the row.
        let shadowing = try Self.adapter(named: "myers")
        controller.adapters = [shadowing]
        #expect(try controller.plannedCell(Self.key("myers")).row.get() == .adapter(shadowing))
    }

    @Test func theParentGivesAnUnknownRowOrScenarioItsLine() throws {
        let controller = try Self.controller()
        #expect(throws: UnknownBenchmarkRow(id: "nope")) { try controller.plannedCell(Self.key("nope")).row.get() }
        for key in [Self.key("nope"), Self.key("floor", scenario: "nope"), Self.key("myers", scenario: "nope")] {
            let cell = controller.runCell(key)
            #expect(cell.status == .crashed, "\(key)")
            #expect(cell.message == "unknown algorithm or scenario", "\(key)")
        }
    }

    @Test func anAdaptersCellChecksItsOwnScenario() throws {
        let controller = try Self.controller()
        controller.adapters = [try Self.adapter(named: "my-adapter")]
        let cell = controller.runCell(Self.key("my-adapter", scenario: "nope"))
        #expect(cell.status == .failed)
        #expect(cell.message?.hasPrefix("unknown dataset or scenario in ") == true, "\(cell.message ?? "")")
    }

    /// AdapterHost cannot see `ReferenceRow`, so it lists the names itself;
    /// an adapter may take none of the rows the resolver knows.
    @Test func adapterHandshakesReserveEveryBuiltInRowsName() {
        #expect(Set(AdapterNameRules.reservedNames) == Set(AlgorithmRegistry.ids + ReferenceRow.ids))
    }

    @Test func theChildGivesAnUnknownIdItsLine() {
        for id in ["nope", "test-degenerate"] {
            let outcome = CellRunner.run(CellRequest(key: Self.key(id), seed: 42, policy: MeasurementPolicy(), budgetSeconds: 30))
            #expect(outcome.status == .failed)
            #expect(outcome.message == "unknown algorithm \(id)")
        }
    }
}
