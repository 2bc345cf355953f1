import DiffBenchText

//===----------------------------------------------------------------------===//
// Comparison rules for times: a change, or the machine's noise
//===----------------------------------------------------------------------===//

extension Comparison {
    /// The fraction of samples left out at each end of the range two runs'
    /// times must not share: the p10–p90 range.
    package static let timeRangeTail = 0.10

    /// Compares the medians of two cells' samples, after dividing the
    /// current ones by `factor` (the normalization; 1 = raw).
    ///
    /// A time difference is a regression or an improvement only when all of
    /// these hold, and `inconclusive` otherwise (it never decides the exit
    /// code):
    ///
    /// 1. the (normalized) median changed by more than `threshold`;
    /// 2. both runs measured the calibration at their start and end, and
    ///    neither moved by more than `CalibrationDrift.margin` (the machine
    ///    held its speed in each run: `calibration.problem` is `nil`);
    /// 3. divided by the calibration ratio (current ÷ baseline), the current
    ///    median still differs by more than `threshold`, the same way (the
    ///    change is not the machine running slower or faster);
    /// 4. the two runs' p10–p90 ranges, the current one divided by the
    ///    calibration ratio, do not overlap (every sample but the tails
    ///    moved, not the median alone);
    /// 5. each run's p10–p90 range spans at most `threshold` of its median
    ///    (a run whose samples disagree with each other by more than the
    ///    change it would vouch for was measured on a disturbed machine:
    ///    a burst of load during a cell's few milliseconds of sampling shifts
    ///    its samples, and the calibrations at the start and the end of the
    ///    run cannot see it).
    ///
    /// A change within the threshold is `unchanged`.
    package static func compareTime(
        baseline: [Double], current: [Double], threshold: Double, factor: Double, calibration: CalibrationEvidence
    ) -> MetricComparison {
        let b = SampleSummary(samples: baseline)?.median ?? 0
        let rawCurrent = SampleSummary(samples: current)?.median ?? 0
        let c = rawCurrent / factor
        let difference = c - b
        let relative = b > 0 ? difference / b : (difference == 0 ? 0 : .infinity)
        var verdict: ChangeVerdict = .unchanged
        var notes: [String] = []
        if abs(relative) > threshold {
            if let reason = inconclusiveReason(
                baseline: baseline, current: current, slower: difference > 0, threshold: threshold, calibration: calibration)
            {
                verdict = .inconclusive
                notes.append(reason)
            } else {
                verdict = difference > 0 ? .regression : .improvement
            }
        }
        if factor != 1 {
            notes.append("raw \(formatDuration(rawCurrent)), normalized ×\(String(format: "%.3f", 1 / factor))")
        }
        return MetricComparison(
            metric: .time, baseline: formatDuration(b), current: formatDuration(c), change: formatPercent(relative),
            verdict: verdict, note: notes.isEmpty ? nil : notes.joined(separator: "; "), relativeChange: relative)
    }

    /// Why a median change beyond the threshold may be the machine's noise
    /// (rules 2–5 of `compareTime`), or `nil` when it is a change.
    static func inconclusiveReason(
        baseline: [Double], current: [Double], slower: Bool, threshold: Double, calibration: CalibrationEvidence
    ) -> String? {
        if let problem = calibration.problem { return problem }
        guard let ratio = calibration.ratio, ratio > 0 else { return "no samples to compare" }
        let calibratedCurrent = current.map { $0 / ratio }
        guard let b = SampleSummary(samples: baseline), let c = SampleSummary(samples: calibratedCurrent), b.median > 0
        else { return "no samples to compare" }
        let calibrated = c.median / b.median - 1
        let machine = "the calibration ran ×\(String(format: "%.2f", ratio)) the baseline's time"
        if (calibrated > 0) != slower || abs(calibrated) <= threshold {
            return "\(machine): calibrated change \(formatPercent(calibrated))"
        }
        let baseRange = middleRange(baseline), currentRange = middleRange(calibratedCurrent)
        let apart = slower ? currentRange.lowerBound > baseRange.upperBound : currentRange.upperBound < baseRange.lowerBound
        if !apart {
            return "p10–p90 \(rangeText(baseRange)) and \(rangeText(currentRange)) overlap"
                + (ratio == 1 ? "" : " (current ÷ \(String(format: "%.2f", ratio)), the calibration ratio)")
        }
        for (name, range, median) in [("baseline", baseRange, b.median), ("current run", currentRange, c.median)] {
            let width = (range.upperBound - range.lowerBound) / median
            if width > threshold {
                return "the \(name)'s p10–p90 \(rangeText(range)) spans \(formatPercent(width).dropFirst()) of its median, more than the threshold"
            }
        }
        return nil
    }

    /// The p10–p90 range of `samples` (`timeRangeTail` left out at each end).
    ///
    /// - Precondition: `samples` is not empty.
    package static func middleRange(_ samples: [Double]) -> ClosedRange<Double> {
        let sorted = samples.sorted()
        return SampleSummary.percentile(timeRangeTail, ofSorted: sorted)...SampleSummary.percentile(
            1 - timeRangeTail, ofSorted: sorted)
    }

    /// `"1.20 µs–1.41 µs"`.
    static func rangeText(_ range: ClosedRange<Double>) -> String {
        "\(formatDuration(range.lowerBound))–\(formatDuration(range.upperBound))"
    }
}

extension TimeClock {
    /// The cell's samples on this clock (CPU samples are absent in runs
    /// that predate them).
    package func samples(of cell: CellResult) -> [Double] {
        switch self {
        case .wall: cell.samples
        case .cpu: cell.cpuSamples ?? []
        }
    }
}
