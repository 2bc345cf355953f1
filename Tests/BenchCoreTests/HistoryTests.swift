import Foundation
import Testing

import BenchCore
import BenchTestSupport
import InputValidation

@Suite struct HistoryTests {
    /// A baseline-shaped run with a skipped cell, a CPU name that needs
    /// quoting and a time that needs all its digits.
    func trackedRun() -> ResultsFile {
        var builder = baselineBuilder()
        builder.environment.cpu = #"Test CPU, "quoted" @ 3.0GHz"#
        builder.add(ResultsBuilder.key("naive-lcs"), samples: [], status: .skipped)
        builder.edit(ResultsBuilder.key("myers")) {
            $0.samples = [0.1 + 0.2, 1e-7, 0.000123456789012345]
            $0.summary = SampleSummary(samples: $0.samples)
        }
        return builder.results
    }

    @Test func rowsRoundTripThroughTheFile() throws {
        let rows = HistoryFile.rows(for: trackedRun())
        #expect(rows.count == 7)
        let text = HistoryFile.render(rows)
        #expect(text.hasPrefix("run,date,commit,dirty,cpu,cores,swift,build,jemalloc,calibration_s,algorithm,"))
        #expect(text.contains(#""Test CPU, ""quoted"" @ 3.0GHz""#))
        let parsed = try HistoryFile.parse(text)
        #expect(parsed == rows)
        let skipped = try #require(parsed.first { $0.status == .skipped })
        #expect(skipped.median == nil && skipped.allocations == nil && skipped.changeset == nil)
        #expect(parsed.first { $0.key == ResultsBuilder.key("myers") }?.median == 0.000123456789012345)
    }

    @Test func rowsCarryWhatTheIssueAsksFor() throws {
        let row = try #require(HistoryFile.rows(for: trackedRun()).first { $0.key == ResultsBuilder.key("heckel", 10_000) })
        #expect(row.commit == "aaaaaaa")
        #expect(row.date == "2026-11-01T02:00:00Z")
        #expect(row.swift.contains("6.3.1") && row.build == "release" && row.cores == 2)
        #expect(row.median == 0.012)
        #expect(row.p90 != nil && row.mad != nil)
        #expect(row.allocations == AllocationCount(bytes: 65_536, count: 20))
        #expect(row.changeset?.moved == 80)
        #expect(row.calibration == 0.020)
    }

    @Test func appendingTwiceReplacesTheRun() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("history.csv")
        let first = trackedRun()
        var second = currentBuilder(from: baselineBuilder())
        second.scaleTimes(1.1)
        #expect(try HistoryFile.append(first, to: file) == 7)
        #expect(try HistoryFile.append(second.results, to: file) == 6)
        #expect(try HistoryFile.append(second.results, to: file) == 6)
        let rows = try HistoryFile.load(file)
        #expect(rows.count == 13)
        #expect(Set(rows.map(\.run)) == ["2026-11-01-aaaaaaa", "2026-11-02-bbbbbbb"])
        #expect(HistoryReport.runs(rows).map(\.id) == ["2026-11-01-aaaaaaa", "2026-11-02-bbbbbbb"])
    }

    @Test func aForeignOrDamagedHistoryIsRejected() throws {
        #expect(throws: InputError.self) { try HistoryFile.parse("a,b,c\n1,2,3\n") }
        var text = HistoryFile.render(HistoryFile.rows(for: trackedRun()))
        text += "2026-11-03-ccccccc,2026-11-03T00:00:00Z,ccccccc\n"
        let error = #expect(throws: InputError.self) { try HistoryFile.parse(text, name: "h.csv") }
        #expect(error?.description == "h.csv: line 9 is damaged (expected \(HistoryFile.header.count) fields in order)")
    }

    @Test func csvParsingHandlesQuotesCommasAndNewlines() {
        let records = HistoryFile.parseCSV("a,\"b,c\",\"d\"\"e\"\r\n\"multi\nline\",,x\n")
        #expect(records == [["a", "b,c", "d\"e"], ["multi\nline", "", "x"]])
    }

    @Test func theReportDrawsOneChartPerDatasetAndFamily() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = baselineBuilder()
        first.add(ResultsBuilder.key("naive-lcs"), samples: [], status: .skipped)
        var rows = HistoryFile.rows(for: first.results)
        var second = currentBuilder(from: first)
        second.scaleTimes(1.3, of: ResultsBuilder.key("myers"))
        second.edit(ResultsBuilder.key("heckel", 10_000)) { $0.allocations!.count += 1 }
        second.add(ResultsBuilder.key("myers", 1000, dataset: "book"), samples: ResultsBuilder.samples(median: 0.002))
        rows += HistoryFile.rows(for: second.results)

        let files = try HistoryReport.write(rows, to: folder, last: 30, source: "history.csv")
        #expect(
            files == [
                "trend-book-mixed-lcs.svg", "trend-int-mixed-lcs.svg", "trend-int-mixed-linear.svg", "report.md",
            ])
        let svg = try String(contentsOf: folder.appendingPathComponent("trend-int-mixed-lcs.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("myers") && svg.contains("stdlib") && !svg.contains("heckel"))

        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("2 tracked runs"))
        #expect(report.contains("![int · mixed: linear (hash-based) algorithms](trend-int-mixed-linear.svg)"))
        #expect(report.contains("| myers | 1k | 1.00 ms | 1.30 ms | +30.0% |"))
        #expect(report.contains("**allocations 20 → 21"))
        #expect(report.contains("Skipped in every run shown: naive-lcs 1k."))
        #expect(!report.contains("| naive-lcs |"))
    }

    @Test func aFamilyGroupsTheRegistry() {
        #expect(AlgorithmFamily(algorithm: "myers") == .lcs)
        #expect(AlgorithmFamily(algorithm: "stdlib") == .lcs)
        #expect(AlgorithmFamily(algorithm: "heckel") == .linear)
        #expect(AlgorithmFamily(algorithm: "hash-linear") == .linear)
        #expect(AlgorithmFamily(algorithm: "retired") == .other)
    }
}
