import DiffAlgorithms
import Foundation
import Testing

import BenchCore
import BenchTestSupport

func sampleResults() -> ResultsFile {
    let environment = RunEnvironment(
        cpu: "Test CPU", cores: 2, memoryBytes: 1 << 34, os: "TestOS 1", kernel: "6.0", swift: "Swift version 6.3.1",
        commit: "abc1234", dirty: false, buildConfiguration: "release", jemalloc: "5.3.0")
    let policy = MeasurementPolicy()
    let parameters = RunParameters(
        sizes: [1000, 10_000], algorithms: ["myers", "dp-lcs", "naive-lcs"], datasets: ["int"], scenarios: ["mixed"],
        seed: 42, timeoutSeconds: 20, memoryLimitBytes: 1 << 33, measurement: policy)
    func key(_ algorithm: String, _ size: Int) -> CellKey {
        CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size)
    }
    let samples = [0.0011, 0.0010, 0.0012, 0.0013, 0.0010]
    let cells = [
        CellResult(
            key: key("myers", 1000), status: .ok, sourceCount: 1000, targetCount: 1000, samples: samples,
            summary: SampleSummary(samples: samples), allocations: AllocationCount(bytes: 131_072, count: 32),
            changeset: ChangesetSize(deleted: 100, inserted: 100, moved: 0, updated: 0), peakRSSBytes: 20 << 20,
            wallSeconds: 0.7),
        CellResult(
            key: key("myers", 10_000), status: .ok, samples: samples.map { $0 * 30 },
            summary: SampleSummary(samples: samples.map { $0 * 30 }), wallSeconds: 1.2),
        CellResult(
            key: key("dp-lcs", 10_000), status: .timedOut, message: "killed after the 20.0 s timeout", samples: [],
            wallSeconds: 20),
        CellResult(
            key: key("naive-lcs", 1000), status: .skipped, message: "too big",
            refusal: RefusalRecord(reason: "too big", estimate: .infinity), samples: [], wallSeconds: 0),
    ]
    return ResultsFile(
        run: RunInfo(
            id: "2026-01-01-abc1234", started: "2026-01-01T00:00:00Z", updated: "2026-01-01T00:01:00Z",
            complete: false, plannedCells: 6, command: ["benchrunner"], wallSeconds: 60),
        environment: environment, parameters: parameters,
        calibrations: [
            CellResult(
                key: Calibration.key, status: .ok, samples: [0.004, 0.005], summary: SampleSummary(samples: [0.004, 0.005]),
                wallSeconds: 0.6)
        ],
        cells: cells)
}

@Suite struct ResultsFileTests {
    @Test func roundTrip() throws {
        let results = sampleResults()
        let data = try results.encoded()
        let decoded = try ResultsFile.decode(data)
        #expect(decoded == results)
        #expect(decoded.cells[3].refusal?.estimate == nil, "infinity is stored as null")
        #expect(decoded.cell(CellKey(algorithm: "myers", dataset: "int", scenario: "mixed", size: 1000))?.samples.count == 5)
    }

    @Test func schemaIsVersionedAndNamed() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: sampleResults().encoded()) as? [String: Any])
        #expect(json["schema"] as? String == "diffbench-results")
        #expect(json["version"] as? Int == 3)
        let environment = try #require(json["environment"] as? [String: Any])
        for field in ["cpu", "cores", "os", "swift", "commit", "buildConfiguration", "jemalloc"] {
            #expect(environment[field] != nil, "environment.\(field)")
        }
    }

    @Test func foreignAndNewerFilesAreRejected() throws {
        #expect(throws: ResultsFileError.self) { try ResultsFile.decode(Data(#"{"version": 1}"#.utf8)) }
        var newer = sampleResults()
        newer.version = ResultsFile.currentVersion + 1
        let data = try newer.encoded()
        #expect(throws: ResultsFileError.self) { try ResultsFile.decode(data) }
        #expect(throws: (any Error).self) { try ResultsFile.decode(Data("{".utf8)) }
    }

    @Test func csvHasOneRowPerCellAndQuotes() {
        let csv = ResultsWriter.csv(sampleResults())
        let lines = csv.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("algorithm,dataset,scenario,size,status"))
        #expect(lines[1].hasPrefix("myers,int,mixed,1000,ok,5,0.0011,"))
        #expect(ResultsWriter.csvField("a,b") == "\"a,b\"")
        #expect(ResultsWriter.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    }

    @Test func tablesAndChart() throws {
        let results = sampleResults()
        let text = ResultsTable.text(for: results)
        #expect(text.contains("int · mixed"))
        #expect(text.contains("timed out"))
        #expect(text.contains("skipped"))
        #expect(text.contains("1.48"), "myers grows by 30× over 10× sizes: exponent 1.48")
        let markdown = ResultsTable.markdown(for: results) { _, _ in "chart.svg" }
        #expect(markdown.contains("| myers | 1.10 ms (p90"))
        #expect(markdown.contains("![int · mixed"))
        #expect(markdown.contains("Partial run"))
        #expect(markdown.contains("Calibration (hash and sort 100,000 integers, median): 4.50 ms at the start."))
        let group = try #require(ResultsTable.groups(results).first)
        let svg = SVGChart.render(group, seed: 42)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("<polyline"))
        #expect(svg.contains("class=\"p90\""), "p90 whisker")
        #expect(svg.contains("timed out at 10k"))
        #expect(SVGChart.decadeLabel(-3) == "1 ms")
        #expect(SVGChart.decadeLabel(-5) == "10 µs")
        #expect(SVGChart.decadeLabel(-1) == "100 ms")
        #expect(SVGChart.decadeLabel(1) == "10 s")
    }

    @Test func writerReplacesFilesInPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = ResultsWriter(folder: try RunFolder.create(output: folder.path, runID: "x"), charts: true)
        var results = sampleResults()
        try writer.write(results)
        results.cells.removeLast()
        try writer.write(results)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["chart-int-mixed.svg", "results.csv", "results.json", "results.md"])
        let decoded = try ResultsFile.decode(Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(decoded.cells.count == 3)
    }
}
