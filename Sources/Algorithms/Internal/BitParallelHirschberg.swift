//===----------------------------------------------------------------------===//
// The bit-parallel LCS with Hirschberg's divide and conquer
//===----------------------------------------------------------------------===//

/// Finds a longest common subsequence of `rows` and `columns` (two code
/// arrays) with the bit-vector LCS recurrence, and recovers the alignment in
/// linear space with Hirschberg's divide and conquer.
///
/// The bit-vector recurrence (L. Allison, T. I. Dix, "A bit-string
/// longest-common-subsequence algorithm", IPL 23(5), 1986; H. Hyyrö,
/// "Bit-parallel LCS-length computation revisited", AWOCA 2004) keeps one bit
/// per column: after the rows `x[0..<i]`, bit *j* of `V` is 0 exactly where
/// LCS(`x[0..<i]`, `y[0...j]`) exceeds LCS(`x[0..<i]`, `y[0..<j]`). With `M`
/// the match mask of the next row's code over the columns,
/// `V' = (V + (V & M)) | (V & ~M)`, the addition carrying from word to word.
/// LCS(`x[0..<i]`, `y[0..<j]`) is the number of zero bits among the low *j*
/// bits of `V`.
///
/// Hirschberg (D. S. Hirschberg, "A linear space algorithm for computing
/// maximal common subsequences", CACM 18(6), 1975): run the recurrence
/// forward over the top half of the rows and backward (rows and columns
/// reversed) over the bottom half, split the columns where the two LCS
/// lengths sum highest, and recurse on both quadrants. Quadrants of at most
/// `tuning.directCells` cells are solved with the direct table.
///
/// Match masks are not stored per identity (that would take one bit per
/// column per distinct identity). A row whose code is sparse in the columns
/// walks that code's column positions (CSR lists) and touches only the words
/// holding one of them, or reached by a carry; `V & M` is zero elsewhere, so
/// the other words keep their value. Codes that fill at least
/// max(`tuning.denseMinimum`, *C*/64) columns (by default 64, so at most 64 of them) keep a full mask in each
/// direction instead, read with a shift: O(*C*) words in all.
///
/// Index spaces: row offsets index `rows`, column offsets index `columns`;
/// codes are in `0..<codeCount`.
///
/// - Precondition: Every code is in `0..<codeCount`; each array has fewer
///   than `Int32.max` elements.
/// - Complexity: O(*R*·*C*/64) word operations (twice one LCS-length pass)
///   plus O((*R* + *C*)·log *R*); O(*R* + *C* + *codeCount*) space.
internal final class _BitParallelHirschberg {
    /// The row sequence (split in halves), *R* codes.
    let rows: UnsafeMutableBufferPointer<Int32>
    /// The column sequence (one bit per column), *C* codes.
    let columns: UnsafeMutableBufferPointer<Int32>
    /// For each row offset, the matched column offset, or `-1`.
    let columnOfRow: UnsafeMutableBufferPointer<Int32>

    /// CSR lists: the columns holding code `c` are
    /// `positions[start[c]..<start[c + 1]]`, ascending.
    let start: UnsafeMutableBufferPointer<Int32>
    let positions: UnsafeMutableBufferPointer<Int32>
    /// For each code, its index among the dense codes, or `-1`.
    let denseIndex: UnsafeMutableBufferPointer<Int32>
    /// Full masks of the dense codes, `maskWords` words each (a spare zero
    /// word keeps shifted reads in bounds), forward (bit *j* = column *j*)
    /// and backward (bit *j* = column *C* − 1 − *j*).
    let forwardMasks: UnsafeMutableBufferPointer<UInt64>
    let backwardMasks: UnsafeMutableBufferPointer<UInt64>
    let maskWords: Int

    /// Scratch: the bit vector, and the prefix counts of its one bits after
    /// the forward and the backward pass.
    let vector: UnsafeMutableBufferPointer<UInt64>
    let forwardOnes: UnsafeMutableBufferPointer<Int32>
    let backwardOnes: UnsafeMutableBufferPointer<Int32>
    /// Scratch table of the direct solver, `directCells` + *R* + *C* + 1 cells.
    let table: UnsafeMutableBufferPointer<Int32>

    /// Quadrants with at most this many cells are solved with the direct table.
    let directCells: Int

    init(rows: [Int32], columns: [Int32], codeCount: Int, tuning: BitParallelLCSTuning) {
        directCells = tuning.directCells
        let rowCount = rows.count
        let columnCount = columns.count
        self.rows = .allocate(capacity: rowCount)
        _ = self.rows.initialize(from: rows)
        self.columns = .allocate(capacity: columnCount)
        _ = self.columns.initialize(from: columns)
        columnOfRow = .allocate(capacity: rowCount)
        columnOfRow.initialize(repeating: -1)

        // Counts in start[c], then inclusive prefix sums (the end of c's
        // list); filling each list from its end leaves start[c] at its start.
        start = .allocate(capacity: codeCount + 1)
        start.initialize(repeating: 0)
        for code in columns { start[Int(code)] &+= 1 }
        let denseThreshold = max(tuning.denseMinimum, columnCount / 64)
        denseIndex = .allocate(capacity: codeCount)
        var denseCount = 0
        for code in 0..<codeCount {
            if Int(start[code]) >= denseThreshold {
                denseIndex[code] = Int32(denseCount)
                denseCount += 1
            } else {
                denseIndex[code] = -1
            }
        }
        for code in 1..<max(1, codeCount) { start[code] &+= start[code - 1] }
        start[codeCount] = Int32(columnCount)
        maskWords = columnCount / 64 + 2
        forwardMasks = .allocate(capacity: denseCount * maskWords)
        forwardMasks.initialize(repeating: 0)
        backwardMasks = .allocate(capacity: denseCount * maskWords)
        backwardMasks.initialize(repeating: 0)
        positions = .allocate(capacity: columnCount)
        for column in stride(from: columnCount - 1, through: 0, by: -1) {
            let code = Int(columns[column])
            start[code] &-= 1
            positions[Int(start[code])] = Int32(column)
            let dense = Int(denseIndex[code])
            if dense >= 0 {
                let reversed = columnCount - 1 - column
                forwardMasks[dense * maskWords + (column >> 6)] |= 1 << UInt64(column & 63)
                backwardMasks[dense * maskWords + (reversed >> 6)] |= 1 << UInt64(reversed & 63)
            }
        }
        vector = .allocate(capacity: maskWords)
        vector.initialize(repeating: 0)
        forwardOnes = .allocate(capacity: columnCount + 1)
        forwardOnes.initialize(repeating: 0)
        backwardOnes = .allocate(capacity: columnCount + 1)
        backwardOnes.initialize(repeating: 0)
        table = .allocate(capacity: directCells + rowCount + columnCount + 1)
        table.initialize(repeating: 0)
    }

    deinit {
        rows.deallocate()
        columns.deallocate()
        columnOfRow.deallocate()
        start.deallocate()
        positions.deallocate()
        denseIndex.deallocate()
        forwardMasks.deallocate()
        backwardMasks.deallocate()
        vector.deallocate()
        forwardOnes.deallocate()
        backwardOnes.deallocate()
        table.deallocate()
    }
}
