//===----------------------------------------------------------------------===//
// myers: Myers' O(ND) algorithm, linear space
//===----------------------------------------------------------------------===//

/// Computes a minimal edit script with Myers' O(ND) algorithm, in its
/// linear-space form (the "middle snake" divide and conquer of section 4b,
/// "A Linear Space Refinement", of the paper below).
///
/// E. W. Myers, "An O(ND) Difference Algorithm and Its Variations",
/// Algorithmica 1 (1986). Variable names (`d`, `k`, `x`, `y`, `delta`)
/// follow the paper.
///
/// Before searching it trims the common prefix and suffix, and sets aside the
/// elements whose identity does not occur on the other side at all: they can
/// never be matched, so leaving them out keeps the result minimal while
/// shrinking *D* (GNU diff does the same).
///
///     let changes = MyersLinearSpaceDiff().diff(from: ["a", "b", "c"], to: ["a", "c", "d"])
///     // changes.deleted == [1], changes.inserted == [2]
///
/// - Note: Minimal: deletes + inserts = *n* + *m* − 2·LCS. Never reports
///   moves (a moved row is a delete plus an insert). Duplicate identities are
///   matched as any LCS would match them.
/// - Complexity: O((*n* + *m*) · *D*) time in the worst case and O(*n* + *m*)
///   space, where *D* is the edit distance; O(*n* + *m* + *D*²) expected for
///   random edits.
public struct MyersLinearSpaceDiff: NonRefusingDiffAlgorithm {
    /// Creates the algorithm (it has no settings).
    public init() {}

    public var id: String { "myers" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Myers O(ND)",
            reference: "E. W. Myers, An O(ND) Difference Algorithm and Its Variations, Algorithmica 1 (1986)",
            time: "O((n+m)·D)", space: "O(n+m)",
            minimality: .minimal, moveRule: .none,
            duplicateRule: .longestCommonSubsequence, refusalRule: .never)
    }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        var matching = DiffMatching(unmatchedSourceCount: codes.old.count)
        let problem = ReducedLCSProblem(codes, matching: &matching)
        guard !problem.old.isEmpty, !problem.new.isEmpty else { return matching }
        var search = _MiddleSnakeSearch(old: problem.old, new: problem.new)
        search.solve()
        for (reducedOld, reducedNew) in search.matches {
            matching.targetOfSource[problem.oldOffsets[reducedOld]] = problem.newOffsets[reducedNew]
        }
        return matching
    }
}

/// The linear-space search: bisect at a middle snake, recurse on both halves.
private struct _MiddleSnakeSearch {
    let old: [Int32]
    let new: [Int32]
    /// Furthest-reaching x per diagonal, forward (`forward`) and reverse.
    var forward: [Int]
    var reverse: [Int]
    /// Matched (old, new) offsets in the reduced arrays.
    var matches: [(Int, Int)] = []

    init(old: [Int32], new: [Int32]) {
        self.old = old
        self.new = new
        let capacity = 2 * ((old.count + new.count + 1) / 2) + 2
        forward = [Int](repeating: -1, count: capacity)
        reverse = [Int](repeating: -1, count: capacity)
        matches.reserveCapacity(min(old.count, new.count))
    }

    mutating func solve() {
        // Explicit stack of (oldLow, oldHigh, newLow, newHigh) to avoid deep recursion.
        var pending = [(0, old.count, 0, new.count)]
        while var (oldLow, oldHigh, newLow, newHigh) = pending.popLast() {
            while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
                matches.append((oldLow, newLow))
                oldLow += 1
                newLow += 1
            }
            while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
                matches.append((oldHigh - 1, newHigh - 1))
                oldHigh -= 1
                newHigh -= 1
            }
            guard oldLow < oldHigh, newLow < newHigh else { continue }
            let (x, y) = bisect(oldLow, oldHigh, newLow, newHigh)
            pending.append((x, oldHigh, y, newHigh))
            pending.append((oldLow, x, newLow, y))
        }
    }

    /// Finds where a shortest path crosses the middle diagonal band; returns
    /// the absolute split point (x, y).
    mutating func bisect(_ oldLow: Int, _ oldHigh: Int, _ newLow: Int, _ newHigh: Int) -> (Int, Int) {
        let n = oldHigh - oldLow
        let m = newHigh - newLow
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let length = 2 * maxD
        let delta = n - m
        let frontOverlaps = delta & 1 != 0
        return old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in
                forward.withUnsafeMutableBufferPointer { v1 in
                    reverse.withUnsafeMutableBufferPointer { v2 in
                        for index in 0..<length {
                            v1[index] = -1
                            v2[index] = -1
                        }
                        // Raw pointers: `a`/`b` at the start of the range, `aLast`/`bLast`
                        // at its last element (for the reverse search), and `f`/`r`
                        // indexed by diagonal k directly. Arithmetic wraps: every index
                        // stays within the bounds the loop conditions establish.
                        let a = oldBuffer.baseAddress! + oldLow
                        let b = newBuffer.baseAddress! + newLow
                        let aLast = a + (n - 1)
                        let bLast = b + (m - 1)
                        let f = v1.baseAddress! + offset
                        let r = v2.baseAddress! + offset
                        f[1] = 0
                        r[1] = 0
                        var k1Start = 0, k1End = 0, k2Start = 0, k2End = 0
                        for d in 0..<maxD {
                            // The code in these loops is very hot.
                            var k1 = k1Start &- d
                            while k1 <= d &- k1End {
                                var x1 = (k1 == -d || (k1 != d && f[k1 &- 1] < f[k1 &+ 1]))
                                    ? f[k1 &+ 1] : f[k1 &- 1] &+ 1
                                var y1 = x1 &- k1
                                while x1 < n, y1 < m, a[x1] == b[y1] {
                                    x1 &+= 1
                                    y1 &+= 1
                                }
                                f[k1] = x1
                                if x1 > n {
                                    k1End &+= 2
                                } else if y1 > m {
                                    k1Start &+= 2
                                } else if frontOverlaps {
                                    let k2 = delta &- k1
                                    if k2 >= -offset, k2 < length &- offset, r[k2] != -1, x1 >= n &- r[k2] {
                                        return (oldLow &+ x1, newLow &+ y1)
                                    }
                                }
                                k1 &+= 2
                            }
                            var k2 = k2Start &- d
                            while k2 <= d &- k2End {
                                var x2 = (k2 == -d || (k2 != d && r[k2 &- 1] < r[k2 &+ 1]))
                                    ? r[k2 &+ 1] : r[k2 &- 1] &+ 1
                                var y2 = x2 &- k2
                                while x2 < n, y2 < m, aLast[-x2] == bLast[-y2] {
                                    x2 &+= 1
                                    y2 &+= 1
                                }
                                r[k2] = x2
                                if x2 > n {
                                    k2End &+= 2
                                } else if y2 > m {
                                    k2Start &+= 2
                                } else if !frontOverlaps {
                                    let k1 = delta &- k2
                                    if k1 >= -offset, k1 < length &- offset, f[k1] != -1 {
                                        let x1 = f[k1]
                                        if x1 >= n &- x2 { return (oldLow &+ x1, newLow &+ x1 &- k1) }
                                    }
                                }
                                k2 &+= 2
                            }
                        }
                        // Unreachable for d ≤ maxD; fall back to "no common element".
                        return (oldHigh, newLow)
                    }
                }
            }
        }
    }
}
