import Testing

import BenchCore
import BenchTestSupport
import DiffBenchText

@Suite struct StatisticsTests {
    @Test func emptySamplesHaveNoSummary() {
        #expect(SampleSummary(samples: []) == nil)
    }

    @Test func oddAndEvenMedians() throws {
        let odd = try #require(SampleSummary(samples: [5, 1, 3]))
        #expect(odd.median == 3)
        #expect(odd.min == 1 && odd.max == 5)
        let even = try #require(SampleSummary(samples: [4, 1, 3, 2]))
        #expect(even.median == 2.5)
    }

    @Test func percentilesInterpolate() throws {
        let summary = try #require(SampleSummary(samples: (1...11).map(Double.init)))
        #expect(summary.median == 6)
        #expect(summary.p90 == 10)
        #expect(summary.p25 == 3.5)
        #expect(summary.p75 == 8.5)
        #expect(SampleSummary.percentile(0.95, ofSorted: [0, 10]) == 9.5)
    }

    @Test func spread() throws {
        let summary = try #require(SampleSummary(samples: [1, 2, 3, 4, 100]))
        #expect(summary.mean == 22)
        #expect(summary.mad == 1, "the median absolute deviation ignores the outlier")
        #expect(summary.relativeSpread == 1.0 / 3.0)
        let single = try #require(SampleSummary(samples: [2]))
        #expect(single.standardDeviation == 0 && single.mad == 0 && single.p90 == 2)
        let pair = try #require(SampleSummary(samples: [1, 3]))
        #expect(abs(pair.standardDeviation - 2.0.squareRoot()) < 1e-12)
    }

    @Test func growthExponentsAreLogLogSlopes() {
        let exponents = growthExponents([(1000, 0.001), (10_000, 0.01), (100_000, 1)])
        #expect(exponents.count == 2)
        #expect(abs(exponents[0] - 1) < 1e-9)
        #expect(abs(exponents[1] - 2) < 1e-9)
        #expect(growthExponents([(1000, 0.001)]).isEmpty)
        #expect(growthExponents([(1000, 0), (2000, 1)]).isEmpty, "zero times are left out")
    }

    @Test func formatting() {
        #expect(formatCount(100_000) == "100k")
        #expect(formatCount(2_000_000) == "2M")
        #expect(formatCount(1500) == "1500")
        #expect(formatDuration(0.00123) == "1.23 ms")
        #expect(formatDuration(12.1) == "12.1 s")
        #expect(formatDuration(0.000812) == "812 µs")
        #expect(formatBytes(1536) == "1.50 KiB")
        #expect(formatClock(185) == "3m05s")
    }
}
