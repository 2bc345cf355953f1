import Testing

import BenchCore
import BenchTestSupport

/// Beside counted instructions, `compare` shows the fastest sample's change
/// (informational): a slowdown of every sample shows, a few slow outliers
/// do not, and neither gates.
@Suite struct FastestSampleTests {
    @Test func aSlowdownOfEverySampleShowsButDoesNotGate() throws {
        let baseline = countedBaselineBuilder()
        var current = currentBuilder(from: baseline)
        let heckel = ResultsBuilder.key("heckel", 10_000)
        current.scaleTimes(1.25, of: heckel)
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        let fastest = try #require(comparison.cells.first { $0.key == heckel }?.metric(.fastest))
        #expect(fastest.verdict == .regression)
        #expect(!fastest.gates)
        #expect(fastest.change == "+25.0%")
        #expect(comparison.exitCode == Comparison.noChangeExitCode)
        #expect(comparison.cells.filter { $0.key != heckel }.allSatisfy { $0.metric(.fastest)?.verdict == .unchanged })
    }

    @Test func slowOutliersLeaveTheFastestSampleAlone() throws {
        let baseline = countedBaselineBuilder()
        var current = currentBuilder(from: baseline)
        let myers = ResultsBuilder.key("myers", 1000)
        current.edit(myers) { cell in
            // Two of five samples twice as slow: the median moves, the fastest does not.
            cell.samples = cell.samples.enumerated().map { $0.offset < 2 ? $0.element * 2 : $0.element }
            cell.summary = SampleSummary(samples: cell.samples)
        }
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        let fastest = try #require(comparison.cells.first { $0.key == myers }?.metric(.fastest))
        #expect(fastest.verdict == .unchanged, "\(fastest)")
    }

    @Test func withoutInstructionCountsTheMedianGatesAndNoFastestRowIsAdded() throws {
        let baseline = baselineBuilder()
        let comparison = try Comparison.compare(baseline: baseline.results, current: currentBuilder(from: baseline).results)
        #expect(comparison.cells.allSatisfy { $0.metric(.fastest) == nil })
    }
}
