import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ValidBatch from a real diff
//===----------------------------------------------------------------------===//

extension ValidBatch {
    /// The algorithms whose changesets become base batches, in the order the
    /// validator campaign cycles through them (case *i* uses *i* mod 4) and
    /// libFuzzer's bytes pick them. None of them refuses an input.
    package static let baseAlgorithms: [any DiffAlgorithm] = [
        HeckelSixPassDiff(), HashKeyedLinearDiff(), MyersLinearSpaceDiff(), StandardLibraryDiff(),
    ]

    /// The batch of `algorithm`'s changeset from `source` to `target` (as
    /// identities) in section 0, updates dropped, before two untouched
    /// sections of `untouched` items; `nil` when the algorithm throws.
    ///
    ///     let base = ValidBatch(diffing: [0, 1, 2], to: [2, 0, 1], using: HashKeyedLinearDiff(), untouched: (1, 0))
    ///
    /// - Precondition: `untouched` counts are not negative.
    /// - Complexity: One diff of `source` and `target`.
    package init?(diffing source: [Int], to target: [Int], using algorithm: any DiffAlgorithm, untouched: (Int, Int)) {
        precondition(untouched.0 >= 0 && untouched.1 >= 0, "untouched sections cannot have negative counts")
        guard var changeset = try? algorithm.diff(from: source, to: target) else { return nil }
        changeset.updated = []
        self.init(changeset: changeset, sourceCount: source.count, targetCount: target.count, untouched: untouched)
    }
}
