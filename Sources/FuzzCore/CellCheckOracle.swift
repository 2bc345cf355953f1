import DiffAlgorithms

//===----------------------------------------------------------------------===//
// CellCheckOracle: the verdict Changeset.checkRebuilds owes a changeset
//===----------------------------------------------------------------------===//

/// Predicts what `Changeset.checkRebuilds(source:target:)` (the benchmark
/// cell's check) must say about a changeset, without calling the library's
/// applier: `ReferenceApplier` replays the changeset, and a plain loop with
/// `==` finds the first target offset where the replay differs; a changeset
/// the replay rejects must not apply, with the error `IllFormedOracle`
/// predicts.
///
/// A reference oracle for the property `cell-check`. Do not replace it with a
/// call to `apply(to:target:)` or `checkRebuilds`.
enum CellCheckOracle {
    /// The two independent oracles disagree about whether the changeset
    /// applies (a fault of the fuzzer's own oracles, reported as one).
    struct Conflict: Error, Equatable {
        var message: String
    }

    /// The failure `checkRebuilds` must throw for `changeset` on `source` →
    /// `target`, or `nil` when it must pass.
    ///
    /// Index spaces: the changeset's as `apply(to:target:)` documents them;
    /// the offset of `.differs` is an offset of `target`.
    ///
    /// - Throws: `Conflict` when `ReferenceApplier` and `IllFormedOracle`
    ///   disagree about whether the changeset applies.
    /// - Complexity: O((*n* + *m*) · *c*) (the reference replay).
    static func expectedFailure<E: Equatable>(
        _ changeset: Changeset, source: [E], target: [E]
    ) throws(Conflict) -> RebuildFailure? {
        let error = IllFormedOracle.applicationError(changeset, sourceCount: source.count, targetCount: target.count)
        guard let rebuilt = ReferenceApplier.apply(changeset, source: source, target: target) else {
            guard let error else {
                throw Conflict(message: "the reference replay rejects \(describe(changeset)), which IllFormedOracle accepts")
            }
            return .doesNotApply(error)
        }
        if let error {
            throw Conflict(message: "the reference replay accepts \(describe(changeset)), which IllFormedOracle rejects: \(error)")
        }
        guard rebuilt.count == target.count else {
            throw Conflict(message: "the reference replay of \(describe(changeset)) has \(rebuilt.count) elements, the target \(target.count)")
        }
        var offset = 0
        while offset < target.count {
            if rebuilt[offset] != target[offset] { return .differs(atTargetOffset: offset) }
            offset += 1
        }
        return nil
    }
}
