import DiffAlgorithms
import Foundation
import Testing

@testable import BenchRunner

@Suite struct IsolationTests {
    /// A crashing, a hanging and a memory-hogging cell (real child processes)
    /// are recorded as such, and the cells after them still run.
    @Test func misbehavingCellsDoNotStopTheRun() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try runBenchrunner(
            [
                "--algorithms", "test-crash,test-hang,test-hog,hash-linear", "--datasets", "int",
                "--sizes", "10,100", "--timeout", "4", "--memory-limit", "0.5", "--min-time", "0",
                "--output", folder.path,
            ],
            environment: [BenchAlgorithms.testEnvironmentVariable: "1"])
        #expect(output.status == 1, "a crashed cell makes the exit code 1: \(output.stderr)")
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
        #expect(output.stdout.contains("int · mixed"), "the table goes to stdout")
        #expect(output.stderr.contains("[8/8]"), "progress goes to stderr")
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
        #expect(CellRunner.verify(Changeset(moved: [Changeset.OffsetPair(2, 0)]), source: source, target: target) == nil)
        #expect(CellRunner.verify(Changeset(), source: source, target: target) != nil)
        #expect(CellRunner.verify(Changeset(deleted: [7]), source: source, target: target) != nil)
    }

    @Test func refusalsAreSkipsWithAReason() throws {
        let command = try BenchRunner.parseAsRoot(["--algorithms", "naive-lcs", "--sizes", "1000", "--datasets", "int"])
        let run = try #require(command as? BenchRunner.Run)
        let controller = RunController(configuration: try run.configuration(), command: [])
        let cell = controller.runCell(CellKey(algorithm: "naive-lcs", dataset: "int", scenario: "mixed", size: 1000))
        #expect(cell.status == .skipped)
        #expect(cell.refusal?.reason.isEmpty == false)
    }
}
