import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// Instruction counts in results files, comparisons and the history.
@Suite struct InstructionComparisonTests {
    @Test func metricListsParse() {
        #expect(Metric.parseList("time") == [.time])
        #expect(Metric.parseList("instructions,time") == [.time, .instructions])
        #expect(Metric.parseList(" Instructions ") == [.instructions])
        #expect(Metric.parseList("cycles") == nil)
        #expect(Metric.parseList("") == nil)
    }

    @Test func aChangeBeyondOnePercentCounts() throws {
        let baseline = countedBaselineBuilder()
        var current = currentBuilder(from: baseline)
        let slower = ResultsBuilder.key("heckel", 10_000)
        let faster = ResultsBuilder.key("myers", 1000)
        let withinThreshold = ResultsBuilder.key("stdlib", 1000)
        current.edit(slower) { $0.instructions = InstructionCount(instructions: 10_150_000) }  // +1.5%
        current.edit(faster) { $0.instructions = InstructionCount(instructions: 980_000) }  // −2%
        current.edit(withinThreshold) { $0.instructions = InstructionCount(instructions: 1_009_000) }  // +0.9%
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        #expect(comparison.regressions.map(\.key) == [slower])
        #expect(comparison.improvements.map(\.key) == [faster])
        #expect(comparison.exitCode == Comparison.regressionExitCode)
        let row = try #require(comparison.cells.first { $0.key == slower }?.metric(.instructions))
        #expect(row.change == "+1.5% (+150,000)")
        #expect(comparison.cells.first { $0.key == withinThreshold }?.verdict == .unchanged)

        // --threshold 2% lets the +1.5% pass; the −2% is still within it.
        let lenient = try Comparison.compare(
            baseline: baseline.results, current: current.results,
            policy: ComparisonPolicy(threshold: 0.02, instructionThreshold: 0.02))
        #expect(lenient.exitCode == Comparison.noChangeExitCode)
    }

    @Test func equalCountsAreNoChange() throws {
        let baseline = countedBaselineBuilder()
        let comparison = try Comparison.compare(baseline: baseline.results, current: currentBuilder(from: baseline).results)
        #expect(comparison.exitCode == Comparison.noChangeExitCode)
        #expect(comparison.cells.allSatisfy { $0.metric(.instructions)?.verdict == .unchanged })
        #expect(ComparisonReport.rules(comparison).hasPrefix("instructions exactly, changed beyond ±1.0%"))
    }

    @Test func aLostCountIsARegression() throws {
        let baseline = countedBaselineBuilder()
        var current = currentBuilder(from: baseline)
        let key = ResultsBuilder.key("myers", 10_000)
        current.edit(key) {
            $0.instructions = nil
            $0.message = "instructions not counted: timed-out"
        }
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        #expect(comparison.regressions.map(\.key) == [key])
    }

    @Test func informationalTimesDoNotGate() throws {
        var baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(3)
        let gated = try Comparison.compare(baseline: baseline.results, current: current.results)
        #expect(gated.exitCode == Comparison.regressionExitCode, "no counts: the times gate")
        let informational = try Comparison.compare(
            baseline: baseline.results, current: current.results, policy: ComparisonPolicy(timesInformational: true))
        #expect(informational.exitCode == Comparison.noChangeExitCode)
        let time = try #require(informational.cells.first?.metric(.time))
        #expect(time.verdict == .regression && !time.gates, "the time row still shows its verdict")
        #expect(time.note?.contains("informational") == true)

        // Counted in both runs, the count gates and the time informs, without the flag.
        baseline = countedBaselineBuilder()
        current = currentBuilder(from: baseline)
        current.scaleTimes(3)
        let counted = try Comparison.compare(baseline: baseline.results, current: current.results)
        #expect(counted.exitCode == Comparison.noChangeExitCode)
        let countedTime = try #require(counted.cells.first?.metric(.time))
        #expect(countedTime.verdict == .regression && !countedTime.gates)
        #expect(countedTime.note == "informational: instructions counted")
        current.edit(ResultsBuilder.key("myers")) { $0.instructions!.instructions += 50_000 }  // +5%
        #expect(try Comparison.compare(baseline: baseline.results, current: current.results).regressions.map(\.key) == [ResultsBuilder.key("myers")])
    }

    @Test func differentValgrindOrSwiftIsNoted() throws {
        let baseline = countedBaselineBuilder()
        var current = currentBuilder(from: baseline)
        current.environment.valgrind = "valgrind-3.22.0"
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        #expect(comparison.warnings.contains { $0.contains("valgrind-3.19.0 vs valgrind-3.22.0") })
        let same = try Comparison.compare(baseline: baseline.results, current: currentBuilder(from: baseline).results)
        #expect(!same.warnings.contains { $0.contains("instruction counts depend") })
    }

    @Test func countsSurviveTheFileAndTheTables() throws {
        let results = countedBaselineBuilder().results
        let decoded = try ResultsFile.decode(results.encoded())
        #expect(decoded.cells.map(\.instructions) == results.cells.map(\.instructions))
        #expect(decoded.environment.valgrind == "valgrind-3.19.0")
        let csv = ResultsWriter.csv(results).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let column = try #require(csv[0].firstIndex(of: "instructions"))
        #expect(csv[0][column + 1] == "allocator")
        #expect(csv[1][column] == "\(results.cells[0].instructions!.instructions)"[...])
        #expect(ResultsTable.text(for: results).contains("instructions of one diff (callgrind)"))
        #expect(ResultsTable.text(for: results).contains("10,000,000"))
        #expect(ResultsTable.markdown(for: results) { _, _ in nil }.contains("| heckel | 1,000,000 | 10,000,000 |"))
    }

    @Test func versionOneFilesStillRead() throws {
        var json = try #require(
            try JSONSerialization.jsonObject(with: baselineBuilder().results.encoded()) as? [String: Any])
        json["version"] = 1
        var parameters = try #require(json["parameters"] as? [String: Any])
        parameters.removeValue(forKey: "metrics")
        json["parameters"] = parameters
        let decoded = try ResultsFile.decode(JSONSerialization.data(withJSONObject: json))
        #expect(decoded.version == 1)
        #expect(decoded.parameters.measuredMetrics == [.time])
        #expect(decoded.cells.allSatisfy { $0.instructions == nil })
    }

    @Test func historyCarriesCountsAndReadsOldFiles() throws {
        let results = countedBaselineBuilder().results
        let rows = HistoryFile.rows(for: results)
        #expect(rows.map(\.instructions) == results.cells.map { $0.instructions?.instructions })
        let text = HistoryFile.render(rows)
        #expect(try HistoryFile.parse(text) == rows)
        // A file written before the instructions column.
        let old = text.split(separator: "\n").map { line in
            String(line[..<line.lastIndex(of: ",")!])
        }.joined(separator: "\n") + "\n"
        let oldRows = try HistoryFile.parse(old)
        #expect(oldRows.count == rows.count)
        #expect(oldRows.allSatisfy { $0.instructions == nil })
    }
}
