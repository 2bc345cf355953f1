//===----------------------------------------------------------------------===//
// ChangesetVerdicts: a case's verdicts, computed once per distinct changeset
//===----------------------------------------------------------------------===//

/// The verdicts of the checks that depend on the changeset alone, kept per
/// distinct changeset of one case, so that algorithms returning the same
/// changeset share them. Flat cases (`CaseMemo`) and sectioned ones
/// (`SectionedCaseMemo`) keep theirs here, each with its own `Slots`: a
/// struct whose `Verdict??` fields are `nil` until computed.
///
///     var verdicts = ChangesetVerdicts<DiffChangeset, CaseMemo.Slots>(empty: .init())
///     let message = verdicts.verdict(\.appliers, for: changeset) { disagreement() }
struct ChangesetVerdicts<Changeset: Equatable, Slots> {
    private var entries: [(changeset: Changeset, slots: Slots)] = []
    private let empty: Slots

    /// A store whose new entries start as `empty` (every slot `nil`).
    init(empty: Slots) {
        self.empty = empty
    }

    /// The verdict in `slot` for `changeset`: computed by `compute` the
    /// first time, then the stored one.
    ///
    /// - Complexity: O(*k*) changeset comparisons for *k* distinct
    ///   changesets so far, plus `compute` once per slot and changeset.
    mutating func verdict<Verdict>(
        _ slot: WritableKeyPath<Slots, Verdict??>, for changeset: Changeset, compute: () -> Verdict?
    ) -> Verdict? {
        let index: Int
        if let known = entries.firstIndex(where: { $0.changeset == changeset }) {
            index = known
            if let stored = entries[index].slots[keyPath: slot] { return stored }
        } else {
            entries.append((changeset, empty))
            index = entries.count - 1
        }
        let fresh = compute()
        entries[index].slots[keyPath: slot] = .some(fresh)
        return fresh
    }
}
