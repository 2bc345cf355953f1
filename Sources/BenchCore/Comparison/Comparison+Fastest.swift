import DiffBenchText

//===----------------------------------------------------------------------===//
// The fastest sample: a time change that survives a drifting machine
//===----------------------------------------------------------------------===//

extension Comparison {
    /// The change of the fastest sample (the current one divided by the
    /// calibration `factor`), shown where the median time does not gate
    /// (instructions counted, or `--times-informational`): a shared
    /// machine's load slows some samples but rarely the fastest, so a code
    /// change that costs time where instruction counts do not show it (the
    /// cache, page faults, the allocator) still shows here. Beyond
    /// `threshold` it is marked a regression or an improvement; it never
    /// gates.
    ///
    /// - Precondition: Both sample lists are non-empty and positive.
    /// - Complexity: O(*s*) for *s* samples.
    package static func compareFastest(
        baseline: [Double], current: [Double], threshold: Double, factor: Double
    ) -> MetricComparison {
        let b = baseline.min() ?? 0
        let c = (current.min() ?? 0) / factor
        let relative = b > 0 ? (c - b) / b : 0
        let verdict: ChangeVerdict =
            relative > threshold ? .regression : relative < -threshold ? .improvement : .unchanged
        return MetricComparison(
            metric: .fastest, baseline: formatDuration(b), current: formatDuration(c), change: formatPercent(relative),
            verdict: verdict, note: verdict == .unchanged ? nil : "informational", relativeChange: relative, gates: false)
    }
}
