//===----------------------------------------------------------------------===//
// Reducing an LCS problem before the search
//===----------------------------------------------------------------------===//

/// The part of an LCS problem that still needs searching, after the common
/// prefix and suffix are matched and the elements whose identity never occurs
/// on the other side are set aside (they can be in no common subsequence).
///
/// `old[i]` is the code at source offset `oldOffsets[i]`, `new[j]` the code at
/// target offset `newOffsets[j]`. Any LCS of `old` and `new`, mapped back and
/// joined with the prefix and suffix matches, is an LCS of the original pair.
///
/// - Complexity: O(*n* + *m* + *K*), *K* the number of distinct identities.
internal struct ReducedLCSProblem {
    var old: [Int32] = []
    var new: [Int32] = []
    var oldOffsets: [Int] = []
    var newOffsets: [Int] = []

    /// Reduces `codes`, recording the prefix and suffix matches in `matching`.
    init(_ codes: IdentityCodes, matching: inout DiffMatching) {
        let oldCodes = codes.old
        let newCodes = codes.new
        let (oldRange, newRange) = _matchCommonEnds(codes, into: &matching)
        let (oldLow, oldHigh) = (oldRange.lowerBound, oldRange.upperBound)
        let (newLow, newHigh) = (newRange.lowerBound, newRange.upperBound)
        guard oldLow < oldHigh, newLow < newHigh else { return }
        var inOld = [Bool](repeating: false, count: codes.distinctCount)
        var inNew = inOld
        for offset in oldLow..<oldHigh { inOld[Int(oldCodes[offset])] = true }
        for offset in newLow..<newHigh { inNew[Int(newCodes[offset])] = true }
        old.reserveCapacity(oldHigh - oldLow)
        oldOffsets.reserveCapacity(oldHigh - oldLow)
        for offset in oldLow..<oldHigh where inNew[Int(oldCodes[offset])] {
            old.append(oldCodes[offset])
            oldOffsets.append(offset)
        }
        new.reserveCapacity(newHigh - newLow)
        newOffsets.reserveCapacity(newHigh - newLow)
        for offset in newLow..<newHigh where inOld[Int(newCodes[offset])] {
            new.append(newCodes[offset])
            newOffsets.append(offset)
        }
    }
}

/// Matches the common prefix and suffix of `codes.old` and `codes.new` in
/// `matching` and returns the source and target offsets between them, which
/// still need a search.
///
/// - Complexity: O(length of the prefix and suffix).
internal func _matchCommonEnds(
    _ codes: IdentityCodes, into matching: inout DiffMatching
) -> (old: Range<Int>, new: Range<Int>) {
    let oldCodes = codes.old
    let newCodes = codes.new
    var oldLow = 0
    var newLow = 0
    var oldHigh = oldCodes.count
    var newHigh = newCodes.count
    while oldLow < oldHigh, newLow < newHigh, oldCodes[oldLow] == newCodes[newLow] {
        matching.targetOfSource[oldLow] = newLow
        oldLow += 1
        newLow += 1
    }
    while oldLow < oldHigh, newLow < newHigh, oldCodes[oldHigh - 1] == newCodes[newHigh - 1] {
        oldHigh -= 1
        newHigh -= 1
        matching.targetOfSource[oldHigh] = newHigh
    }
    return (oldLow..<oldHigh, newLow..<newHigh)
}
