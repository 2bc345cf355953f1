import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SectionedCaseMemo: what the checks of one sectioned case share
//===----------------------------------------------------------------------===//

/// What the checks of one sectioned case share across algorithms: whether
/// `sectioned-rejects-ill-formed` is checked on it (a campaign samples it),
/// and the verdicts of `sectioned-staged-batches-valid` and
/// `sectioned-rejects-ill-formed` per distinct changeset, each a pure
/// function of the changeset and the case. Algorithms often agree on a case's
/// changeset, so each verdict is computed once per distinct one.
///
/// One instance per case, shared by every algorithm checked on it, never
/// across cases (the case is not part of the key).
///
/// - Complexity: a lookup compares with each stored changeset, O(*k*·*c*) for
///   *k* distinct changesets (at most one per algorithm).
package final class SectionedCaseMemo {
    /// Whether `sectioned-rejects-ill-formed` is checked on this case.
    package let checksIllFormed: Bool
    /// The staging and ill-formed verdicts of one changeset; `nil`: not computed yet.
    struct Slots {
        var staging: String??
        var illFormed: String??
    }

    private var verdicts = ChangesetVerdicts<SectionedChangeset, Slots>(empty: Slots())

    package init(checksIllFormed: Bool = true) {
        self.checksIllFormed = checksIllFormed
    }

    /// The memo of the `visit`-th case a run visits (a libFuzzer target: a
    /// number hashed from the input, `OracleSampling.fuzzVisit(of:)`):
    /// `sectioned-rejects-ill-formed` is checked on every
    /// `SectionedCampaign.illFormedStride`-th, the first included.
    ///
    /// - Precondition: `visit >= 0`.
    package convenience init(visit: Int) {
        self.init(checksIllFormed: visit % SectionedCampaign.illFormedStride == 0)
    }

    /// The stored staging verdict for `changeset`, computed with `compute`
    /// the first time.
    func stagingVerdict(for changeset: SectionedChangeset, compute: () -> String?) -> String? {
        verdicts.verdict(\.staging, for: changeset, compute: compute)
    }

    /// The stored ill-formed-input verdict for `changeset`, computed with
    /// `compute` the first time.
    func illFormedVerdict(for changeset: SectionedChangeset, compute: () -> String?) -> String? {
        verdicts.verdict(\.illFormed, for: changeset, compute: compute)
    }
}
