import DiffBenchText

//===----------------------------------------------------------------------===//
// ResultsFile+Steadiness: did the machine run at one speed during the run?
//===----------------------------------------------------------------------===//

extension ResultsFile {
    /// Why the run's machine cannot be trusted to have held its speed, from
    /// its calibrations at the start and the end, in a few words ("its
    /// calibration moved −65.1% from start to end (43.5 ms → 15.2 ms)"), or
    /// `nil` when it held. In order:
    ///
    /// - the run lacks one of the two calibrations;
    /// - their wall-clock medians differ by more than `CalibrationDrift.margin`
    ///   (the machine got slower or faster), or their CPU-time medians do;
    /// - a calibration's wall-clock median exceeds its CPU-time median by
    ///   more than the margin: its thread waited for a core, the machine was
    ///   busy, and the load between the two measurements is anyone's guess.
    ///
    /// Runs without CPU times (they predate them) are judged on the wall
    /// clock alone.
    package func calibrationUnsteadiness() -> String? {
        guard let wall = calibrationDrift(clock: .wall) else { return "it lacks a start or end calibration" }
        if !wall.isStable {
            return "its calibration moved \(formatPercent(wall.change)) from start to end (\(formatDuration(wall.start)) → \(formatDuration(wall.end)))"
        }
        if let cpu = calibrationDrift(clock: .cpu), !cpu.isStable {
            return "its calibration's CPU time moved \(formatPercent(cpu.change)) from start to end (\(formatDuration(cpu.start)) → \(formatDuration(cpu.end)))"
        }
        let measured = calibrations.filter { $0.status == .ok }
        for (calibration, when) in zip([measured.first, measured.last], ["at the start", "at the end"]) {
            guard let wall = calibration?.summary?.median, let cpu = calibration?.cpuSummary?.median, cpu > 0 else { continue }
            if wall > cpu * (1 + CalibrationDrift.margin) {
                return "its calibration waited for a core \(when) (wall \(formatDuration(wall)), CPU \(formatDuration(cpu))): the machine was busy"
            }
        }
        return nil
    }

    /// The one-line warning a run gives (and records in `warnings`) when
    /// its calibrations say the machine did not hold its speed
    /// (`calibrationUnsteadiness()`), or `nil` when it did. A run with fewer
    /// than two calibrations (interrupted) gives none.
    package func calibrationWarning() -> String? {
        guard calibrationDrift() != nil, let reason = calibrationUnsteadiness() else { return nil }
        return "warning: the machine did not hold its speed during the run: \(reason), beyond the ±\(CalibrationDrift.marginText) margin; time differences from this run are inconclusive in benchrunner compare"
    }
}

extension CalibrationDrift {
    /// `"10%"`.
    package static var marginText: String { "\(Int((margin * 100).rounded()))%" }
}
