//===----------------------------------------------------------------------===//
// The bit-parallel LCS: Hirschberg's recursion and the row passes
//===----------------------------------------------------------------------===//

extension _BitParallelHirschberg {
    /// Fills `columnOfRow` with one longest common subsequence.
    func solve() {
        solve(rowLow: 0, rowHigh: rows.count, columnLow: 0, columnHigh: columns.count)
    }

    /// Matches rows `rowLow..<rowHigh` with columns `columnLow..<columnHigh`
    /// along one of their longest common subsequences.
    private func solve(rowLow: Int, rowHigh: Int, columnLow: Int, columnHigh: Int) {
        var (rowLow, rowHigh, columnLow, columnHigh) = (rowLow, rowHigh, columnLow, columnHigh)
        while rowLow < rowHigh, columnLow < columnHigh, rows[rowLow] == columns[columnLow] {
            columnOfRow[rowLow] = Int32(columnLow)
            rowLow += 1
            columnLow += 1
        }
        while rowLow < rowHigh, columnLow < columnHigh, rows[rowHigh - 1] == columns[columnHigh - 1] {
            rowHigh -= 1
            columnHigh -= 1
            columnOfRow[rowHigh] = Int32(columnHigh)
        }
        let rowCount = rowHigh - rowLow
        let columnCount = columnHigh - columnLow
        guard rowCount > 0, columnCount > 0 else { return }
        if rowCount == 1 {
            let first = lowerBound(code: rows[rowLow], column: columnLow)
            if first < Int(start[Int(rows[rowLow]) + 1]), Int(positions[first]) < columnHigh {
                columnOfRow[rowLow] = positions[first]
            }
            return
        }
        if rowCount * columnCount <= directCells {
            solveDirectly(rowLow: rowLow, rowHigh: rowHigh, columnLow: columnLow, columnHigh: columnHigh)
            return
        }
        let rowMiddle = rowLow + rowCount / 2
        pass(rowLow: rowLow, rowHigh: rowMiddle, columnLow: columnLow, columnHigh: columnHigh, backward: false)
        countOnes(into: forwardOnes, columnCount: columnCount)
        pass(rowLow: rowMiddle, rowHigh: rowHigh, columnLow: columnLow, columnHigh: columnHigh, backward: true)
        countOnes(into: backwardOnes, columnCount: columnCount)
        // LCS(top, first j columns) + LCS(bottom, other columns)
        // = C - forwardOnes[j] - backwardOnes[C - j]: the fewest ones wins.
        var split = 0
        var fewest = Int32.max
        for j in 0...columnCount {
            let ones = forwardOnes[j] &+ backwardOnes[columnCount - j]
            if ones < fewest {
                fewest = ones
                split = j
            }
        }
        solve(rowLow: rowLow, rowHigh: rowMiddle, columnLow: columnLow, columnHigh: columnLow + split)
        solve(rowLow: rowMiddle, rowHigh: rowHigh, columnLow: columnLow + split, columnHigh: columnHigh)
    }

    /// The index in `positions` of the first column >= `column` holding `code`.
    private func lowerBound(code: Int32, column: Int) -> Int {
        var low = Int(start[Int(code)])
        var high = Int(start[Int(code) + 1])
        let target = Int32(truncatingIfNeeded: column)
        while low < high {
            let middle = (low &+ high) >> 1
            if positions[middle] < target { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// Runs the recurrence from `V` = all ones over rows `rowLow..<rowHigh`
    /// and columns `columnLow..<columnHigh`. Forward, rows ascend and bit *j*
    /// of `vector` stands for column `columnLow + j`; backward, rows descend
    /// and bit *j* stands for column `columnHigh - 1 - j`.
    private func pass(rowLow: Int, rowHigh: Int, columnLow: Int, columnHigh: Int, backward: Bool) {
        let wordCount = (columnHigh - columnLow + 63) >> 6
        let v = vector.baseAddress!
        for k in 0..<wordCount { v[k] = ~0 }
        // Where the dense masks' bits for this range begin.
        let maskLow = backward ? columns.count - columnHigh : columnLow
        let masks = (backward ? backwardMasks : forwardMasks).baseAddress.map { $0 + (maskLow >> 6) }
        let shift = UInt64(maskLow & 63)
        let positions = self.positions.baseAddress!
        var row = backward ? rowHigh - 1 : rowLow
        let step = backward ? -1 : 1
        let end = backward ? rowLow - 1 : rowHigh
        // Words above `zeroWords` are all ones: a carry into one of them
        // leaves it as it is and carries on, so sparse rows stop there.
        // Zero bits only move down or appear where a row updates a word.
        var zeroWords = 0
        while row != end {
            let code = rows[row]
            row &+= step
            let dense = Int(denseIndex[Int(code)])
            if dense >= 0, let masks {
                // The code in this loop is very hot: one word per 64 cells.
                let d = masks + dense &* maskWords
                var carry: UInt64 = 0
                for k in 0..<wordCount {
                    let m = (d[k] >> shift) | ((d[k &+ 1] << 1) << (63 &- shift))
                    Self.update(v + k, mask: m, carry: &carry)
                }
                zeroWords = wordCount
                continue
            }
            // Sparse: visit the words holding a match, in ascending bit order,
            // carrying through the words in between.
            var carry: UInt64 = 0
            var word = -1
            var mask: UInt64 = 0
            var next = 0
            var index: Int
            let stop: Int
            if backward {
                index = lowerBound(code: code, column: columnHigh) &- 1
                stop = Int(start[Int(code)]) &- 1
            } else {
                index = lowerBound(code: code, column: columnLow)
                stop = Int(start[Int(code) &+ 1])
            }
            while index != stop {
                let column = Int(positions[index])
                if backward ? column < columnLow : column >= columnHigh { break }
                index &+= step
                let bit = backward ? columnHigh &- 1 &- column : column &- columnLow
                if bit >> 6 != word {
                    if word >= 0 {
                        Self.update(v + word, mask: mask, carry: &carry)
                        next = word &+ 1
                        zeroWords = max(zeroWords, next)
                    }
                    word = bit >> 6
                    // A carry left at `zeroWords` passes the all-ones words to `word`.
                    Self.ripple(v, from: &next, to: min(word, zeroWords), carry: &carry)
                    mask = 0
                }
                mask |= 1 << UInt64(bit & 63)
            }
            if word >= 0 {
                Self.update(v + word, mask: mask, carry: &carry)
                next = word &+ 1
                zeroWords = max(zeroWords, next)
                Self.ripple(v, from: &next, to: min(wordCount, zeroWords), carry: &carry)
            }
        }
    }

    /// One word of `V' = (V + (V & M)) | (V & ~M)`, with the carry in and out.
    @inline(__always)
    private static func update(_ word: UnsafeMutablePointer<UInt64>, mask: UInt64, carry: inout UInt64) {
        let x = word.pointee
        let (partial, overflow) = x.addingReportingOverflow(x & mask)
        let sum = partial &+ carry
        carry = (overflow ? 1 : 0) | (sum < partial ? 1 : 0)
        word.pointee = sum | (x & ~mask)
    }

    /// Carries into words `next..<end`, whose mask is zero, until the carry
    /// stops: `V' = (V + carry) | V`.
    @inline(__always)
    private static func ripple(
        _ v: UnsafeMutablePointer<UInt64>, from next: inout Int, to end: Int, carry: inout UInt64
    ) {
        while carry != 0, next < end {
            let x = v[next]
            v[next] = x | (x &+ 1)
            carry = x == ~0 ? 1 : 0
            next &+= 1
        }
    }

    /// Writes into `ones[j]`, for `j` in `0...columnCount`, the number of one
    /// bits among the low `j` bits of `vector`.
    private func countOnes(into ones: UnsafeMutableBufferPointer<Int32>, columnCount: Int) {
        var count: Int32 = 0
        ones[0] = 0
        var j = 0
        while j < columnCount {
            let word = vector[j >> 6]
            let end = min(columnCount, (j | 63) &+ 1)
            while j < end {
                count &+= Int32(truncatingIfNeeded: (word >> UInt64(j & 63)) & 1)
                j &+= 1
                ones[j] = count
            }
        }
    }

    /// Solves a quadrant of at most `directCells` cells with the suffix-LCS table.
    private func solveDirectly(rowLow: Int, rowHigh: Int, columnLow: Int, columnHigh: Int) {
        let n = rowHigh - rowLow
        let m = columnHigh - columnLow
        let a = rows.baseAddress! + rowLow
        let b = columns.baseAddress! + columnLow
        _fillSuffixLCSTable(a, count: n, b, count: m, into: table.baseAddress!)
        _walkSuffixLCSTable(a, count: n, b, count: m, table.baseAddress!) { i, j in
            columnOfRow[rowLow + i] = Int32(columnLow + j)
        }
    }
}
