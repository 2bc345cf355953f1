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
    let count = max(values.count, 1)
    let levels = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    defer { levels.deallocate() }
    let tails = UnsafeMutablePointer<Int>.allocate(capacity: count)
    defer { tails.deallocate() }
    var flags = [Bool](repeating: true, count: values.count)
    let length = values.withUnsafeBufferPointer { values in _patienceLevels(values, levels: levels, tails: tails) }
    _forEachOffTheSubsequence(levels: levels, count: values.count, length: length) { flags[$0] = false }
    return flags
}

/// Runs patience sorting over `values`: writes each position's level (the
/// length, less one, of the longest increasing run ending there) to
/// `levels`, and returns the length of a longest strictly increasing
/// subsequence. `_forEachOffTheSubsequence` then reads one such subsequence
/// off the levels.
///
/// Scratch space comes from the caller, so that it can be memory a finished
/// pass no longer needs: `levels` and `tails` with room for *k* entries each,
/// written before they are read (they need not be initialized).
///
/// - Precondition: `values.count` ≤ `Int32.max`; `levels` and `tails` have
///   room for `values.count` entries each and do not overlap each other or
///   `values`.
/// - Complexity: O(*k* log *k*) time, where *k* is `values.count`; O(*k*)
///   when the values are mostly ascending (each value above the longest
///   run's tail is appended without a search, and one between the last two
///   tails replaces the last; the others start their search where the
///   tails' spread puts them, see `_leftmostTail`).
@inline(__always)
internal func _patienceLevels<Value: FixedWidthInteger>(
    _ values: UnsafeBufferPointer<Value>, levels level: UnsafeMutablePointer<Int32>,
    tails tailValues: UnsafeMutablePointer<Value>
) -> Int {
    let count = values.count
    guard count > 0 else { return 0 }
    precondition(count <= Int(Int32.max), "too many values for Int32 levels")
    // tailValues[l]: the smallest value that ends an increasing run of
    // length l + 1 so far. level[p]: where patience sorting put values[p].
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
        } else if length == 0 {
            low = 0
        } else {
            // The value lands below the last two tails: a moved element.
            low = _leftmostTail(notBelow: value, in: tailValues, count: length)
        }
        level[position] = Int32(truncatingIfNeeded: low)
        tailValues[low] = value  // Integers: trivial, so assigning uninitialized memory is fine.
        if low == length { length += 1 }
    }
    return length
}

/// Calls `body(p)` for each position *p* off one longest strictly
/// increasing subsequence, from the last position to the first, given the
/// `levels` and `length` of `_patienceLevels`.
///
/// One backward scan takes the latest position of the top level, then the
/// latest earlier position one level down, and so on. That is the chain of
/// predecessor links patience sorting is usually written with (a
/// position's predecessor is the latest earlier position one level down,
/// whose value is smaller), read by a sequential scan instead of a chain of
/// dependent loads (which cost a fifth of the subsequence's time at 100k
/// items). Among several longest subsequences this is the one
/// `longestIncreasingSubsequence` marks.
///
/// - Complexity: O(*k*) plus the calls, *k* = `count`.
@inline(__always)
internal func _forEachOffTheSubsequence(
    levels level: UnsafeMutablePointer<Int32>, count: Int, length: Int, _ body: (_ position: Int) -> Void
) {
    // Positions after the top level's latest one sit lower; once the wanted
    // level passes 0 (-1), nothing matches.
    var wanted = Int32(truncatingIfNeeded: length - 1)
    var position = count - 1
    while position >= 0 {
        if level[position] == wanted {
            wanted &-= 1
        } else {
            body(position)
        }
        position -= 1
    }
}

/// The leftmost index `i` in `0..<count` with `tails[i] >= value`: where
/// patience sorting puts `value`.
///
/// The tails of a mostly ascending sequence (old positions in new order)
/// grow about linearly with their index, so the search starts at the index
/// that linear interpolation between the first and the last tail gives,
/// gallops outward (1, 2, 4, … entries) until it brackets the answer, then
/// bisects the bracket. A moved element lands within a few cache lines of
/// the guess instead of after ⌈log₂ *count*⌉ probes spread over the whole
/// array (a plain binary search cost about half of hash-linear's subsequence
/// time at 100k items, each probe a cache miss and a mispredicted branch).
///
/// - Precondition: `count` ≥ 1, `tails[0..<count]` strictly increasing, and
///   `tails[count - 1] >= value` (the answer is below `count`).
/// - Complexity: O(log *d*), *d* the distance between the guess and the
///   answer; O(log *count*) at worst.
@inline(__always)
internal func _leftmostTail<Value: FixedWidthInteger>(
    notBelow value: Value, in tails: UnsafeMutablePointer<Value>, count: Int
) -> Int {
    let first = tails[0]
    if value <= first { return 0 }
    // Now tails[0] < value <= tails[count - 1], so count >= 2 and the
    // answer is in 1...count - 1. Find low < high with
    // tails[low] < value <= tails[high], then bisect.
    let last = count - 1
    let spread = Double(tails[last]) - Double(first)
    // Clamped as a Double: values near the ends of a 64-bit range can round
    // to a spread of 0 (a NaN or infinite guess).
    let estimate = (Double(value) - Double(first)) / spread * Double(last)
    let guess = estimate.isNaN ? 0 : Int(min(max(estimate, 0), Double(last)))
    var low: Int
    var high: Int
    var step = 1
    if tails[guess] < value {
        low = guess
        high = min(guess + step, last)
        while tails[high] < value {
            low = high
            step &<<= 1
            high = min(low + step, last)
        }
    } else {
        high = guess
        low = max(guess - step, 0)
        while tails[low] >= value {
            high = low
            step &<<= 1
            low = max(high - step, 0)
        }
    }
    while high - low > 1 {
        let middle = (low + high) >> 1
        if tails[middle] < value { low = middle } else { high = middle }
    }
    return high
}
