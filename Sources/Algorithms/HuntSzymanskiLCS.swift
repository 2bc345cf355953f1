//===----------------------------------------------------------------------===//
// hunt-szymanski: LCS as a longest increasing run of matching positions
//===----------------------------------------------------------------------===//

/// Computes a longest common subsequence from the matching pairs alone, as a
/// longest strictly increasing subsequence of matched source offsets.
///
/// J. W. Hunt, T. G. Szymanski, "A fast algorithm for computing longest
/// common subsequences", CACM 20(5) (1977), in the form of S. Kuo, G. R.
/// Cross, "An improved algorithm to find the length of the longest common
/// subsequence of two strings", ACM SIGIR Forum 23(3-4) (1989): for each
/// target element in order, the source offsets of its identity in
/// *decreasing* order, then a longest strictly increasing subsequence of that
/// sequence (a threshold array searched by bisection, with predecessor links
/// for the pairs). The common prefix and suffix are trimmed first and
/// identities absent from the other side set aside, as for `dp-lcs`.
///
/// Its cost follows *r*, the number of matching pairs after that reduction:
/// *r* = *n* when identities are unique, up to *n*·*m* when one identity
/// fills both arrays. *r* is counted exactly (O(*n* + *m*)) before the
/// search; when it exceeds `pairBudget` (64 million by default: up to 512 MB
/// of links), or `fallbackPairsPerCell` (1/16) of the cells *n*·*m* of the
/// reduced problem (where the bit-vector LCS, 64 cells per word, is
/// cheaper), the diff is computed by
/// `BitParallelLCS` instead. That fallback is exact and minimal too, and its
/// memory is O(*n* + *m*), so `matching(for:)` never allocates O(*r*).
///
/// `refusal(sourceCount:targetCount:)` sees only sizes, so it refuses
/// nothing that `BitParallelLCS` accepts, and nothing at all (*r* may be as
/// small as *n* at any size). `refusal(for:)` decides on the codes: it
/// refuses, with *r* as the estimate, when *r* is over the budget and the
/// fallback would refuse too.
///
///     let changes = try HuntSzymanskiLCS().diff(from: [1, 2, 3], to: [2, 3, 4])
///     // changes.deleted == [0], changes.inserted == [2]
///
/// - Note: Minimal: deletes + inserts = *n* + *m* − 2·LCS. Never reports
///   moves. Duplicate identities are matched as in a longest common
///   subsequence.
/// - Complexity: O((*r* + *n* + *m*)·log *n*) time and O(*r* + *n* + *m*)
///   space within the budget; otherwise `BitParallelLCS`'s O(*n*·*m*/64)
///   time and O(*n* + *m*) space.
public struct HuntSzymanskiLCS: DiffAlgorithm {
    /// The most matching pairs the algorithm searches before handing over to
    /// `BitParallelLCS`.
    public var pairBudget: Int
    /// Hand over to `BitParallelLCS` also when the pairs exceed this
    /// fraction of the reduced problem's cells (`.infinity`: never).
    public var fallbackPairsPerCell: Double
    /// The fallback above the budget, whose own budget bounds `refusal(for:)`.
    public var fallback: BitParallelLCS

    /// The default budget: 64 million pairs.
    public static let defaultPairBudget = 64 << 20

    /// The default fraction: 1/16 of the cells.
    public static let defaultFallbackPairsPerCell = 1.0 / 16

    public init(
        pairBudget: Int = HuntSzymanskiLCS.defaultPairBudget,
        fallbackPairsPerCell: Double = HuntSzymanskiLCS.defaultFallbackPairsPerCell,
        fallback: BitParallelLCS = BitParallelLCS()
    ) {
        self.pairBudget = pairBudget
        self.fallbackPairsPerCell = fallbackPairsPerCell
        self.fallback = fallback
    }

    public var id: String { "hunt-szymanski" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Hunt–Szymanski LCS",
            reference: "J. W. Hunt, T. G. Szymanski, A fast algorithm for computing longest common subsequences, CACM 20(5) (1977); S. Kuo, G. R. Cross (1989)",
            time: "O((r+n+m)·log n)", space: "O(r+n+m)",
            isMinimal: true, reportsMoves: false,
            duplicates: "matched as in a longest common subsequence")
    }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    /// Why the algorithm refuses these codes, or `nil`: when the matching
    /// pairs exceed `pairBudget` and the fallback refuses the sizes.
    ///
    /// - Complexity: O(*n* + *m*).
    public func refusal(for codes: IdentityCodes) -> DiffRefusal? {
        guard let fallbackRefusal = fallback.refusal(sourceCount: codes.old.count, targetCount: codes.new.count)
        else { return nil }
        let pairs = matchingPairCount(codes)
        guard pairs > pairBudget else { return nil }
        return DiffRefusal(
            algorithm: id,
            reason: "\(pairs) matching pairs, over the budget of \(pairBudget); \(fallbackRefusal.reason)",
            estimate: Double(pairs))
    }

    /// - Precondition: `refusal(for: codes)` returned `nil`; otherwise the
    ///   fallback runs beyond its own budget.
    public func matching(for codes: IdentityCodes) -> Matching {
        huntSzymanskiMatching(for: codes, pairBudget: pairBudget, pairsPerCell: fallbackPairsPerCell)
    }
}

/// The number of (source offset, target offset) pairs with equal codes.
///
/// - Complexity: O(*n* + *m* + *K*), *K* the number of distinct codes.
internal func matchingPairCount(_ codes: IdentityCodes) -> Int {
    var oldCount = [Int32](repeating: 0, count: codes.distinctCount)
    for code in codes.old { oldCount[Int(code)] &+= 1 }
    var pairs = 0
    for code in codes.new { pairs &+= Int(oldCount[Int(code)]) }
    return pairs
}

/// A minimal matching of `codes` by Hunt–Szymanski (see `HuntSzymanskiLCS`),
/// or by the bit-vector LCS when the reduced problem has more than
/// `pairBudget` matching pairs, or more than `pairsPerCell` of its cells.
///
/// - Complexity: O((*r* + *n* + *m*)·log *n*) time, O(*r* + *n* + *m*) space.
internal func huntSzymanskiMatching(
    for codes: IdentityCodes, pairBudget: Int, pairsPerCell: Double
) -> Matching {
    var matching = Matching(unmatchedSourceCount: codes.old.count)
    let problem = ReducedLCSProblem(codes, matching: &matching)
    guard !problem.old.isEmpty, !problem.new.isEmpty else { return matching }
    var search = _HuntSzymanskiSearch(old: problem.old, new: problem.new, codeCount: codes.distinctCount)
    let cells = Double(problem.old.count) * Double(problem.new.count)
    guard search.pairCount <= pairBudget, Double(search.pairCount) <= cells * pairsPerCell else {
        bitParallelLCS(problem, codeCount: codes.distinctCount, into: &matching)
        return matching
    }
    search.solve()
    for (newOffset, oldOffset) in search.pairs {
        matching.targetOfSource[problem.oldOffsets[Int(oldOffset)]] = problem.newOffsets[Int(newOffset)]
    }
    return matching
}
