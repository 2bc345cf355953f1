//===----------------------------------------------------------------------===//
// ResultsFile+Calibration: one number for how fast the machine ran
//===----------------------------------------------------------------------===//

extension ResultsFile {
    /// The median of every calibration sample of the run (the start's and
    /// the end's pooled) on `clock`, or `nil` when the run has none.
    package func calibrationMedian(clock: TimeClock = .wall) -> Double? {
        let measured = calibrations.filter { $0.status == .ok }
        let samples = measured.flatMap { clock == .wall ? $0.samples : ($0.cpuSamples ?? []) }
        return SampleSummary(samples: samples)?.median
    }
}
