//===----------------------------------------------------------------------===//
// CalibrationEvidence: what the two runs' calibrations say about the machine
//===----------------------------------------------------------------------===//

/// The machine's side of a time comparison, from the calibrations of both
/// runs: how much slower the current run's machine ran the calibration
/// workload than the baseline's (on the compared clock), and whether each
/// run's machine held its speed (`ResultsFile.calibrationUnsteadiness()`).
///
/// A time difference can only be told apart from the machine when both are
/// known: `problem` names what is missing.
package struct CalibrationEvidence: Hashable, Sendable {
    /// Current ÷ baseline median calibration time (both measurements of each
    /// run pooled); `nil` when a run has no calibration or the runs measured
    /// different calibration workloads.
    package var ratio: Double?
    /// Why the baseline's machine did not hold its speed, or `nil`.
    package var baselineUnsteadiness: String?
    /// Why the current run's machine did not hold its speed, or `nil`.
    package var currentUnsteadiness: String?

    /// Creates a value from every stored property.
    package init(ratio: Double?, baselineUnsteadiness: String?, currentUnsteadiness: String?) {
        self.ratio = ratio
        self.baselineUnsteadiness = baselineUnsteadiness
        self.currentUnsteadiness = currentUnsteadiness
    }

    /// Reads both runs' calibrations; the ratio on `clock`.
    package init(_ baseline: ResultsFile, _ current: ResultsFile, clock: TimeClock) {
        self.init(
            ratio: Comparison.calibrationRatio(baseline, current, clock: clock),
            baselineUnsteadiness: baseline.calibrationUnsteadiness(),
            currentUnsteadiness: current.calibrationUnsteadiness())
    }

    /// Why no time difference can be conclusive, for a verdict's note
    /// ("the current run: its calibration moved …"), or `nil` when both runs
    /// have a common calibration and held their speed.
    package var problem: String? {
        guard ratio != nil else { return "no common calibration to tell the machine from the code" }
        let reasons = [("the baseline", baselineUnsteadiness), ("the current run", currentUnsteadiness)]
            .compactMap { name, reason in reason.map { "\(name): \($0)" } }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    /// One warning line per run whose machine did not hold its speed.
    package var warnings: [String] {
        [("baseline", baselineUnsteadiness), ("current run", currentUnsteadiness)].compactMap { name, reason in
            reason.map {
                "warning: the \(name)'s machine did not hold its speed (±\(CalibrationDrift.marginText)): \($0); time differences are inconclusive"
            }
        }
    }
}
