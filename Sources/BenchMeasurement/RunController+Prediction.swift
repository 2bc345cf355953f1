import BenchCore
import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// Cells the smaller sizes show cannot finish within the timeout
//===----------------------------------------------------------------------===//

extension RunController {
    /// How far a prediction may overestimate before a cell it condemns could
    /// still have finished: a cell is not run only when its warm-up and
    /// `minSamples` samples, each as slow as predicted, would take more than
    /// this many timeouts.
    package static let predictionMargin = 3.0

    /// A cell not worth running because the same algorithm's growth over the
    /// smaller sizes of its dataset and scenario (`DiffTimePrediction`)
    /// predicts diffs so slow that its warm-up and `policy.minSamples`
    /// samples would take more than `predictionMargin` × `timeout`: it would
    /// be killed (or give up after its warm-up) anyway, after up to
    /// `timeout` seconds of the run. The result is `timedOut`, not run, with
    /// the prediction in its message; `nil` when the cell should run.
    ///
    /// - Complexity: O(*f* log *f*), *f* the finished cells.
    package static func predictedTooSlow(
        _ key: CellKey, by finished: [CellResult], policy: MeasurementPolicy, timeout: Double
    ) -> CellResult? {
        guard let prediction = DiffTimePrediction.predict(key, from: finished) else { return nil }
        let diffs = Double(max(1, policy.warmupRuns) + policy.minSamples)
        guard prediction.diffSeconds * diffs > predictionMargin * timeout else { return nil }
        let exponent = String(format: "%.2f", prediction.exponent)
        return CellResult(
            key: key, status: .timedOut,
            message:
                "not run: one diff took \(formatDuration(prediction.basisSeconds)) at \(formatCount(prediction.basis.size)) and grows as size^\(exponent), so about \(formatDuration(prediction.diffSeconds)) here; \(Int(diffs)) diffs would exceed \(Int(predictionMargin))× the \(formatDuration(timeout)) timeout",
            samples: [], wallSeconds: 0)
    }
}
