//===----------------------------------------------------------------------===//
// Matching: what an algorithm decides, before content is compared
//===----------------------------------------------------------------------===//

/// Which source offsets an algorithm matched with which target offsets, and
/// which matches it reports as moves.
///
/// Every algorithm produces a `Matching` from `IdentityCodes`; the shared
/// `Changeset` builder then derives deletes (unmatched sources), inserts
/// (unmatched targets), moves, and updates (matched pairs whose content differs).
///
/// Invariants (checked by `validate` and by the `Changeset` builder): matched
/// pairs are one-to-one and join equal identities; the matches *not* reported
/// as moves increase in both source and target order, so that survivors fill
/// the free target slots in order.
public struct Matching: Sendable, Equatable {
    /// For each source offset, the target offset it is matched with, or `-1`.
    public var targetOfSource: [Int]
    /// Source offsets whose match is reported as a move, ascending.
    public var movedSources: [Int]

    /// Creates a matching from its two lists, unchecked: `targetOfSource` holds
    /// one target offset (or `-1`) per source offset, `movedSources` the source
    /// offsets reported as moves, ascending. `validate(for:)` checks them.
    public init(targetOfSource: [Int], movedSources: [Int] = []) {
        self.targetOfSource = targetOfSource
        self.movedSources = movedSources
    }

    /// A matching of `sourceCount` elements with nothing matched.
    public init(unmatchedSourceCount sourceCount: Int) {
        self.init(targetOfSource: Array(repeating: -1, count: sourceCount))
    }

    /// Checks the invariants above for `codes`.
    ///
    /// - Throws: The first `MatchingError` found.
    /// - Complexity: O(*n* + *m*).
    public func validate(for codes: IdentityCodes) throws(MatchingError) {
        try codes.old.withUnsafeBufferPointer { old throws(MatchingError) in
            try codes.new.withUnsafeBufferPointer { new throws(MatchingError) in
                _ = try _forEachValidatedPair(
                    sourceCount: old.count, targetCount: new.count,
                    sameIdentity: { old[$0] == new[$1] }, unmatched: { _ in }, matched: { _, _ in })
            }
        }
    }

    /// Whether the matching obeys the invariants above for `codes`.
    ///
    /// - Complexity: O(*n* + *m*).
    public func isWellFormed(for codes: IdentityCodes) -> Bool {
        do {
            try validate(for: codes)
            return true
        } catch {
            return false
        }
    }

    /// Walks the source offsets in order, checking every invariant on the
    /// way: calls `unmatched(source)` or `matched(source, target)` for each,
    /// and returns the set of matched target offsets. The one implementation
    /// of the invariants, shared by `validate` and the `Changeset` builder.
    ///
    /// - Throws: The first `MatchingError` found.
    /// - Complexity: O(*n* + *m*), plus the callbacks.
    @inlinable @inline(__always)
    internal func _forEachValidatedPair(
        sourceCount: Int, targetCount: Int,
        sameIdentity: (_ source: Int, _ target: Int) -> Bool,
        unmatched: (_ source: Int) -> Void,
        matched: (_ source: Int, _ target: Int) -> Void
    ) throws(MatchingError) -> _OffsetBits {
        guard targetOfSource.count == sourceCount else {
            throw .sourceCountMismatch(entries: targetOfSource.count, sourceCount: sourceCount)
        }
        var previousMoved = -1
        for source in movedSources {
            guard source > previousMoved, source < sourceCount, targetOfSource[source] >= 0 else {
                throw .invalidMovedSource(source)
            }
            previousMoved = source
        }
        var targetMatched = _OffsetBits(count: targetCount)
        try targetMatched.words.withUnsafeMutableBufferPointer { targetMatched throws(MatchingError) in
            try targetOfSource.withUnsafeBufferPointer { targetOfSource throws(MatchingError) in
                try movedSources.withUnsafeBufferPointer { moved throws(MatchingError) in
                    var nextMoved = 0
                    var lastStayingTarget = -1
                    for source in 0..<sourceCount {
                        let target = targetOfSource[source]
                        if target < 0 {
                            guard target == -1 else {
                                throw .targetOutOfRange(source: source, target: target, targetCount: targetCount)
                            }
                            unmatched(source)
                            continue
                        }
                        guard target < targetCount else {
                            throw .targetOutOfRange(source: source, target: target, targetCount: targetCount)
                        }
                        guard !_OffsetBits.contains(target, in: targetMatched) else {
                            throw .targetMatchedTwice(target: target)
                        }
                        guard sameIdentity(source, target) else {
                            throw .differentIdentities(source: source, target: target)
                        }
                        _OffsetBits.insert(target, in: targetMatched)
                        if nextMoved < moved.count && moved[nextMoved] == source {
                            nextMoved += 1
                        } else {
                            guard target > lastStayingTarget else {
                                throw .unmovedPairsCross(source: source, target: target)
                            }
                            lastStayingTarget = target
                        }
                        matched(source, target)
                    }
                }
            }
        }
        return targetMatched
    }
}
