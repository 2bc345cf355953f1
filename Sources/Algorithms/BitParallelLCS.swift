//===----------------------------------------------------------------------===//
// bit-lcs: the bit-vector LCS, 64 cells per word, Hirschberg for the script
//===----------------------------------------------------------------------===//

/// Computes a longest common subsequence with the bit-vector recurrence,
/// 64 table cells per machine word, and recovers the edit script in linear
/// space with Hirschberg's divide and conquer.
///
/// L. Allison, T. I. Dix, "A bit-string longest-common-subsequence
/// algorithm", Information Processing Letters 23(5) (1986); H. Hyyrö,
/// "Bit-parallel LCS-length computation revisited", AWOCA 2004 (the form
/// `V' = (V + (V & M)) | (V & ~M)` over `[UInt64]` words with carries);
/// D. S. Hirschberg, "A linear space algorithm for computing maximal common
/// subsequences", CACM 18(6) (1975). The common prefix and suffix are trimmed
/// first and identities absent from the other side set aside, as for
/// `dp-lcs` and `myers`; the shorter remaining side is split by Hirschberg,
/// the longer one is the bit vector.
///
/// Memory does not grow with the number of distinct identities: no mask is
/// kept per identity. A row walks its identity's positions in the other
/// array (one list per identity, O(*n* + *m*) in all) and updates only the
/// words they fall in, plus the words a carry reaches; identities that fill
/// at least 1/64 of the other array (at most 64 of them) keep one full mask.
///
/// It refuses, with the estimate, inputs of more than `cellBudget` cells
/// (*n*·*m*, 10^12 by default: 1,000,000 × 1,000,000, several minutes when
/// every row touches every word; 100,000 × 100,000 is 10^10).
///
///     let changes = try BitParallelLCS().diff(from: [1, 2, 3], to: [2, 3, 4])
///     // changes.deleted == [0], changes.inserted == [2]
///
/// - Note: Minimal: deletes + inserts = *n* + *m* − 2·LCS. Never reports
///   moves. Duplicate identities are matched as in a longest common
///   subsequence.
/// - Complexity: O(*n*·*m*/64) time in the worst case (each level of the
///   recursion halves the rows, so all levels cost twice the first), less
///   when identities are rare on the other side; O(*n* + *m*) space.
public struct BitParallelLCS: DiffAlgorithm {
    /// The largest number of cells (*n*·*m*) the algorithm agrees to compute.
    public var cellBudget: Double

    /// The default budget: 10^12 cells.
    public static let defaultCellBudget = 1e12

    /// Where the search switches strategy (see `BitParallelLCSTuning`);
    /// only the fuzzer changes it, to reach every path at small sizes.
    package var tuning = BitParallelLCSTuning()

    /// Creates the algorithm with a budget of `cellBudget` cells *n*·*m*;
    /// larger inputs are refused.
    public init(cellBudget: Double = BitParallelLCS.defaultCellBudget) {
        self.cellBudget = cellBudget
    }

    public var id: String { "bit-lcs" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Bit-parallel LCS",
            reference: "L. Allison, T. I. Dix, A bit-string longest-common-subsequence algorithm, IPL 23(5) (1986); H. Hyyrö, Bit-parallel LCS-length computation revisited (2004); D. S. Hirschberg, CACM 18(6) (1975)",
            time: "O(n·m/64)", space: "O(n+m)",
            minimality: .minimal, moveRule: .none,
            duplicateRule: .longestCommonSubsequence, refusalRule: .aboveCellCount(cellBudget))
    }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? {
        let cells = Double(sourceCount) * Double(targetCount)
        guard cells > cellBudget else { return nil }
        return DiffRefusal(
            algorithm: id,
            reason: "\(sourceCount) × \(targetCount) elements are \(sourceCount.multipliedReportingOverflow(by: targetCount).partialValue) cells, over the budget of \(Int(cellBudget))",
            estimate: cells)
    }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        bitParallelLCSMatching(for: codes, tuning: tuning)
    }
}

/// A minimal matching of `codes` by the bit-vector LCS (see `BitParallelLCS`).
///
/// - Complexity: O(*n*·*m*/64) time, O(*n* + *m*) space.
internal func bitParallelLCSMatching(for codes: IdentityCodes, tuning: BitParallelLCSTuning) -> DiffMatching {
    var matching = DiffMatching(unmatchedSourceCount: codes.old.count)
    let problem = ReducedLCSProblem(codes, matching: &matching)
    bitParallelLCS(problem, codeCount: codes.distinctCount, tuning: tuning, into: &matching)
    return matching
}

/// Matches a reduced problem along one of its longest common subsequences,
/// recording the pairs (in original offsets) in `matching`.
///
/// - Complexity: O(*n*·*m*/64) time, O(*n* + *m* + `codeCount`) space.
internal func bitParallelLCS(
    _ problem: ReducedLCSProblem, codeCount: Int, tuning: BitParallelLCSTuning, into matching: inout DiffMatching
) {
    guard !problem.old.isEmpty, !problem.new.isEmpty else { return }
    // The shorter side is split in halves; the longer is the bit vector.
    let oldIsRows = problem.old.count <= problem.new.count
    let search = _BitParallelHirschberg(
        rows: oldIsRows ? problem.old : problem.new,
        columns: oldIsRows ? problem.new : problem.old,
        codeCount: codeCount, tuning: tuning)
    search.solve()
    for (row, column) in search.columnOfRow.enumerated() where column >= 0 {
        if oldIsRows {
            matching.targetOfSource[problem.oldOffsets[row]] = problem.newOffsets[Int(column)]
        } else {
            matching.targetOfSource[problem.oldOffsets[Int(column)]] = problem.newOffsets[row]
        }
    }
}
