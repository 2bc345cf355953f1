import BenchCore
import Foundation
import Testing

/// The package's root directory.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A command line for `--adapter`: the Python example, or a fixture adapter.
private let pythonExample = "python3 \(root.path)/Examples/python-difflib/adapter.py"
private func broken(_ mode: String) -> String { "python3 \(root.path)/Tests/AdapterHostTests/Fixtures/broken_adapter.py \(mode)" }
private func faulty(_ mode: String) -> String { "python3 \(root.path)/Tests/FuzzerTests/Fixtures/faulty_adapter.py \(mode)" }

/// `benchrunner --adapter` and `benchrunner diff --adapter`.
@Suite struct BenchRunnerAdapterTests {
    /// A short run of `algorithms` with `adapters`; the results file and the output.
    func run(_ algorithms: String, adapters: [String]) throws -> (ResultsFile?, ProcessOutput) {
        let files = try TemporaryFiles()
        let output = files.directory.appendingPathComponent("run").path
        let arguments = ["--sizes", "300", "--datasets", "int,book", "--algorithms", algorithms, "--min-time", "0.01",
            "--min-samples", "3", "--timeout", "20", "--no-charts", "--output", output]
            + adapters.flatMap { ["--adapter", $0] }
        let result = try runBenchrunner(arguments)
        let data = FileManager.default.contents(atPath: output + "/results.json")
        return (try data.map { try JSONDecoder().decode(ResultsFile.self, from: $0) }, result)
    }

    @Test func anAdapterIsMeasuredBesideABuiltIn() throws {
        let (results, output) = try run("hash-linear,python-difflib", adapters: [pythonExample])
        #expect(output.status == 0, "\(output.stderr)")
        let cells = try #require(results?.cells)
        #expect(Set(cells.map(\.key.algorithm)) == ["hash-linear", "python-difflib"])
        let adapterCells = cells.filter { $0.key.algorithm == "python-difflib" }
        #expect(adapterCells.count == 2)
        for cell in adapterCells {
            #expect(cell.status == .ok, "\(cell.message ?? "")")
            #expect(cell.samples.count >= 3)
            #expect(cell.samples.allSatisfy { $0 > 0 })
            #expect(cell.allocations == nil, "allocations are not measured for adapters")
            #expect(cell.changeset != nil)
            #expect(cell.allocator == .jemalloc, "started under the run's allocator, like the built-in cells")
        }
        #expect(cells.filter { $0.key.algorithm == "hash-linear" }.allSatisfy { $0.allocator == .jemalloc })
        #expect(results?.parameters.algorithms == ["hash-linear", "python-difflib"])
    }

    @Test func faultsAndWrongChangesetsAreResults() throws {
        let (results, output) = try run(
            "broken-garbage,broken-abort,faulty-wrong-move-source",
            adapters: [broken("garbage"), broken("abort"), faulty("wrong-move-source")])
        #expect(output.status == 1, "a failed cell makes the run fail: \(output.stderr)")
        let cells = try #require(results?.cells)
        let garbage = cells.filter { $0.key.algorithm == "broken-garbage" }
        #expect(!garbage.isEmpty && garbage.allSatisfy { $0.status == .protocolError })
        #expect(garbage.first?.message?.contains("this is not JSON xxx") == true)
        #expect((garbage.first?.message?.count ?? 1000) < 300, "the offending line is cut")
        #expect(cells.filter { $0.key.algorithm == "broken-abort" }.allSatisfy { $0.status == .crashed })
        let wrong = cells.filter { $0.key.algorithm == "faulty-wrong-move-source" }
        #expect(!wrong.isEmpty && wrong.allSatisfy { $0.status == .failed })
    }

    @Test func aMissingOrUnknownAdapterIsOneLineExitTwo() throws {
        let missing = try runBenchrunner(["--adapter", "/no/such/adapter", "--sizes", "10"])
        #expect(missing.status == 2)
        #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
        #expect(missing.stderr.contains("no such file"))

        let unknown = try runBenchrunner(["--adapter", pythonExample, "--algorithms", "difflib-typo", "--sizes", "10"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown algorithm 'difflib-typo'") && unknown.stderr.contains("python-difflib"))
    }

    @Test func diffPrintsTheAdaptersCheckedChangeset() throws {
        let files = try TemporaryFiles()
        let source = try files.write("[1, 2, 3, 4]")
        let target = try files.write("[3, 1, 4, 5]")
        let good = try runBenchrunner(["diff", "--adapter", pythonExample, source, target])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.hasPrefix(#"{"algorithm": "python-difflib", "deleted": "#), "\(good.stdout)")

        let wrong = try runBenchrunner(["diff", "--adapter", faulty("wrong-move-source"), source, target])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.isEmpty)
        #expect(wrong.stderr.contains("does not"), "\(wrong.stderr)")
    }
}
