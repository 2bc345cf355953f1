import DiffAlgorithms

//===----------------------------------------------------------------------===//
// entry-points and collection-difference: every public path to a changeset
//===----------------------------------------------------------------------===//

/// The property `entry-points`: every public way of diffing gives the
/// changeset `DiffChangeset(matching:source:target:)` built.
///
/// - `arrayDiff`: on the arrays, the non-throwing `diff(from:to:)` of a
///   `NonRefusingDiffAlgorithm`, the throwing `diff(from:to:)` of any other.
/// - `sliceDiff`: the throwing `diff(from:to:)` (every algorithm) on other
///   random-access collections: an `ArraySlice` whose indices do not start
///   at 0 and a `ContiguousArray`.
///
/// Either run is also the second diff `deterministic` compares; the checker
/// runs one of them or both (`OracleSampling`). Both diffs forward to
/// `DiffChangeset(diffing:to:using:)`, so it runs on every path.
enum EntryPoints {
    /// The changeset of the public `diff(from:to:)` on the arrays: the
    /// non-throwing one when the algorithm is a `NonRefusingDiffAlgorithm`.
    ///
    /// - Complexity: one run of the algorithm.
    static func arrayDiff<E: Diffable>(
        _ algorithm: any DiffAlgorithm, source: [E], target: [E]
    ) -> Result<DiffChangeset, DiffError> {
        if let nonRefusing = algorithm as? any NonRefusingDiffAlgorithm {
            return .success(nonThrowingDiff(nonRefusing, source, target))
        }
        return Result { () throws(DiffError) in try algorithm.diff(from: source, to: target) }
    }

    /// The entry point `arrayDiff` calls, for messages.
    static func arrayDiffName(_ algorithm: any DiffAlgorithm) -> String {
        algorithm is any NonRefusingDiffAlgorithm ? "the non-throwing diff(from:to:)" : "diff(from:to:)"
    }

    /// The changeset of the throwing `diff(from:to:)` from an `ArraySlice`
    /// whose indices do not start at 0 (offsets must still count from 0) to
    /// a `ContiguousArray`.
    ///
    /// - Complexity: one run of the algorithm.
    static func sliceDiff<E: Diffable>(
        _ algorithm: any DiffAlgorithm, source: [E], target: [E]
    ) -> Result<DiffChangeset, DiffError> {
        let padded = [source.first].compactMap { $0 } + source
        let slice = padded[(padded.count - source.count)...]
        return Result { () throws(DiffError) in try algorithm.diff(from: slice, to: ContiguousArray(target)) }
    }

    /// The entry point `sliceDiff` calls, for messages.
    static let sliceDiffName = "diff(from: ArraySlice, to: ContiguousArray)"

    private static func nonThrowingDiff<A: NonRefusingDiffAlgorithm, E: Diffable>(
        _ algorithm: A, _ source: [E], _ target: [E]
    ) -> DiffChangeset {
        algorithm.diff(from: source, to: target)
    }
}

/// The property `collection-difference`: `DiffChangeset` ↔ `CollectionDifference`
/// both ways. `source.applying(changeset.collectionDifference(…)) == target`,
/// and converting that difference back gives the changeset with each update
/// of an unmoved row as a delete and an insert (a difference has no content)
/// and no other update.
enum DifferenceConversion {
    /// Why a conversion is wrong, or `nil`.
    ///
    /// - Precondition: the changeset rebuilds the target.
    /// - Complexity: O((*n* + *m* + *c*) log *c*).
    static func problem<E: Equatable>(_ changeset: DiffChangeset, source: [E], target: [E]) -> String? {
        guard let difference = changeset.collectionDifference(from: source, to: target) else {
            return "collectionDifference(from:to:) returns nil for a changeset that rebuilds the target"
        }
        guard let applied = source.applying(difference) else {
            return "source.applying(collectionDifference) returns nil"
        }
        if applied != target {
            let offset = zip(applied, target).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(applied.count, target.count)
            return "source.applying(collectionDifference) differs from the target at offset \(offset)"
        }
        let movedSources = Set(changeset.moved.map(\.source))
        let reloads = changeset.updated.filter { !movedSources.contains($0.source) }
        let expected = DiffChangeset(
            deleted: changeset.deleted + reloads.map(\.source), inserted: changeset.inserted + reloads.map(\.target),
            moved: changeset.moved
        ).sorted()
        let back = DiffChangeset(difference)
        if back != expected {
            return "DiffChangeset(collectionDifference) gives \(describe(back)), expected \(describe(expected))"
        }
        return nil
    }
}
