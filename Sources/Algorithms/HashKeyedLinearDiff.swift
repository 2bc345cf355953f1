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

    /// - Complexity: O(*n* + *m* + *k* log *k*); besides the result, one
    ///   scratch allocation of *d* + *n* + *k* `Int32`s (*d* distinct
    ///   identities) and the longest increasing subsequence's 3·*k*.
    public func matching(for codes: IdentityCodes) -> Matching {
        let oldCount = codes.old.count
        let newCount = codes.new.count
        var targetOfSource = [Int](repeating: -1, count: oldCount)
        var movedCount = 0
        codes.old.withUnsafeBufferPointer { old in
            codes.new.withUnsafeBufferPointer { new in
                targetOfSource.withUnsafeMutableBufferPointer { targetOfSource in
                    let distinctCount = codes.distinctCount
                    let matchLimit = min(oldCount, newCount)
                    let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: distinctCount + oldCount + matchLimit)
                    defer { scratch.deallocate() }
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
                    let matchedSources = next + oldCount
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
                    // Matches on a longest increasing run of old positions stay
                    // put; the others move. A moved match is marked in place
                    // as `-2 - target` (below -1, so never "unmatched") until
                    // the scan that lists the moved sources restores it.
                    for position in 0..<matchedCount {
                        let source = Int(matchedSources[position])
                        targetOfSource[source] = -2 - targetOfSource[source]
                    }
                    var stayCount = 0
                    _forEachOnLongestIncreasingSubsequence(UnsafeBufferPointer(start: matchedSources, count: matchedCount)) {
                        let source = Int(matchedSources[$0])
                        targetOfSource[source] = -2 - targetOfSource[source]
                        stayCount += 1
                    }
                    movedCount = matchedCount - stayCount
                }
            }
        }
        let movedSources = targetOfSource.withUnsafeMutableBufferPointer { targetOfSource in
            [Int](unsafeUninitializedCapacity: movedCount) { moved, initialized in
                var count = 0
                for source in 0..<targetOfSource.count where targetOfSource[source] < -1 {
                    targetOfSource[source] = -2 - targetOfSource[source]
                    moved[count] = source
                    count += 1
                }
                initialized = count
            }
        }
        return Matching(targetOfSource: targetOfSource, movedSources: movedSources)
    }
}
