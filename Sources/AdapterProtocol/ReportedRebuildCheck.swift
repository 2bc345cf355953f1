//===----------------------------------------------------------------------===//
// Whether an adapter's changeset rebuilds the request's target
//===----------------------------------------------------------------------===//

/// Why an adapter's changeset, applied to the request's source, does not
/// give the request's target.
package enum ReportedRebuildFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A batch does not fit the arrays it turns into each other (see
    /// `ReportedChangeset.rebuild(source:target:)`).
    case doesNotApply(AdapterRebuildError)
    /// The rebuilt array differs from the target, first at this offset of
    /// the target.
    case differs(atTargetOffset: Int)

    package var description: String {
        switch self {
        case let .doesNotApply(error): "the changeset does not apply: \(error)"
        case let .differs(offset): "the changeset does not rebuild the target: it differs at target offset \(offset)"
        }
    }
}

extension ReportedChangeset {
    /// Checks that the changeset, applied to `source` by
    /// `rebuild(source:target:)`, gives `target`, comparing elements with
    /// `==` (identity and content). The one check behind the benchmark's
    /// adapter cells, `benchrunner diff --adapter` and the adapter fuzzer.
    ///
    ///     try ReportedChangeset.batch(Changeset(deleted: [0], inserted: [1]))
    ///         .checkRebuilds(source: ["a", "b"], target: ["b", "c"])
    ///
    /// Index spaces: each batch's offsets are those `rebuild` documents (the
    /// source and target for `batch` and `difference`; each stage's old and
    /// new array for `stages`); the offset of `.differs` is an offset of
    /// `target`.
    ///
    /// - Throws: `ReportedRebuildFailure` saying why not; it never traps.
    /// - Complexity: O(*s* · (*n* + *m*) + *c*), as `rebuild(source:target:)`.
    package func checkRebuilds<Element: Equatable>(
        source: [Element], target: [Element]
    ) throws(ReportedRebuildFailure) {
        let rebuilt: [Element]
        do {
            rebuilt = try rebuild(source: source, target: target)
        } catch {
            throw .doesNotApply(error)
        }
        // `rebuild` returns exactly `target.count` elements.
        for offset in rebuilt.indices where rebuilt[offset] != target[offset] {
            throw .differs(atTargetOffset: offset)
        }
    }
}
