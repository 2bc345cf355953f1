import DiffBenchText

//===----------------------------------------------------------------------===//
// CalibrationDrift: did the machine's speed hold during one run?
//===----------------------------------------------------------------------===//

/// How far a run's calibration moved between its two measurements, at the
/// start and at the end of the run.
///
/// The calibration workload does the same work every time, so its two
/// medians differ only because the machine ran at another speed (other
/// processes, frequency scaling, a noisy neighbour). When they differ by
/// more than `margin`, the cells of that run were timed on a machine whose
/// speed moved by at least as much, and a time difference of that order
/// between two runs says nothing about the code: `benchrunner run` warns,
/// and `benchrunner compare` calls such time differences inconclusive
/// (`ResultsFile.calibrationUnsteadiness()`).
///
///     let drift = CalibrationDrift(start: 0.0435, end: 0.0152)
///     // drift.factor ≈ 2.86, drift.isStable == false
package struct CalibrationDrift: Hashable, Sendable, CustomStringConvertible {
    /// The largest ratio between the two medians that still counts as a
    /// machine of steady speed: 10% (the default `--threshold` of times).
    package static let margin = 0.10

    /// Median seconds of the calibration at the start of the run.
    package var start: Double
    /// Median seconds of the calibration at the end of the run.
    package var end: Double

    /// Creates a value from the two medians, in seconds.
    package init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The larger median divided by the smaller (1 = no drift), so that a
    /// machine that sped up and one that slowed down by the same factor
    /// drift alike; infinite when a median is not positive.
    package var factor: Double {
        guard start > 0, end > 0 else { return .infinity }
        return Swift.max(start, end) / Swift.min(start, end)
    }

    /// `end ÷ start − 1`: the signed change, for display.
    package var change: Double { start > 0 ? end / start - 1 : .infinity }

    /// Whether the two medians are within `margin` of each other.
    package var isStable: Bool { factor <= 1 + Self.margin }

    /// `"43.5 ms at the start, 15.2 ms at the end (−65.1%)"`.
    package var description: String {
        "\(formatDuration(start)) at the start, \(formatDuration(end)) at the end (\(formatPercent(change)))"
    }
}

extension ResultsFile {
    /// The drift between the run's first and last calibration on `clock`,
    /// or `nil` when the run does not have two measured calibrations (it
    /// was interrupted, predates them, or a calibration failed).
    package func calibrationDrift(clock: TimeClock = .wall) -> CalibrationDrift? {
        let measured = calibrations.filter { $0.status == .ok }.compactMap(clock.summary)
        guard measured.count >= 2, let first = measured.first, let last = measured.last else { return nil }
        return CalibrationDrift(start: first.median, end: last.median)
    }
}
