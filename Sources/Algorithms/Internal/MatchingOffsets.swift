//===----------------------------------------------------------------------===//
// A matching's two lists, borrowed, with any offset width
//===----------------------------------------------------------------------===//

/// The two lists of a `DiffMatching`, borrowed: `Int`s from a `DiffMatching`'s
/// arrays, or `Int32`s that an algorithm left in a diff's workspace.
///
/// `forEachValidatedPair` is the one implementation of `DiffMatching`'s
/// invariants; `DiffMatching.validate(for:)` and the `DiffChangeset` builder both go
/// through it.
///
/// Offsets in `targetOfSource` are target offsets (or `-1`), one per source
/// offset; offsets in `movedSources` are source offsets.
@usableFromInline
internal struct _MatchingOffsets<Offset: FixedWidthInteger & SignedInteger> {
    /// For each source offset, the target offset it is matched with, or `-1`.
    @usableFromInline let targetOfSource: UnsafeBufferPointer<Offset>
    /// Source offsets whose match is reported as a move, ascending.
    @usableFromInline let movedSources: UnsafeBufferPointer<Offset>

    @inlinable
    init(targetOfSource: UnsafeBufferPointer<Offset>, movedSources: UnsafeBufferPointer<Offset>) {
        self.targetOfSource = targetOfSource
        self.movedSources = movedSources
    }

    /// Walks the source offsets in order, checking every invariant on the
    /// way: calls `unmatched(source)` or `matched(source, target)` for each,
    /// and returns the set of matched target offsets.
    ///
    /// - Throws: The first `DiffMatchingError` found.
    /// - Complexity: O(*n* + *m*), plus the callbacks.
    @inlinable @inline(__always)
    func forEachValidatedPair(
        sourceCount: Int, targetCount: Int,
        sameIdentity: (_ source: Int, _ target: Int) -> Bool,
        unmatched: (_ source: Int) -> Void,
        matched: (_ source: Int, _ target: Int) -> Void
    ) throws(DiffMatchingError) -> _OffsetBits {
        guard targetOfSource.count == sourceCount else {
            throw .sourceCountMismatch(entries: targetOfSource.count, sourceCount: sourceCount)
        }
        var previousMoved = -1
        for offset in movedSources {
            let source = Int(offset)
            guard source > previousMoved, source < sourceCount, targetOfSource[source] >= 0 else {
                throw .invalidMovedSource(source)
            }
            previousMoved = source
        }
        var targetMatched = _OffsetBits(count: targetCount)
        try targetMatched.words.withUnsafeMutableBufferPointer { targetMatched throws(DiffMatchingError) in
            var nextMoved = 0
            var lastStayingTarget = -1
            for source in 0..<sourceCount {
                let target = Int(targetOfSource[source])
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
                if nextMoved < movedSources.count && Int(movedSources[nextMoved]) == source {
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
        return targetMatched
    }
}

extension DiffMatching {
    /// Calls `body` with this matching's lists, borrowed.
    @inlinable @inline(__always)
    internal func _withOffsets<Result, Failure: Error>(
        _ body: (_MatchingOffsets<Int>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try targetOfSource.withUnsafeBufferPointer { targetOfSource throws(Failure) in
            try movedSources.withUnsafeBufferPointer { movedSources throws(Failure) in
                try body(_MatchingOffsets(targetOfSource: targetOfSource, movedSources: movedSources))
            }
        }
    }
}
