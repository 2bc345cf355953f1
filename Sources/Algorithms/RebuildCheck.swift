//===----------------------------------------------------------------------===//
// Whether a changeset rebuilds its target
//===----------------------------------------------------------------------===//

/// Why applying a changeset to a source does not give the target.
public enum RebuildFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The changeset does not fit the collections (see `apply(to:target:)`).
    case doesNotApply(ChangesetApplicationError)
    /// The rebuilt collection differs from the target, first at this target offset.
    case differs(atTargetOffset: Int)

    /// One line saying why, e.g. "applying the changeset gives a different item
    /// at target offset 2".
    public var description: String {
        switch self {
        case let .doesNotApply(error): "the changeset does not apply: \(error)"
        case let .differs(offset): "applying the changeset gives a different item at target offset \(offset)"
        }
    }
}

extension DiffChangeset {
    /// Checks that applying the changeset to `source` rebuilds `target`,
    /// comparing elements with `==` (identity and content). The one check
    /// behind the benchmark's verification, the fuzzer's `rebuilds-target`
    /// property and the tests.
    ///
    ///     try Changeset(deleted: [0], inserted: [1]).checkRebuilds(source: ["a", "b"], target: ["b", "c"])
    ///
    /// - Throws: `RebuildFailure` saying why not; it never traps.
    /// - Complexity: O(*n* + *m* + *c*), *c* the number of changes.
    @inlinable
    public func checkRebuilds<Element: Equatable>(
        source: [Element], target: [Element]
    ) throws(RebuildFailure) {
        let rebuilt: [Element]
        do {
            rebuilt = try apply(to: source, target: target)
        } catch {
            throw .doesNotApply(error)
        }
        // `apply` returns exactly `target.count` elements.
        for offset in rebuilt.indices where rebuilt[offset] != target[offset] {
            throw .differs(atTargetOffset: offset)
        }
    }
}
