import DiffAlgorithms

/// The algorithm thresholds the fuzzer lowers so that its small cases
/// (≤ 64 elements) reach every path of an algorithm.
///
/// `bit-lcs` solves quadrants of up to 4,096 cells with a direct table and
/// gives an identity a full match mask only from 64 occurrences on, so at
/// the default thresholds no fuzz case would ever run Hirschberg's split or
/// the dense masks. Lowered to 16 cells and 4 occurrences, a 10 × 10 case
/// splits twice and any identity repeated 4 times is dense. The answer is
/// still a longest common subsequence; only the path to it changes.
package enum FuzzingTuning {
    /// `bit-lcs`'s thresholds under fuzzing.
    static let bitParallelLCS = BitParallelLCSTuning(directCells: 16, denseMinimum: 4)

    /// `algorithm` with the fuzzing thresholds (itself when it has none).
    package static func tuned(_ algorithm: any DiffAlgorithm) -> any DiffAlgorithm {
        guard var bitLCS = algorithm as? BitParallelLCS else { return algorithm }
        bitLCS.tuning = bitParallelLCS
        return bitLCS
    }
}
