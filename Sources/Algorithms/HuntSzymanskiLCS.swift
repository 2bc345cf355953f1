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
/// Its cost follows *r*, the number of matching pairs: *r* = *n* when
/// identities are unique, up to *n*·*m* when one identity fills both arrays.
/// `refusal(for:)` counts *r* exactly in O(*n* + *m*) (outside the common
/// prefix and suffix, which cost nothing) and refuses, with *r* as the
/// estimate, above `pairBudget` (64 Mi pairs by default: about 1 GiB of
/// links), rather than running for minutes; `bit-lcs` computes the same
/// exact answer there in O(*n* + *m*) memory.
///
///     let changes = try HuntSzymanskiLCS().diff(from: [1, 2, 3], to: [2, 3, 4])
///     // changes.deleted == [0], changes.inserted == [2]
///
/// - Note: Minimal: deletes + inserts = *n* + *m* − 2·LCS. Never reports
///   moves. Duplicate identities are matched as in a longest common
///   subsequence.
/// - Complexity: O((*r* + *n* + *m*)·log *n*) time and O(*r* + *n* + *m*)
///   space, *r* the matching pairs.
public struct HuntSzymanskiLCS: DiffAlgorithm {
    /// The most matching pairs the algorithm agrees to search.
    public var pairBudget: Int

    /// The default budget: 64 Mi pairs.
    public static let defaultPairBudget = 64 << 20

    /// Creates the algorithm with a budget of `pairBudget` matching pairs;
    /// `refusal(for:)` refuses inputs with more.
    public init(pairBudget: Int = HuntSzymanskiLCS.defaultPairBudget) {
        self.pairBudget = pairBudget
    }

    public var id: String { "hunt-szymanski" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Hunt–Szymanski LCS",
            reference: "J. W. Hunt, T. G. Szymanski, A fast algorithm for computing longest common subsequences, CACM 20(5) (1977); S. Kuo, G. R. Cross (1989)",
            time: "O((r+n+m)·log n)", space: "O(r+n+m)",
            minimality: .minimal, moveRule: .none,
            duplicateRule: .longestCommonSubsequence, refusalRule: .aboveMatchingPairs(pairBudget))
    }

    /// Sizes alone never decide: *r* may be as small as *n* at any size.
    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    /// Refuses when the matching pairs outside the common prefix and suffix
    /// exceed `pairBudget`.
    ///
    /// - Complexity: O(*n* + *m*).
    public func refusal(for codes: IdentityCodes) -> DiffRefusal? {
        refusal(pairCount: matchingPairCount(codes))
    }

    /// The refusal for `pairs` matching pairs outside the common prefix and
    /// suffix: `nil` within `pairBudget`.
    func refusal(pairCount pairs: Int) -> DiffRefusal? {
        guard pairs > pairBudget else { return nil }
        return DiffRefusal(
            algorithm: id,
            reason: "\(pairs) matching pairs, over the budget of \(pairBudget) (bit-lcs computes the same LCS in linear memory)",
            estimate: Double(pairs))
    }

    /// Matches a longest common subsequence of the identity codes, found as a
    /// longest increasing subsequence of the matching pairs; reports no moves.
    ///
    /// - Precondition: `refusal(for: codes)` returned `nil`.
    public func matching(for codes: IdentityCodes) -> DiffMatching {
        _matchingInOwnWorkspace(for: codes)
    }
}

extension HuntSzymanskiLCS: _WorkspaceMatching {
    /// The search's lists, thresholds, links, row starts and first nodes:
    /// `_HuntSzymanskiSearch.scratchByteCount` for the whole arrays.
    @usableFromInline func _scratchByteCount(sourceCount: Int, targetCount: Int, distinctCount: Int) -> Int {
        _HuntSzymanskiSearch.scratchByteCount(oldCount: sourceCount, newCount: targetCount, codeCount: distinctCount)
    }

    /// `matching(for:)`, the search's arrays taken from `workspace`.
    ///
    /// - Precondition: as `_WorkspaceMatching` requires.
    /// - Complexity: O((*r* + *n* + *m*)·log *n*).
    @usableFromInline func _matching(for codes: IdentityCodes, in workspace: inout _DiffWorkspace) -> DiffMatching {
        // Precondition: not refused, so the budget check below passes.
        try! huntSzymanskiMatching(for: codes, in: &workspace, refusal: { _ in nil }).get()
    }

    /// `refusal(for:)`, or when it is `nil` `_matching(for:in:)`, from one
    /// count of the pairs: the search's lists count them anyway, so the
    /// refusal's own pass over the codes (`matchingPairCount`, with a count
    /// per distinct code) is not needed.
    ///
    /// - Complexity: O(*n* + *m*) when refused, else `_matching`'s.
    @usableFromInline func _matchingUnlessRefused(
        for codes: IdentityCodes, in workspace: inout _DiffWorkspace
    ) -> Result<DiffMatching, DiffRefusal> {
        huntSzymanskiMatching(for: codes, in: &workspace, refusal: refusal(pairCount:))
    }
}

/// The number of (source offset, target offset) pairs with equal codes,
/// outside the common prefix and suffix of `codes.old` and `codes.new`.
///
/// - Complexity: O(*n* + *m* + *K*) time, *K* `Int32` counts (*K* the number
///   of distinct codes).
internal func matchingPairCount(_ codes: IdentityCodes) -> Int {
    let old = codes.old
    let new = codes.new
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
        suffix += 1
    }
    var oldCount = [Int32](repeating: 0, count: codes.distinctCount)
    for code in old[prefix..<(old.count - suffix)] { oldCount[Int(code)] &+= 1 }
    var pairs = 0
    for code in new[prefix..<(new.count - suffix)] { pairs &+= Int(oldCount[Int(code)]) }
    return pairs
}

/// A minimal matching of `codes` by Hunt–Szymanski (see `HuntSzymanskiLCS`):
/// the common prefix and suffix, then the search between them, which writes
/// its pairs straight into the matching; or the refusal that `refusal`
/// gives for the number of matching pairs between the common ends (counted
/// by the search's lists, before the search).
///
/// The search's arrays come from `workspace`. Always inlined, so that
/// `_matching(for:in:)`, which never refuses, pays nothing for the refusal
/// and the `Result`.
///
/// - Precondition: `workspace` has `_HuntSzymanskiSearch.scratchByteCount`
///   bytes left for `codes`' counts and `distinctCount`.
/// - Complexity: O((*r* + *n* + *m*)·log *n*) time, O(*r* + *n* + *m*) space.
@inline(__always)
internal func huntSzymanskiMatching(
    for codes: IdentityCodes, in workspace: inout _DiffWorkspace, refusal: (_ pairCount: Int) -> DiffRefusal?
) -> Result<DiffMatching, DiffRefusal> {
    var matching = DiffMatching(unmatchedSourceCount: codes.old.count)
    let (oldRange, newRange) = _matchCommonEnds(codes, into: &matching)
    guard !oldRange.isEmpty, !newRange.isEmpty else {
        if let refused = refusal(0) { return .failure(refused) }
        return .success(matching)
    }
    let search = _HuntSzymanskiSearch(
        old: codes.old, oldRange: oldRange, new: codes.new, newRange: newRange, codeCount: codes.distinctCount,
        workspace: &workspace)
    if let refused = refusal(search.pairCount) { return .failure(refused) }
    matching.targetOfSource.withUnsafeMutableBufferPointer { targetOfSource in
        search.solve(workspace: &workspace) { newOffset, oldOffset in targetOfSource[oldOffset] = newOffset }
    }
    return .success(matching)
}
