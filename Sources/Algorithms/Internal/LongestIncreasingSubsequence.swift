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
    var onSubsequence = [Bool](repeating: false, count: values.count)
    values.withUnsafeBufferPointer { values in
        onSubsequence.withUnsafeMutableBufferPointer { flags in
            _forEachOnLongestIncreasingSubsequence(values) { flags[$0] = true }
        }
    }
    return onSubsequence
}

/// Calls `body` with each position (an offset in `values`) of one longest
/// strictly increasing subsequence of `values`, last position first: the
/// subsequence `longestIncreasingSubsequence` marks.
///
/// Scratch space is one allocation of 3·*k* `Int32`s, never initialized
/// beyond what is written (tail values, tail positions, predecessors).
///
/// - Precondition: `values.count` ≤ `Int32.max`.
/// - Complexity: O(*k* log *k*) time and O(*k*) space, where *k* is
///   `values.count`; O(*k*) when the values are mostly ascending (each value
///   above the longest run's tail is appended without a search, and one
///   between the last two tails replaces the last).
@inline(__always)
internal func _forEachOnLongestIncreasingSubsequence<Value: FixedWidthInteger>(
    _ values: UnsafeBufferPointer<Value>, _ body: (_ position: Int) -> Void
) {
    let count = values.count
    guard count > 0 else { return }
    precondition(count <= Int(Int32.max), "too many values for Int32 positions")
    // A run of length l + 1 ends, at best, at position tailPositions[l]
    // (value values[tailPositions[l]], the smallest such end).
    let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * count)
    defer { scratch.deallocate() }
    let tailPositions = scratch
    let predecessor = scratch + count
    let tailValues = UnsafeMutablePointer<Value>.allocate(capacity: count)
    defer { tailValues.deallocate() }
    var length = 0
    for position in 0..<count {
        let value = values[position]
        var low: Int
        if length > 0 && tailValues[length - 1] < value {
            low = length  // The common case: extend the longest run.
        } else if length > 1 && tailValues[length - 2] < value {
            // Next most common: the value after a moved one (which extended
            // the run past where the survivors continue) replaces the last tail.
            low = length - 1
        } else {
            // Leftmost tail whose value is >= value.
            low = 0
            var high = length
            while low < high {
                let middle = (low + high) >> 1
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
            }
        }
        predecessor[position] = low > 0 ? tailPositions[low - 1] : -1
        tailValues[low] = value  // Integers: trivial, so assigning uninitialized memory is fine.
        tailPositions[low] = Int32(truncatingIfNeeded: position)
        if low == length { length += 1 }
    }
    var position = Int(tailPositions[length - 1])
    while position >= 0 {
        body(position)
        position = Int(predecessor[position])
    }
}
