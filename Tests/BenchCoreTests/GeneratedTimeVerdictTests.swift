import DiffBenchWorkloads
import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// `compare`'s time verdict on generated pairs of runs whose only difference
/// is known: one cell's samples scaled by 1 + *r*, steady calibrations, a
/// threshold *t*. Beyond the threshold (samples ±2%, so the p10–p90 ranges
/// are apart) the change is a regression or an improvement; well within it,
/// unchanged; the other cells, unchanged.
@Suite struct GeneratedTimeVerdictTests {
    @Test func aKnownTimeChangeGetsItsVerdict() throws {
        var random = WorkloadRandom(seed: 41)
        let keys = baselineBuilder().cells.map(\.key)
        let steady: [Double] = [0.020, 0.0202, 0.0198, 0.020, 0.020]
        for _ in 0..<300 {
            let threshold = [0.05, 0.10, 0.20][random.next(below: 3)]
            // A change at least 3 points from the threshold either way.
            var change: Double
            repeat {
                change = Double(random.next(below: 801)) / 1000 - 0.4
            } while abs(abs(change) - threshold) < 0.03 || change <= -0.9
            let key = keys[random.next(below: keys.count)]
            var baseline = baselineBuilder()
            baseline.calibration = steady
            var current = currentBuilder(from: baseline)
            current.scaleTimes(1 + change, of: key)
            let comparison = try Comparison.compare(
                baseline: baseline.results, current: current.results, policy: ComparisonPolicy(threshold: threshold))
            let expected: ChangeVerdict = change > threshold ? .regression : change < -threshold ? .improvement : .unchanged
            let label = "\(key) scaled by \(1 + change), threshold \(threshold)"
            let verdict = comparison.cells.first { $0.key == key }?.metric(.time)?.verdict
            #expect(verdict == expected, "\(label): \(String(describing: verdict))")
            let others = comparison.cells.filter { $0.key != key }.compactMap { $0.metric(.time)?.verdict }
            #expect(others.allSatisfy { $0 == .unchanged }, "\(label): the other cells \(others)")
        }
    }
}
