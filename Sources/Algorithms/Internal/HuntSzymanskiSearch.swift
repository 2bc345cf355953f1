//===----------------------------------------------------------------------===//
// Hunt–Szymanski: the threshold search over matching pairs
//===----------------------------------------------------------------------===//

/// The search of `HuntSzymanskiLCS` between source offsets `oldRange` of
/// `old` and target offsets `newRange` of `new`.
///
/// `thresholds[k]` is the smallest old offset that ends a common subsequence
/// of length *k* + 1 among the new offsets seen so far, and `links[k]` the
/// node of that pair. Visiting, for each new offset *j*, the old offsets *i*
/// of its code in decreasing order keeps at most one pair per *j* in any
/// increasing chain. A node records *i* and its predecessor's node; the *j*
/// of a node is recovered from `rowStarts` (nodes are created in *j* order).
///
/// Index spaces: old offsets are offsets in `old` (within `oldRange`), new
/// offsets offsets in `new` (within `newRange`): the caller's own, so the
/// search needs no copy of the ranges and no table to map offsets back. A
/// code that occurs on one side only has an empty list or is never looked
/// up, so it adds no pairs.
///
/// All of it lives in the caller's workspace (`scratchByteCount`) except
/// the nodes beyond min(*n*, *m*), which move to an allocation of their own
/// (`_HuntSzymanskiNodes`).
///
/// - Complexity: O((*r* + *n* + *m*)·log *n*) time, O(*r* + *n* + *m* + *K*)
///   space, *r* = `pairCount`, *n* and *m* the ranges' lengths, *K* =
///   `codeCount`.
internal struct _HuntSzymanskiSearch {
    private let new: [Int32]
    private let oldRange: Range<Int>
    private let newRange: Range<Int>
    /// CSR lists: the old offsets holding code `c` are
    /// `positions[starts[c]..<starts[c + 1]]`, ascending.
    private let starts: UnsafeMutablePointer<Int32>
    private let positions: UnsafeMutablePointer<Int32>
    /// The number of (old, new) offset pairs with equal codes.
    let pairCount: Int

    /// The workspace bytes of a search over at most `oldCount` old and
    /// `newCount` new offsets with codes in `0..<codeCount`: the lists
    /// (`codeCount` + 1 + `oldCount` `Int32`s), then, for `solve`, the
    /// thresholds and links (min(`oldCount`, `newCount`) + 1 each), the row
    /// starts (`newCount` + 1) and room for min(`oldCount`, `newCount`)
    /// nodes (8 bytes each) before they move to an allocation of their own.
    static func scratchByteCount(oldCount: Int, newCount: Int, codeCount: Int) -> Int {
        let chainLimit = min(oldCount, newCount)
        return _DiffWorkspace.byteCount(of: Int32.self, count: codeCount + 1)
            + _DiffWorkspace.byteCount(of: Int32.self, count: oldCount)
            + 2 * _DiffWorkspace.byteCount(of: Int32.self, count: chainLimit + 1)
            + _DiffWorkspace.byteCount(of: Int32.self, count: newCount + 1)
            + 2 * _DiffWorkspace.byteCount(of: Int32.self, count: chainLimit)
    }

    /// Builds the lists of `old[oldRange]` by code, in `workspace`.
    ///
    /// - Precondition: every code is in `0..<codeCount`; offsets fit in
    ///   `Int32`; `workspace` has `scratchByteCount` bytes left for the
    ///   ranges' lengths and `codeCount` (the lists' part is taken here, the
    ///   rest by `solve`).
    init(
        old: [Int32], oldRange: Range<Int>, new: [Int32], newRange: Range<Int>, codeCount: Int,
        workspace: inout _DiffWorkspace
    ) {
        self.new = new
        self.oldRange = oldRange
        self.newRange = newRange
        let starts = workspace.take(Int32.self, count: codeCount + 1)
        let positions = workspace.take(Int32.self, count: oldRange.count)
        starts.initialize(repeating: 0, count: codeCount + 1)
        var pairCount = 0
        // Counts in starts[c], then inclusive prefix sums (the end of c's
        // list); filling each list from its end leaves starts[c] at its start.
        for offset in oldRange { starts[Int(old[offset])] &+= 1 }
        for offset in newRange { pairCount &+= Int(starts[Int(new[offset])]) }
        for code in 1..<max(1, codeCount) { starts[code] &+= starts[code - 1] }
        starts[codeCount] = Int32(oldRange.count)
        for offset in oldRange.reversed() {
            let code = Int(old[offset])
            starts[code] &-= 1
            positions[Int(starts[code])] = Int32(truncatingIfNeeded: offset)
        }
        self.starts = starts
        self.positions = positions
        self.pairCount = pairCount
    }

    /// Finds one LCS and calls `pair(newOffset, oldOffset)` for each of its
    /// pairs, from the last to the first, its arrays taken from `workspace`.
    ///
    /// - Precondition: `workspace` holds the rest of `scratchByteCount`.
    func solve(workspace: inout _DiffWorkspace, _ pair: (_ newOffset: Int, _ oldOffset: Int) -> Void) {
        let chainLimit = min(oldRange.count, newRange.count)
        let thresholds = workspace.take(Int32.self, count: chainLimit + 1)
        let links = workspace.take(Int32.self, count: chainLimit + 1)
        // rowStarts[j - newRange.lowerBound]: the first node of new offset j.
        let rowStarts = workspace.take(Int32.self, count: newRange.count + 1)
        var nodes = _HuntSzymanskiNodes(
            old: workspace.take(Int32.self, count: chainLimit),
            predecessor: workspace.take(Int32.self, count: chainLimit), capacity: chainLimit)
        defer { nodes.deallocate() }
        var length = 0
        for j in newRange {
            rowStarts[j &- newRange.lowerBound] = Int32(truncatingIfNeeded: nodes.count)
            let code = Int(new[j])
            let first = Int(starts[code])
            var index = Int(starts[code &+ 1])
            // The k found for each smaller i is at most the last one.
            var high = length
            while index > first {
                index &-= 1
                let i = positions[index]
                let k: Int
                if high == length, length == 0 || thresholds[length &- 1] < i {
                    k = length  // The common case: extend the longest chain.
                } else {
                    // Leftmost threshold >= i among the first `bound`
                    // (thresholds[bound - 1] >= i). Next most common after
                    // extending: the i after a moved one, which replaces the
                    // last threshold; else a search that starts where the
                    // thresholds' spread puts i (`_leftmostTail`: a moved pair
                    // lands near the guess, not after log₂ *length* probes).
                    let bound = high == length ? length : high &+ 1
                    if bound > 1 && thresholds[bound &- 2] < i {
                        k = bound &- 1
                    } else {
                        k = _leftmostTail(notBelow: i, in: thresholds, count: bound)
                    }
                    if k < length, thresholds[k] == i {
                        high = k
                        continue
                    }
                }
                thresholds[k] = i
                links[k] = Int32(truncatingIfNeeded: nodes.count)
                nodes.append(old: i, predecessor: k > 0 ? links[k &- 1] : -1)
                if k == length { length &+= 1 }
                high = k
            }
        }
        rowStarts[newRange.count] = Int32(truncatingIfNeeded: nodes.count)
        guard length > 0 else { return }
        // Walk the predecessor links back; the row of a node is the last j
        // whose nodes start at or before it.
        var node = Int(links[length - 1])
        var row = newRange.count - 1
        while node >= 0 {
            while Int(rowStarts[row]) > node { row -= 1 }
            pair(newRange.lowerBound + row, Int(nodes.old[node]))
            node = Int(nodes.predecessor[node])
        }
    }
}
