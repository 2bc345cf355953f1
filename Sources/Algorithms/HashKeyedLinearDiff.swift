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
    ///   `Int32`s and min(*n*, *m*) + *n* flag bytes (*d* distinct
    ///   identities). The queues (*d* + *n*) are dead once every target is
    ///   matched, so the longest increasing subsequence's 2·*k* `Int32`s
    ///   reuse their memory. Through `diff(from:to:)`, that scratch shares
    ///   one block with interning's slots.
    public func matching(for codes: IdentityCodes) -> DiffMatching {
        _matchingInOwnWorkspace(for: codes)
    }
}

extension HashKeyedLinearDiff: _WorkspaceMatching {
    /// max(*d* + *n*, 2·min(*n*, *m*)) + min(*n*, *m*) `Int32`s and
    /// min(*n*, *m*) + *n* flag bytes, *d* = `distinctCount`: the queues,
    /// later the longest increasing subsequence's levels and tails (the
    /// queues are dead once every target is matched); the matched sources;
    /// a flag per matched pair and per source.
    @usableFromInline func _scratchByteCount(sourceCount: Int, targetCount: Int, distinctCount: Int) -> Int {
        let matchLimit = min(sourceCount, targetCount)
        let reusedCount = max(distinctCount + sourceCount, 2 * matchLimit)
        return _DiffWorkspace.byteCount(of: Int32.self, count: reusedCount + matchLimit)
            + _DiffWorkspace.byteCount(of: UInt8.self, count: matchLimit + sourceCount)
    }

    /// `matching(for:)`, its queues, matched sources and flags taken from
    /// `workspace`.
    ///
    /// - Precondition: as `_WorkspaceMatching` requires.
    /// - Complexity: O(*n* + *m* + *k* log *k*).
    @usableFromInline func _matching(for codes: IdentityCodes, in workspace: inout _DiffWorkspace) -> DiffMatching {
        let oldCount = codes.old.count
        let newCount = codes.new.count
        let distinctCount = codes.distinctCount
        let matchLimit = min(oldCount, newCount)
        // [queues, later the subsequence's levels and tails | matched sources]
        let reusedCount = max(distinctCount + oldCount, 2 * matchLimit)
        let scratch = workspace.take(Int32.self, count: reusedCount + matchLimit)
        let flags = workspace.take(UInt8.self, count: matchLimit + oldCount)
        var targetOfSource = [Int](repeating: -1, count: oldCount)
        let movedSources = codes.old.withUnsafeBufferPointer { old in
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
                    return Self.movedSources(
                        UnsafeBufferPointer(start: matchedSources, count: matchedCount), sourceCount: oldCount,
                        subsequenceScratch: scratch, flags: flags)
                }
            }
        }
        return DiffMatching(targetOfSource: targetOfSource, movedSources: movedSources)
    }

    /// The matched old positions off one longest increasing subsequence of
    /// `matchedSources` (old positions in new order), ascending: the moves.
    ///
    /// Flags, not the matching, carry the marks: a byte per matched position
    /// for the subsequence, then a byte per old position for the moved ones,
    /// scanned in order. Marking in place in
    /// `targetOfSource` took three scattered passes over its 8-byte entries.
    ///
    /// - Precondition: `matchedSources` holds distinct values in
    ///   `0..<sourceCount`; `subsequenceScratch` has room for 2·*k* `Int32`s
    ///   and `flags` for *k* + *n* bytes, and no two of the three overlap.
    /// - Complexity: O(*k* log *k* + *n*) time.
    private static func movedSources(
        _ matchedSources: UnsafeBufferPointer<Int32>, sourceCount: Int,
        subsequenceScratch: UnsafeMutablePointer<Int32>, flags: UnsafeMutablePointer<UInt8>
    ) -> [Int] {
        let matchedCount = matchedSources.count
        let staying = flags
        let staysCount = _markLongestIncreasingSubsequence(
            matchedSources, into: staying, levels: subsequenceScratch, tails: subsequenceScratch + matchedCount)
        let movedCount = matchedCount - staysCount
        guard movedCount > 0 else { return [] }
        let moved = flags + matchedCount
        moved.initialize(repeating: 0, count: sourceCount)
        for position in 0..<matchedCount where staying[position] == 0 {
            moved[Int(matchedSources[position])] = 1
        }
        // Branch-free: every source is written at the list's end, which
        // advances past the moved ones (about 1 in 10 at random offsets, a
        // mispredicted branch each when tested).
        return [Int](unsafeUninitializedCapacity: movedCount) { list, initialized in
            var count = 0
            var source = 0
            while count < movedCount {
                list[count] = source
                count &+= Int(moved[source])
                source &+= 1
            }
            initialized = movedCount
        }
    }
}
