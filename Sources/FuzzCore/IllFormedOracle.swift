import DiffAlgorithms

//===----------------------------------------------------------------------===//
// IllFormedOracle: the exact error a validating entry point owes an input
//===----------------------------------------------------------------------===//

/// Predicts the typed error that the library's validating entry points must
/// throw for an input, from the documented check order alone.
///
/// A reference oracle for the property `rejects-ill-formed`: written with
/// sets of offsets (`OffsetSet`) and `ImpliedMatching`, deliberately without `DiffChangeset._placement`,
/// `placeSurvivors` or `DiffMatching._forEachValidatedPair`, so that a check
/// missing there cannot hide itself here. Do not replace it with a call to
/// the library.
enum IllFormedOracle {
    /// The error `changeset.apply(to:target:)` must throw for arrays of
    /// `sourceCount` and `targetCount` elements, or `nil` when it must apply.
    ///
    /// The applier's documented order: every `deleted` offset in list order
    /// (range, then repetition); every `inserted` offset likewise; every move
    /// in list order (source range, target range, a deleted or repeated
    /// source, an inserted or repeated destination); the survivor count
    /// against the free slots; every update in list order (source range,
    /// target range, a deleted source, an inserted target, a repeated
    /// source, a target its source does not land at).
    ///
    /// - Complexity: O(*n* + *m* + *c*).
    static func applicationError(
        _ changeset: DiffChangeset, sourceCount n: Int, targetCount m: Int
    ) -> ChangesetApplicationError? {
        var deleted = OffsetSet(count: n)
        for offset in changeset.deleted {
            guard (0..<n).contains(offset) else { return .offsetOutOfRange(list: "deleted", offset: offset, count: n) }
            guard deleted.insert(offset) else { return .duplicateOffset(list: "deleted", offset: offset) }
        }
        var inserted = OffsetSet(count: m)
        for offset in changeset.inserted {
            guard (0..<m).contains(offset) else { return .offsetOutOfRange(list: "inserted", offset: offset, count: m) }
            guard inserted.insert(offset) else { return .duplicateOffset(list: "inserted", offset: offset) }
        }
        var moveSources = OffsetSet(count: n)
        var moveTargets = OffsetSet(count: m)
        for pair in changeset.moved {
            guard (0..<n).contains(pair.source) else {
                return .offsetOutOfRange(list: "moved source", offset: pair.source, count: n)
            }
            guard (0..<m).contains(pair.target) else {
                return .offsetOutOfRange(list: "moved target", offset: pair.target, count: m)
            }
            if deleted.contains(pair.source) { return .deletedAndKept(list: "moved", offset: pair.source) }
            guard moveSources.insert(pair.source) else {
                return .duplicateOffset(list: "moved source", offset: pair.source)
            }
            if inserted.contains(pair.target) { return .insertedAndFilled(list: "a move destination", offset: pair.target) }
            guard moveTargets.insert(pair.target) else {
                return .duplicateOffset(list: "moved target", offset: pair.target)
            }
        }
        let survivors = n - deleted.count - moveSources.count
        let freeSlots = m - inserted.count - moveTargets.count
        guard survivors == freeSlots else { return .survivorCountMismatch(survivors: survivors, freeSlots: freeSlots) }

        // Every list is valid and the counts add up: the implied matching
        // tells where each kept source lands.
        let landing = ImpliedMatching(changeset, sourceCount: n, targetCount: m).targetOfSource
        var updatedSources = OffsetSet(count: n)
        for pair in changeset.updated {
            guard (0..<n).contains(pair.source) else {
                return .offsetOutOfRange(list: "updated source", offset: pair.source, count: n)
            }
            guard (0..<m).contains(pair.target) else {
                return .offsetOutOfRange(list: "updated target", offset: pair.target, count: m)
            }
            if deleted.contains(pair.source) { return .deletedAndKept(list: "updated", offset: pair.source) }
            if inserted.contains(pair.target) { return .insertedAndFilled(list: "an update target", offset: pair.target) }
            guard updatedSources.insert(pair.source) else {
                return .duplicateOffset(list: "updated source", offset: pair.source)
            }
            if landing[pair.source] != pair.target { return .updateMisplaced(pair, landsAt: landing[pair.source]) }
        }
        return nil
    }

    /// The error `DiffChangeset(matching:source:target:)` and
    /// `DiffMatching.validate(for:)` must throw for `matching` between arrays
    /// with these identity numbers, or `nil` when the matching is well formed.
    ///
    /// The documented order: the entry count; `movedSources` in list order
    /// (each above the one before, in range, matched); then every source in
    /// order (a target below −1 or past the end, a target already taken,
    /// different identities, an unmoved pair not after the previous unmoved
    /// pair's target).
    ///
    /// - Complexity: O(*n* + *m*).
    static func matchingError(_ matching: DiffMatching, sourceIDs: [Int], targetIDs: [Int]) -> DiffMatchingError? {
        let n = sourceIDs.count
        let m = targetIDs.count
        let targets = matching.targetOfSource
        guard targets.count == n else { return .sourceCountMismatch(entries: targets.count, sourceCount: n) }
        var previous = -1
        for source in matching.movedSources {
            guard source > previous, source < n, targets[source] >= 0 else {
                return .invalidMovedSource(source)
            }
            previous = source
        }
        var moved = OffsetSet(count: n)
        for source in matching.movedSources { moved.insert(source) }
        var taken = OffsetSet(count: m)
        var lastUnmoved = -1
        for (source, target) in targets.enumerated() where target != -1 {
            guard target >= 0, target < m else { return .targetOutOfRange(source: source, target: target, targetCount: m) }
            guard taken.insert(target) else { return .targetMatchedTwice(target: target) }
            guard sourceIDs[source] == targetIDs[target] else { return .differentIdentities(source: source, target: target) }
            if !moved.contains(source) {
                guard target > lastUnmoved else { return .unmovedPairsCross(source: source, target: target) }
                lastUnmoved = target
            }
        }
        return nil
    }
}
