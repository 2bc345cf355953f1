//===----------------------------------------------------------------------===//
// The suffix-LCS table: the textbook quadratic LCS, shared by dp-lcs and
// bit-lcs's small quadrants
//===----------------------------------------------------------------------===//

/// Fills `table` so that `table[i * (m + 1) + j]` is the LCS length of
/// `a[i..<n]` and `b[j..<m]` (row *n* and column *m* are zero).
///
/// - Precondition: `table` holds (*n* + 1)·(*m* + 1) cells, and `Cell` can
///   count to min(*n*, *m*) without overflow.
/// - Complexity: O(*n*·*m*) time; no allocation.
@inline(__always)
internal func _fillSuffixLCSTable<Cell: FixedWidthInteger>(
    _ a: UnsafePointer<Int32>, count n: Int, _ b: UnsafePointer<Int32>, count m: Int,
    into table: UnsafeMutablePointer<Cell>
) {
    let width = m + 1
    for j in 0...m { table[n * width + j] = 0 }
    var i = n - 1
    while i >= 0 {
        // The code in this loop is very hot: one cell per pair of
        // elements. The cell to the right stays in a register.
        let row = table + i * width
        let below = row + width
        let ai = a[i]
        var right: Cell = 0
        row[m] = 0
        var j = m - 1
        while j >= 0 {
            let cell = ai == b[j] ? below[j + 1] &+ 1 : max(below[j], right)
            row[j] = cell
            right = cell
            j -= 1
        }
        i -= 1
    }
}

/// Walks a table filled by `_fillSuffixLCSTable` from the top-left corner
/// and calls `match(i, j)` for each pair of a longest common subsequence,
/// `i` ascending in `a` and `j` ascending in `b`.
///
/// - Complexity: O(*n* + *m*).
@inline(__always)
internal func _walkSuffixLCSTable<Cell: FixedWidthInteger>(
    _ a: UnsafePointer<Int32>, count n: Int, _ b: UnsafePointer<Int32>, count m: Int,
    _ table: UnsafePointer<Cell>, match: (Int, Int) -> Void
) {
    let width = m + 1
    var i = 0
    var j = 0
    while i < n, j < m {
        if a[i] == b[j] {
            match(i, j)
            i += 1
            j += 1
        } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
            i += 1
        } else {
            j += 1
        }
    }
}
