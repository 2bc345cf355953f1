//===----------------------------------------------------------------------===//
// Hunt–Szymanski: the threshold search over matching pairs
//===----------------------------------------------------------------------===//

/// The search of `HuntSzymanskiLCS` on two code arrays `old` (*n*) and `new`
/// (*m*).
///
/// `thresholds[k]` is the smallest old offset that ends a common subsequence
/// of length *k* + 1 among the new offsets seen so far, and `links[k]` the
/// node of that pair. Visiting, for each new offset *j*, the old offsets *i*
/// of its code in decreasing order keeps at most one pair per *j* in any
/// increasing chain. A node records *i* and its predecessor's node; the *j*
/// of a node is recovered from `rowStarts` (nodes are created in *j* order).
///
/// Index spaces: old offsets index `old`, new offsets index `new`; `pairs`
/// holds (new offset, old offset), ascending.
///
/// - Complexity: O((*r* + *n* + *m*)·log *n*) time, O(*r* + *n* + *m* + *K*)
///   space, *r* = `pairCount`, *K* = `codeCount`.
internal struct _HuntSzymanskiSearch {
    private let old: [Int32]
    private let new: [Int32]
    /// CSR lists: the old offsets holding code `c` are
    /// `positions[starts[c]..<starts[c + 1]]`, ascending.
    private var starts: [Int32]
    private var positions: [Int32]
    /// The number of (old, new) offset pairs with equal codes.
    private(set) var pairCount: Int
    /// The matched (new offset, old offset) pairs of one LCS, after `solve()`.
    private(set) var pairs: [(Int32, Int32)] = []

    init(old: [Int32], new: [Int32], codeCount: Int) {
        self.old = old
        self.new = new
        var starts = [Int32](repeating: 0, count: codeCount + 1)
        var positions = [Int32](repeating: 0, count: old.count)
        var pairCount = 0
        starts.withUnsafeMutableBufferPointer { starts in
            // Counts in starts[c], then inclusive prefix sums (the end of c's
            // list); filling each list from its end leaves starts[c] at its start.
            for code in old { starts[Int(code)] &+= 1 }
            for code in new { pairCount &+= Int(starts[Int(code)]) }
            for code in 1..<max(1, codeCount) { starts[code] &+= starts[code - 1] }
            starts[codeCount] = Int32(old.count)
            positions.withUnsafeMutableBufferPointer { positions in
                for offset in stride(from: old.count - 1, through: 0, by: -1) {
                    let code = Int(old[offset])
                    starts[code] &-= 1
                    positions[Int(starts[code])] = Int32(offset)
                }
            }
        }
        self.starts = starts
        self.positions = positions
        self.pairCount = pairCount
    }

    /// Finds one LCS and stores its pairs in `pairs`.
    mutating func solve() {
        let capacity = min(old.count, new.count) + 1
        var thresholds = [Int32](repeating: 0, count: capacity)
        var links = [Int32](repeating: -1, count: capacity)
        var nodeOld: [Int32] = []
        var nodePredecessor: [Int32] = []
        let expectedNodes = min(pairCount, old.count + new.count)
        nodeOld.reserveCapacity(expectedNodes)
        nodePredecessor.reserveCapacity(expectedNodes)
        var rowStarts = [Int32](repeating: 0, count: new.count + 1)
        var length = 0
        starts.withUnsafeBufferPointer { starts in
            positions.withUnsafeBufferPointer { positions in
                thresholds.withUnsafeMutableBufferPointer { thresholds in
                    links.withUnsafeMutableBufferPointer { links in
                        for j in 0..<new.count {
                            rowStarts[j] = Int32(truncatingIfNeeded: nodeOld.count)
                            let code = Int(new[j])
                            let first = Int(starts[code])
                            var index = Int(starts[code &+ 1])
                            // The k found for each smaller i is at most the last one.
                            var high = length
                            while index > first {
                                index &-= 1
                                let i = positions[index]
                                var k: Int
                                if high == length, length == 0 || thresholds[length &- 1] < i {
                                    k = length  // The common case: extend the longest chain.
                                } else {
                                    // Leftmost threshold >= i in 0...high (thresholds[high] >= i
                                    // when high < length), branch-free: the answer stays in
                                    // k...k + span.
                                    k = 0
                                    var span = high
                                    while span > 1 {
                                        let half = span >> 1
                                        k = thresholds[k &+ half &- 1] < i ? k &+ half : k
                                        span &-= half
                                    }
                                    if span == 1, thresholds[k] < i { k &+= 1 }
                                    if k < length, thresholds[k] == i {
                                        high = k
                                        continue
                                    }
                                }
                                thresholds[k] = i
                                links[k] = Int32(truncatingIfNeeded: nodeOld.count)
                                nodeOld.append(i)
                                nodePredecessor.append(k > 0 ? links[k &- 1] : -1)
                                if k == length { length &+= 1 }
                                high = k
                            }
                        }
                    }
                }
            }
        }
        rowStarts[new.count] = Int32(truncatingIfNeeded: nodeOld.count)
        guard length > 0 else { return }
        // Walk the predecessor links back; the row of a node is the last j
        // whose nodes start at or before it.
        pairs = Array(repeating: (0, 0), count: length)
        var node = Int(links[length - 1])
        var j = new.count - 1
        var slot = length - 1
        while node >= 0 {
            while Int(rowStarts[j]) > node { j -= 1 }
            pairs[slot] = (Int32(j), nodeOld[node])
            slot -= 1
            node = Int(nodePredecessor[node])
        }
    }
}
