import Testing

import BenchCore
import BenchMeasurement

/// Cells the smaller sizes show cannot finish within the timeout are not run.
@Suite struct PredictedTooSlowTests {
    static func cell(_ algorithm: String, _ size: Int, median: Double?, status: CellStatus = .ok) -> CellResult {
        let samples = median.map { [$0, $0, $0] } ?? []
        return CellResult(
            key: CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size), status: status,
            samples: samples, summary: SampleSummary(samples: samples), wallSeconds: samples.reduce(0, +))
    }

    static func key(_ algorithm: String, _ size: Int) -> CellKey {
        CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size)
    }

    @Test func growthBetweenTheTwoLargestSmallerSizesExtrapolates() throws {
        // 1k → 10k grows 100×: exponent 2, so 100k is predicted at 100 × 10k's time.
        let finished = [Self.cell("stdlib", 1000, median: 0.0034), Self.cell("stdlib", 10000, median: 0.34)]
        let prediction = try #require(DiffTimePrediction.predict(Self.key("stdlib", 100_000), from: finished))
        #expect(abs(prediction.exponent - 2) < 1e-9)
        #expect(abs(prediction.diffSeconds - 34) < 1e-6)
        #expect(prediction.basis == Self.key("stdlib", 10000))
    }

    @Test func theExponentIsClampedAndDefaultsToLinear() throws {
        let shrinking = [Self.cell("myers", 1000, median: 0.5), Self.cell("myers", 10000, median: 0.1)]
        #expect(try #require(DiffTimePrediction.predict(Self.key("myers", 100_000), from: shrinking)).exponent == 1)
        let single = [Self.cell("myers", 10000, median: 0.3)]
        let linear = try #require(DiffTimePrediction.predict(Self.key("myers", 100_000), from: single))
        #expect(linear.exponent == 1)
        #expect(abs(linear.diffSeconds - 3) < 1e-9)
        let cubic = [Self.cell("naive", 10, median: 1e-6), Self.cell("naive", 100, median: 1)]
        #expect(try #require(DiffTimePrediction.predict(Self.key("naive", 1000), from: cubic)).exponent == 3)
    }

    @Test func noPredictionWithoutATimedSmallerSize() {
        #expect(DiffTimePrediction.predict(Self.key("stdlib", 100_000), from: []) == nil)
        let skipped = [Self.cell("dp-lcs", 1000, median: 0.1), Self.cell("dp-lcs", 10000, median: nil, status: .skipped)]
        #expect(DiffTimePrediction.predict(Self.key("dp-lcs", 100_000), from: skipped) == nil)
        let other = [Self.cell("myers", 10000, median: 5)]
        #expect(DiffTimePrediction.predict(Self.key("stdlib", 100_000), from: other) == nil)
    }

    @Test func aCellIsNotRunOnlyBeyondTheMargin() throws {
        let policy = MeasurementPolicy()  // one warm-up and five samples: six diffs
        let finished = [Self.cell("stdlib", 1000, median: 0.0034), Self.cell("stdlib", 10000, median: 0.34)]
        // 34 s a diff × 6 = 204 s > 3 × 30 s.
        let slow = try #require(
            RunController.predictedTooSlow(Self.key("stdlib", 100_000), by: finished, policy: policy, timeout: 30))
        #expect(slow.status == .timedOut)
        #expect(slow.samples.isEmpty)
        #expect(slow.message?.hasPrefix("not run: one diff took 340 ms at 10k") == true, "\(slow.message ?? "")")
        #expect(slow.message?.contains("size^2.00") == true)
        // 204 s ≤ 3 × 70 s: run it, the prediction might be 3× too high.
        #expect(RunController.predictedTooSlow(Self.key("stdlib", 100_000), by: finished, policy: policy, timeout: 70) == nil)
        // Linear growth from 0.3 s: 3 s × 6 = 18 s, well within.
        let myers = [Self.cell("myers", 10000, median: 0.3)]
        #expect(RunController.predictedTooSlow(Self.key("myers", 100_000), by: myers, policy: policy, timeout: 30) == nil)
    }
}
