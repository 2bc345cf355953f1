import DiffAlgorithms

//===----------------------------------------------------------------------===//
// CellCheckOracle: the verdict Changeset.checkRebuilds owes a changeset
//===----------------------------------------------------------------------===//

/// Predicts what `DiffChangeset.checkRebuilds(source:target:)` (the benchmark
/// cell's check) must say about a changeset, without calling the library's
/// applier: `ReferenceApplier` replays the changeset, and a plain loop with
/// `==` finds the first target offset where the replay differs; a changeset
/// the replay rejects must not apply, with the error `IllFormedOracle`
/// predicts.
///
/// A reference oracle for the property `cell-check`. Do not replace it with a
/// call to `apply(to:target:)` or `checkRebuilds`.
///
///     let oracle = try CellCheckOracle(Changeset(deleted: [0]), sourceCount: 2, targetCount: 1)
///     oracle.expectedFailure(source: [1, 2], target: [3])   // .differs(atTargetOffset: 0)
struct CellCheckOracle {
    /// The two independent oracles disagree about whether the changeset
    /// applies (a fault of the fuzzer's own oracles, reported as one).
    struct Conflict: Error, Equatable {
        var message: String
    }

    /// Where each target slot's element comes from in the replay: a source
    /// offset (≥ 0), or `-1 - slot` for a slot that shows the target's
    /// element; `nil` when the changeset does not apply.
    private let origins: [Int]?
    /// The error `IllFormedOracle` predicts, when the changeset does not apply.
    private let error: ChangesetApplicationError?

    /// Replays `changeset` once on offsets, so that any source and target of
    /// these counts can be judged without another replay.
    ///
    /// - Throws: `Conflict` when `ReferenceApplier` and `IllFormedOracle`
    ///   disagree about whether the changeset applies.
    /// - Complexity: O(*n* + *m* + *c*) (the reference replay).
    init(_ changeset: DiffChangeset, sourceCount n: Int, targetCount m: Int) throws(Conflict) {
        error = IllFormedOracle.applicationError(changeset, sourceCount: n, targetCount: m)
        origins = ReferenceApplier.apply(changeset, source: Array(0..<n), target: (0..<m).map { -1 - $0 })
        switch (origins, error) {
        case (nil, nil):
            throw Conflict(message: "the reference replay rejects \(describe(changeset)), which IllFormedOracle accepts")
        case (_?, let error?):
            throw Conflict(message: "the reference replay accepts \(describe(changeset)), which IllFormedOracle rejects: \(error)")
        case (let origins?, nil) where origins.count != m:
            throw Conflict(message: "the reference replay of \(describe(changeset)) has \(origins.count) elements, the target \(m)")
        default:
            break
        }
    }

    /// The failure `checkRebuilds` must throw on `source` → `target`, or
    /// `nil` when it must pass.
    ///
    /// Index spaces: the offset of `.differs` is an offset of `target`.
    ///
    /// - Precondition: `source` and `target` have the counts the replay was
    ///   made for.
    /// - Complexity: O(*m*).
    func expectedFailure<E: Equatable>(source: [E], target: [E]) -> RebuildFailure? {
        guard let origins else { return error.map(RebuildFailure.doesNotApply) }
        var offset = 0
        while offset < target.count {
            let origin = origins[offset]
            let rebuilt = origin >= 0 ? source[origin] : target[-1 - origin]
            if rebuilt != target[offset] { return .differs(atTargetOffset: offset) }
            offset += 1
        }
        return nil
    }
}
