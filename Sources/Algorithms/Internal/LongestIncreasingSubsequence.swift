//===----------------------------------------------------------------------===//
// Longest increasing subsequence (patience sorting)
//===----------------------------------------------------------------------===//

/// Marks one longest strictly increasing subsequence of `values`.
///
/// Among several longest subsequences it keeps the one that patience sorting
/// with a leftmost binary search finds, so the result is deterministic.
///
/// - Returns: A flag per position of `values`, `true` on the subsequence.
/// - Complexity: O(*k* log *k*) time and O(*k*) space, where *k* is
///   `values.count`.
internal func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var onSubsequence = [Bool](repeating: false, count: count)
    guard count > 0 else { return onSubsequence }
    // tails[l] = position of the smallest tail of an increasing run of length l + 1.
    var tails = [Int]()
    tails.reserveCapacity(count)
    var predecessor = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for position in 0..<count {
            let value = values[position]
            // Leftmost tail whose value is >= value.
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) >> 1
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
    }
    var position = tails[tails.count - 1]
    while position >= 0 {
        onSubsequence[position] = true
        position = predecessor[position]
    }
    return onSubsequence
}
