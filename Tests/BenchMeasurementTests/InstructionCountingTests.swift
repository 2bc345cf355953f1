import DiffAlgorithms
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import DiffBenchWorkloads

/// Callgrind's output, the child's command line, the instruction budget, and
/// real cells counted under valgrind (installed by scripts/setup.sh).
@Suite struct InstructionCountingTests {
    @Test func totalsAreReadFromCallgrindOutput() {
        let output = """
            # callgrind format
            version: 1
            creator: callgrind-3.19.0
            events: Ir
            fn=(1) main
            0 12
            summary: 4932968
            totals: 4932968
            """
        #expect(Valgrind.instructions(inCallgrindOutput: output) == 4_932_968)
        #expect(Valgrind.instructions(inCallgrindOutput: "events: Ir\nsummary: 17\n") == 17)
        #expect(Valgrind.instructions(inCallgrindOutput: "events: Dr\ntotals: 17\n") == nil, "not instructions")
        #expect(Valgrind.instructions(inCallgrindOutput: "events: Ir\n") == nil)
    }

    @Test func theChildRunsUnderCallgrindWithDeterministicHashing() {
        let command = Valgrind.command(
            valgrind: "/usr/bin/valgrind", outputFile: "/tmp/x.out", executable: "/bin/benchrunner",
            arguments: ["cell", "--request", "{}"])
        #expect(command.executable == "/usr/bin/env")
        #expect(command.arguments.first == "SWIFT_DETERMINISTIC_HASHING=1")
        for option in ["--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--callgrind-out-file=/tmp/x.out"] {
            #expect(command.arguments.contains(option), "\(option)")
        }
        #expect(command.arguments.suffix(4) == ["/bin/benchrunner", "cell", "--request", "{}"])
    }

    @Test func theBudgetSelectsCells() {
        let selection = InstructionCellSelection(maxSize: 10_000, everySize: ["heckel"])
        func key(_ algorithm: String, _ size: Int) -> CellKey {
            CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size)
        }
        #expect(selection.includes(key("myers", 10_000)))
        #expect(!selection.includes(key("myers", 100_000)))
        #expect(selection.includes(key("heckel", 100_000)))
        #expect(InstructionCellSelection.all.includes(key("myers", 1_000_000)))
    }

    @Test func nativeChildrenRefuseToCount() throws {
        let scenario = try #require(WorkloadScenario.named("mixed"))
        let request = CellRequest(
            key: CellKey(algorithm: "hash-linear", dataset: "int", scenario: scenario.name, size: 50), seed: 1,
            policy: MeasurementPolicy(), budgetSeconds: 10, countsInstructions: true)
        let outcome = CellRunner.run(request)
        #expect(outcome.status == .failed)
        #expect(outcome.message?.contains("valgrind") == true)
    }

    /// Two counted runs of the same cells give the same counts, and a larger
    /// input more instructions (real children under callgrind).
    @Test func countsAreExactAcrossRuns() throws {
        let valgrind = try #require(Valgrind.locate(), "valgrind is not installed: run scripts/setup.sh")
        let configuration = RunConfiguration(
            sizes: [100, 1000], algorithms: ["hash-linear"], datasets: [.int],
            scenarios: [try #require(WorkloadScenario.named("mixed"))], seed: 42, timeout: 120, memoryLimit: 1 << 30,
            policy: MeasurementPolicy(minSeconds: 0), charts: false, metrics: [.instructions])
        let controller = RunController(configuration: configuration, command: [])
        controller.executable = try misbehavingCellsExecutable()
        controller.valgrind = valgrind
        var counts: [[Int]] = []
        for _ in 0..<2 {
            let cells = configuration.cells.map { controller.runCell($0) }
            for cell in cells { #expect(cell.status == .ok, "\(cell.key): \(cell.message ?? "")") }
            counts.append(cells.compactMap { $0.instructions?.instructions })
        }
        #expect(counts[0].count == 2)
        #expect(counts[0] == counts[1], "callgrind counts are exact")
        #expect(counts[0][0] > 0 && counts[0][1] > 5 * counts[0][0], "ten times the input, many more instructions")
    }
}
