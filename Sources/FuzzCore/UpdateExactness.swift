import DiffAlgorithms

//===----------------------------------------------------------------------===//
// updates-exact: updated pairs are the matched pairs whose content differs
//===----------------------------------------------------------------------===//

/// The property `updates-exact`: a matched pair (moved, or a survivor placed
/// by `ImpliedMatching`) is in `updated` exactly when its elements differ by
/// `==`. Both directions: an unreported changed pair would show stale
/// content (also caught by `rebuilds-target`); an over-reported unchanged
/// pair reloads a row for nothing, which no rebuild can see.
///
/// Uses `==` (every field), not the element's `hasSameContent(as:)`, so a
/// content comparison that ignores a field is caught too.
enum UpdateExactness {
    /// Why `changeset.updated` is not exact, or `nil`.
    ///
    /// - Parameter implied: `ImpliedMatching(changeset, sourceCount:
    ///   source.count, targetCount: target.count)`.
    /// - Precondition: the changeset rebuilds the target.
    /// - Complexity: O(*n* + *u* log *u*).
    static func problem<E: Equatable>(
        _ changeset: DiffChangeset, implied: ImpliedMatching, source: [E], target: [E]
    ) -> String? {
        var expected: [DiffChangeset.OffsetPair] = []
        for (offset, slot) in implied.targetOfSource.enumerated() where slot >= 0 && source[offset] != target[slot] {
            expected.append(DiffChangeset.OffsetPair(offset, slot))
        }
        let reported = changeset.updated.sorted()
        guard reported != expected else { return nil }
        let reportedSet = Set(reported)
        let expectedSet = Set(expected)
        if let extra = reported.first(where: { !expectedSet.contains($0) }) {
            return "updated reports \(extra), but its elements are equal (or the pair is not matched)"
        }
        if let missing = expected.first(where: { !reportedSet.contains($0) }) {
            return "\(missing) is matched and its elements differ, but updated does not report it"
        }
        return "updated lists a pair twice: \(reported)"
    }
}
