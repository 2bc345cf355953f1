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
///   `values.count`; O(*k*) when the values are mostly ascending (each value
///   above the longest run's tail is appended without a search).
internal func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var onSubsequence = [Bool](repeating: false, count: count)
    guard count > 0 else { return onSubsequence }
    // Run of length l + 1 ends, at best, at position tailPositions[l], whose
    // value tailValues[l] is the smallest such end. Values are kept beside the
    // positions so the binary search reads one array.
    var tailValues = [Int](repeating: 0, count: count)
    var tailPositions = [Int](repeating: 0, count: count)
    var predecessor = [Int](repeating: -1, count: count)
    var length = 0
    values.withUnsafeBufferPointer { values in
        tailValues.withUnsafeMutableBufferPointer { tailValues in
            tailPositions.withUnsafeMutableBufferPointer { tailPositions in
                predecessor.withUnsafeMutableBufferPointer { predecessor in
                    for position in 0..<count {
                        let value = values[position]
                        var low: Int
                        if length > 0 && tailValues[length - 1] < value {
                            low = length  // The common case: extend the longest run.
                        } else {
                            // Leftmost tail whose value is >= value.
                            low = 0
                            var high = length
                            while low < high {
                                let middle = (low + high) >> 1
                                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                            }
                        }
                        if low > 0 { predecessor[position] = tailPositions[low - 1] }
                        tailValues[low] = value
                        tailPositions[low] = position
                        if low == length { length += 1 }
                    }
                }
            }
        }
    }
    var position = tailPositions[length - 1]
    while position >= 0 {
        onSubsequence[position] = true
        position = predecessor[position]
    }
    return onSubsequence
}
