import DiffAlgorithms
import JSONDiffInput

//===----------------------------------------------------------------------===//
// CaseMemo: what the checks of one case share across algorithms
//===----------------------------------------------------------------------===//

/// What the checks of one case share across algorithms: the case's
/// identity codes (`IdentityCodes`, every algorithm's matching input), its
/// arrays decoded through `benchrunner diff`'s JSON path (`json-input`), and the
/// verdicts of one case's properties that depend only on the changeset
/// (and on the case's source and target, which are fixed): `cell-check`,
/// `appliers-agree`, `rejects-ill-formed`, `batch-round-trip`,
/// `stages-compose`, `collection-difference`, `batch-valid` and
/// `display-oracle`. Several
/// algorithms often return the same changeset for a case (the LCS family
/// nearly always does), and each of these checks is a pure function of it,
/// so the checker computes them once per distinct changeset and reuses the
/// verdict, failures included.
///
/// One instance per case, shared by every algorithm checked on it, never
/// across cases (the source and target are not part of the key).
///
/// - Complexity: a lookup compares with each stored changeset, O(*k*·*c*) for
///   *k* distinct changesets (at most one per algorithm).
package final class CaseMemo {
    /// What one changeset was found to do; `nil` entries are not computed yet.
    struct Slots {
        var cellCheck: String??
        var appliers: String??
        var illFormed: String??
        var roundTrip: PropertyFailure??
        var collectionDifference: String??
        var checker: PropertyFailure??
    }

    private var verdicts = ChangesetVerdicts<DiffChangeset, Slots>(empty: Slots())

    /// The case's source and target as JSON files decoded by `DiffInput`,
    /// or why that failed; `nil` until `json-input` first asks.
    var decodedInput: Result<(source: DiffInput, target: DiffInput), JSONInputPath.Failure>?

    /// The case's identities interned once for every algorithm (the
    /// matching path's input); `nil` until the first check.
    var codes: IdentityCodes?
    /// The same codes numbered backwards (`identity-invariant` on integer
    /// identities); `nil` until that check first asks.
    var codesNumberedBackwards: IdentityCodes?

    /// Which of the costliest checks run on this case, and through which
    /// entry points (campaigns and libFuzzer targets sample them).
    let sampling: OracleSampling

    package init(sampling: OracleSampling = .everyCase) {
        self.sampling = sampling
    }

    /// The verdict stored under `keyPath` for `changeset`, computing and
    /// storing it with `compute` the first time.
    func verdict<Verdict>(
        _ keyPath: WritableKeyPath<Slots, Verdict??>, for changeset: DiffChangeset, compute: () -> Verdict?
    ) -> Verdict? {
        verdicts.verdict(keyPath, for: changeset, compute: compute)
    }
}
