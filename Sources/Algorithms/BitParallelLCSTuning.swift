//===----------------------------------------------------------------------===//
// BitParallelLCSTuning: where bit-lcs switches strategy
//===----------------------------------------------------------------------===//

/// The two size thresholds of `BitParallelLCS`'s search.
///
/// The defaults suit every size; at the fuzzer's sizes (≤ 64 elements) they
/// would leave two paths unreached: every quadrant fits the direct table, so
/// Hirschberg's split never runs, and no identity fills the 64 columns that
/// earn it a full match mask. The fuzzer lowers both so that small cases
/// take every path; the answer is a longest common subsequence either way.
package struct BitParallelLCSTuning: Sendable, Hashable {
    /// Quadrants of at most this many cells (rows × columns) are solved with
    /// the suffix-LCS table instead of being split. Default 4096.
    package var directCells: Int
    /// An identity keeps a full match mask when it fills at least
    /// max(`denseMinimum`, *C*/64) of the *C* columns. Default 64.
    package var denseMinimum: Int

    /// - Precondition: `directCells >= 0`, `denseMinimum >= 1`.
    package init(directCells: Int = 4096, denseMinimum: Int = 64) {
        precondition(directCells >= 0 && denseMinimum >= 1, "bit-lcs tuning out of range")
        self.directCells = directCells
        self.denseMinimum = denseMinimum
    }
}
