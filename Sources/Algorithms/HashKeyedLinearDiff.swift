//===----------------------------------------------------------------------===//
// hash-linear: identity → queue of old positions, fewest moves
//===----------------------------------------------------------------------===//

/// A hash-keyed linear diff that reports the fewest moves for its matching.
///
/// Like LiveCollections and DeepDiff it keys every identity to the queue of its
/// old positions and matches each new element with the first unused old
/// position of its identity. Unlike them it does not count every element whose
/// offset shifted as moved: the matched elements on a longest increasing
/// subsequence of old positions (taken in new order) stay, and only the others
/// move. With 10% of 100k items moved, that is about 10,000 moves instead of
/// the 90,000 the offset rule reports.
///
///     let changes = HashKeyedLinearDiff().diff(from: [1, 2, 3, 4], to: [4, 1, 2, 3])
///     // changes.moved == [3→0]: one move, not four
///
/// - Note: Not minimal in deletes + inserts + 2·moves (it never trades a move
///   for a better alignment), but minimal in moves for the matching it chose.
///   Duplicate identities are matched in order: the *k*-th occurrence in the
///   new array takes the *k*-th occurrence in the old one; extras are deleted
///   or inserted.
/// - Complexity: O(*n* + *m* + *k* log *k*) time and O(*n* + *m*) space, where
///   *n* and *m* are the counts and *k* ≤ min(*n*, *m*) the number of matches.
///   The *k* log *k* term is the longest increasing subsequence; it is
///   O(*n* + *m*) when few elements moved.
public struct HashKeyedLinearDiff: NonRefusingDiffAlgorithm {
    /// Creates the algorithm (it has no settings).
    public init() {}

    public var id: String { "hash-linear" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Hash-keyed linear, LIS moves",
            reference: "identity → queue of old positions (LiveCollections, DeepDiff); moves = complement of a longest increasing subsequence (Schensted 1961)",
            time: "O(n+m + k log k)", space: "O(n+m)",
            minimality: .notMinimal, moveRule: .fewestForMatching,
            duplicateRule: .inOrder, refusalRule: .never)
    }

    /// Matches each target with the earliest unmatched source of its identity,
    /// and reports as moves the matches off a longest increasing subsequence of
    /// their source offsets.
    ///
    /// - Complexity: O(*n* + *m* + *k* log *k*); besides the result, one
    ///   scratch allocation of max(*d* + *n*, 2·min(*n*, *m*)) + min(*n*, *m*)
    ///   `Int32`s and ⌈*n* / 64⌉ `UInt64`s (*d* distinct identities). The
    ///   queues (*d* + *n*) are dead once every target is matched, so the
    ///   longest increasing subsequence's 2·*k* `Int32`s, and then the list
    ///   of moves, reuse their memory. Through `diff(from:to:)`, that scratch
    ///   shares one block with interning's slots; for `Int` identities the
    ///   diff skips the codes altogether (`_diffingIntegerIdentities`).
    public func matching(for codes: IdentityCodes) -> DiffMatching {
        _matchingInOwnWorkspace(for: codes)
    }
}

extension HashKeyedLinearDiff: _WorkspaceMatching {
    /// max(*d* + *n*, 2·min(*n*, *m*)) + min(*n*, *m*) `Int32`s and
    /// ⌈*n* / 64⌉ `UInt64`s, *d* = `distinctCount`: the queues, later the
    /// longest increasing subsequence's levels and tails and then the list
    /// of moves (the queues are dead once every target is matched); the
    /// matched sources; a bit per source, set when it moves.
    @usableFromInline func _scratchByteCount(sourceCount: Int, targetCount: Int, distinctCount: Int) -> Int {
        let matchLimit = min(sourceCount, targetCount)
        let reusedCount = max(distinctCount + sourceCount, 2 * matchLimit)
        return _DiffWorkspace.byteCount(of: Int32.self, count: reusedCount + matchLimit)
            + _DiffWorkspace.byteCount(of: UInt64.self, count: Self._movedBitWordCount(sourceCount: sourceCount))
    }

    /// `matching(for:)`, its queues, matched sources and bits taken from
    /// `workspace`.
    ///
    /// - Precondition: as `_WorkspaceMatching` requires.
    /// - Complexity: O(*n* + *m* + *k* log *k*).
    @usableFromInline func _matching(for codes: IdentityCodes, in workspace: inout _DiffWorkspace) -> DiffMatching {
        let oldCount = codes.old.count
        let newCount = codes.new.count
        let distinctCount = codes.distinctCount
        let matchLimit = min(oldCount, newCount)
        // [queues, later the subsequence's levels and tails, then the moves | matched sources]
        let reusedCount = max(distinctCount + oldCount, 2 * matchLimit)
        let scratch = workspace.take(Int32.self, count: reusedCount + matchLimit)
        let movedBits = workspace.take(UInt64.self, count: Self._movedBitWordCount(sourceCount: oldCount))
        var targetOfSource = [Int](repeating: -1, count: oldCount)
        let movedCount = codes.old.withUnsafeBufferPointer { old in
            codes.new.withUnsafeBufferPointer { new in
                targetOfSource.withUnsafeMutableBufferPointer { targetOfSource in
                    // The queue of old positions of each identity, as linked
                    // lists: `head[c]` is the first unused old position of code
                    // c, `next[o]` the one after old position o (-1 ends a
                    // list). Built back to front, so each list is ascending.
                    let head = scratch
                    let next = scratch + distinctCount
                    head.initialize(repeating: -1, count: distinctCount)
                    var offset = oldCount - 1
                    while offset >= 0 {
                        let code = Int(old[offset])
                        next[offset] = head[code]
                        head[code] = Int32(truncatingIfNeeded: offset)
                        offset -= 1
                    }
                    // Hot loop: one array probe per new element. The matched
                    // old positions, in new order.
                    let matchedSources = scratch + reusedCount
                    var matchedCount = 0
                    for offset in 0..<newCount {
                        let code = Int(new[offset])
                        let source = Int(head[code])
                        guard source >= 0 else { continue }
                        head[code] = next[source]
                        targetOfSource[source] = offset
                        matchedSources[matchedCount] = Int32(truncatingIfNeeded: source)
                        matchedCount += 1
                    }
                    return Self._movedSources(
                        UnsafeBufferPointer(start: matchedSources, count: matchedCount), sourceCount: oldCount,
                        subsequenceScratch: scratch, movedBits: movedBits, into: scratch)
                }
            }
        }
        let movedSources = [Int](unsafeUninitializedCapacity: movedCount) { list, initialized in
            for index in 0..<movedCount { list[index] = Int(scratch[index]) }
            initialized = movedCount
        }
        return DiffMatching(targetOfSource: targetOfSource, movedSources: movedSources)
    }

    /// The `UInt64` words of a bit per source offset.
    @usableFromInline static func _movedBitWordCount(sourceCount: Int) -> Int { (sourceCount + 63) >> 6 }

    /// Lists the matched old positions off one longest increasing
    /// subsequence of `matchedSources` (old positions in new order),
    /// ascending, in `list`: the moves. Returns their number.
    ///
    /// A bit per old position, not the matching, carries the marks: the
    /// scan that reads the subsequence off the levels sets the bit of each
    /// position it passes over, and the list is read off the set bits, a
    /// 64-bit word at a time. (A byte per matched position and another per
    /// old position, scanned in turn, took three times the instructions.)
    ///
    /// - Precondition: `matchedSources` holds distinct values in
    ///   `0..<sourceCount`; `subsequenceScratch` has room for 2·*k* `Int32`s,
    ///   `movedBits` for `_movedBitWordCount(sourceCount:)` words and `list`
    ///   for *k* `Int32`s; none of `matchedSources`, `subsequenceScratch` and
    ///   `movedBits` overlaps another, and `list` overlaps neither
    ///   `movedBits` nor `matchedSources` (it may be `subsequenceScratch`).
    /// - Complexity: O(*k* log *k* + *n* / 64) time; O(*k* + *n* / 64) when
    ///   few elements moved.
    @usableFromInline static func _movedSources(
        _ matchedSources: UnsafeBufferPointer<Int32>, sourceCount: Int,
        subsequenceScratch: UnsafeMutablePointer<Int32>, movedBits: UnsafeMutablePointer<UInt64>,
        into list: UnsafeMutablePointer<Int32>
    ) -> Int {
        let matchedCount = matchedSources.count
        let staysCount = _patienceLevels(
            matchedSources, levels: subsequenceScratch, tails: subsequenceScratch + matchedCount)
        let movedCount = matchedCount - staysCount
        guard movedCount > 0 else { return 0 }
        let wordCount = _movedBitWordCount(sourceCount: sourceCount)
        movedBits.initialize(repeating: 0, count: wordCount)
        _forEachOffTheSubsequence(levels: subsequenceScratch, count: matchedCount, length: staysCount) { position in
            let source = Int(matchedSources[position])
            movedBits[source &>> 6] |= 1 &<< UInt64(source & 63)
        }
        var count = 0
        var word = 0
        while count < movedCount {
            var bits = movedBits[word]
            while bits != 0 {
                list[count] = Int32(truncatingIfNeeded: word &<< 6 | bits.trailingZeroBitCount)
                count &+= 1
                bits &= bits &- 1
            }
            word &+= 1
        }
        return movedCount
    }
}
