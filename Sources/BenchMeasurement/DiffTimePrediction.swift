import BenchCore
import Foundation

//===----------------------------------------------------------------------===//
// DiffTimePrediction: one diff's time at a size, from the smaller sizes
//===----------------------------------------------------------------------===//

/// One diff's time at a cell's size, extrapolated from the same algorithm's
/// finished cells of that dataset and scenario at smaller sizes.
///
/// The basis is the largest smaller size: its median time × (size / basis
/// size) ^ `exponent`, where `exponent` is the slope between the basis and
/// the size before it (clamped to 1…3), or 1 with a single smaller size.
package struct DiffTimePrediction: Sendable, Equatable {
    /// The predicted seconds of one diff at the cell's size.
    package var diffSeconds: Double
    /// The growth exponent used.
    package var exponent: Double
    /// The smaller cell the prediction extrapolates from.
    package var basis: CellKey
    /// The basis cell's median seconds per diff.
    package var basisSeconds: Double

    /// The prediction for `key`, or `nil` when the largest smaller size of
    /// its algorithm, dataset and scenario has no median time (it was not
    /// run, not `ok`, or there is none).
    ///
    /// - Complexity: O(*f* log *f*), *f* the finished cells.
    package static func predict(_ key: CellKey, from finished: some Sequence<CellResult>) -> DiffTimePrediction? {
        predict(key, smaller: smallerCells(of: key, in: finished))
    }

    /// The finished cells of `key`'s algorithm, dataset and scenario at
    /// smaller sizes, by ascending size: what a prediction for `key` reads.
    ///
    /// - Complexity: O(*f* log *f*), *f* the finished cells.
    package static func smallerCells(of key: CellKey, in finished: some Sequence<CellResult>) -> [CellResult] {
        finished
            .filter {
                $0.key.algorithm == key.algorithm && $0.key.dataset == key.dataset
                    && $0.key.scenario == key.scenario && $0.key.size < key.size
            }
            .sorted { $0.key.size < $1.key.size }
    }

    /// The prediction for `key` from `smallerCells(of: key, in:)`.
    ///
    /// - Complexity: O(1).
    package static func predict(_ key: CellKey, smaller: [CellResult]) -> DiffTimePrediction? {
        guard let last = smaller.last, last.status == .ok, let median = last.summary?.median, median > 0 else {
            return nil
        }
        var exponent = 1.0
        if smaller.count > 1, smaller[smaller.count - 2].status == .ok,
            let earlier = smaller[smaller.count - 2].summary, earlier.median > 0
        {
            exponent = growthExponents([(smaller[smaller.count - 2].key.size, earlier.median), (last.key.size, median)])
                .first ?? exponent
        }
        exponent = min(3, max(1, exponent.isFinite ? exponent : 1))
        return DiffTimePrediction(
            diffSeconds: median * pow(Double(key.size) / Double(last.key.size), exponent),
            exponent: exponent, basis: last.key, basisSeconds: median)
    }
}
