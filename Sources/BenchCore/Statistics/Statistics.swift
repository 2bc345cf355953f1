//===----------------------------------------------------------------------===//
// Statistics: the summary of a cell's raw samples
//===----------------------------------------------------------------------===//

/// The summary of a cell's timing samples, in seconds.
///
/// Percentiles use linear interpolation between closest ranks (the
/// "R-7"/NumPy default), so the median of an even count is the mean of the
/// two middle samples.
///
///     let summary = SampleSummary(samples: [3, 1, 2, 4])!
///     // summary.median == 2.5, summary.min == 1, summary.max == 4
package struct SampleSummary: Codable, Hashable, Sendable {
    /// The number of samples.
    package var count: Int
    package var median: Double
    package var p25: Double
    package var p75: Double
    package var p90: Double
    package var min: Double
    package var max: Double
    package var mean: Double
    /// Sample standard deviation (n − 1), `0` for a single sample.
    package var standardDeviation: Double
    /// Median absolute deviation from the median: the spread measure used
    /// to decide whether a change in median is noise.
    package var mad: Double

    /// `mad / median`, `0` when the median is `0`.
    package var relativeSpread: Double { median > 0 ? mad / median : 0 }

    /// Summarizes `samples`, or returns `nil` when there are none.
    ///
    /// - Complexity: O(*n* log *n*).
    package init?(samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        median = Self.percentile(0.5, ofSorted: sorted)
        p25 = Self.percentile(0.25, ofSorted: sorted)
        p75 = Self.percentile(0.75, ofSorted: sorted)
        p90 = Self.percentile(0.9, ofSorted: sorted)
        min = sorted[0]
        max = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
        if sorted.count > 1 {
            let mean = self.mean
            let squares = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
            standardDeviation = (squares / Double(sorted.count - 1)).squareRoot()
        } else {
            standardDeviation = 0
        }
        let median = self.median
        let deviations = sorted.map { abs($0 - median) }.sorted()
        mad = Self.percentile(0.5, ofSorted: deviations)
    }

    /// The `q`-quantile of ascending `sorted`, interpolated linearly.
    ///
    /// - Precondition: `sorted` is non-empty and ascending; `0 <= q <= 1`.
    package static func percentile(_ q: Double, ofSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty && (0...1).contains(q), "percentile needs samples and 0 <= q <= 1")
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}

/// The slope of log time against log size between consecutive sizes: about
/// 1 for linear growth, 2 for quadratic.
///
///     growthExponents([(1000, 0.001), (10000, 0.1)])   // [2.0]
///
/// - Returns: One exponent per consecutive pair with positive times and
///   distinct sizes, in size order.
package func growthExponents(_ points: [(size: Int, seconds: Double)]) -> [Double] {
    let points = points.filter { $0.seconds > 0 && $0.size > 0 }.sorted { $0.size < $1.size }
    guard points.count > 1 else { return [] }
    var exponents: [Double] = []
    for (a, b) in zip(points, points.dropFirst()) where b.size != a.size {
        exponents.append(log(b.seconds / a.seconds) / log(Double(b.size) / Double(a.size)))
    }
    return exponents
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
