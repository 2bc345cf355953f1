//===----------------------------------------------------------------------===//
// ChangesetBound: the fewest rows any changeset of a workload can animate
//===----------------------------------------------------------------------===//

/// Four counts of a workload's identities, and the lower bounds on the rows
/// a changeset animates that follow from them.
///
/// - `sourceCount` *n* and `targetCount` *m*: the rows of each side.
/// - `matchable` *k*: the most source rows that can be paired with target
///   rows of the same identity — per identity, the smaller of its source and
///   target counts, summed.
/// - `commonSubsequence` *L*: the length of a longest common subsequence of
///   the two identity sequences.
///
/// A changeset that pairs *c* ≤ *k* rows deletes *n* − *c* and inserts
/// *m* − *c*; its survivors (pairs not moved) keep their relative order, so
/// they form a common subsequence and number at most *L*, and at least
/// *c* − *L* pairs are moves. Deletes + inserts + moves is therefore at least
/// *n* + *m* − *c* − *L* ≥ `lowerBound` = *n* + *m* − *k* − *L*, and without
/// moves (every pair a survivor, *c* ≤ *L*) at least
/// `moveFreeLowerBound` = *n* + *m* − 2*L*. Both bounds are reached: extend
/// a longest common subsequence to a matching of all *k* pairs.
///
/// A sectioned workload's bound is the sum (`adding(_:)`) of the bound over
/// its section identities and the bound over its items, where the items'
/// *L* sums, over section identities on both sides, a longest common
/// subsequence of the section's items (`ChangesetQuality.sectionBound` keeps
/// the section share).
///
/// Invariant: 0 ≤ *L* ≤ *k* ≤ min(*n*, *m*).
package struct ChangesetBound: Codable, Hashable, Sendable {
    /// *n*: source rows.
    package var sourceCount: Int
    /// *m*: target rows.
    package var targetCount: Int
    /// *k*: the largest number of rows that can be matched.
    package var matchable: Int
    /// *L*: the length of a longest common subsequence of identities.
    package var commonSubsequence: Int

    /// Creates a bound from its four counts.
    ///
    /// - Precondition: 0 ≤ `commonSubsequence` ≤ `matchable` ≤ min(`sourceCount`, `targetCount`).
    package init(sourceCount: Int, targetCount: Int, matchable: Int, commonSubsequence: Int) {
        precondition(
            0 <= commonSubsequence && commonSubsequence <= matchable && matchable <= min(sourceCount, targetCount),
            "a bound needs 0 ≤ L ≤ k ≤ min(n, m); got n \(sourceCount), m \(targetCount), k \(matchable), L \(commonSubsequence)")
        self.sourceCount = sourceCount
        self.targetCount = targetCount
        self.matchable = matchable
        self.commonSubsequence = commonSubsequence
    }

    /// The bound of two empty lists.
    package static let zero = ChangesetBound(sourceCount: 0, targetCount: 0, matchable: 0, commonSubsequence: 0)

    /// *n* + *m* − *k* − *L*: no changeset animates fewer rows as deletes +
    /// inserts + moves.
    package var lowerBound: Int { sourceCount + targetCount - matchable - commonSubsequence }

    /// *n* + *m* − 2*L*: no changeset without moves animates fewer rows as
    /// deletes + inserts.
    package var moveFreeLowerBound: Int { sourceCount + targetCount - 2 * commonSubsequence }

    /// The counts of both bounds added: the bound of two independent parts
    /// (a sectioned workload's sections and items).
    package func adding(_ other: ChangesetBound) -> ChangesetBound {
        ChangesetBound(
            sourceCount: sourceCount + other.sourceCount, targetCount: targetCount + other.targetCount,
            matchable: matchable + other.matchable, commonSubsequence: commonSubsequence + other.commonSubsequence)
    }

    private enum CodingKeys: String, CodingKey {
        case sourceCount, targetCount, matchable, commonSubsequence, lowerBound, moveFreeLowerBound
    }

    /// Reads the four counts; the bounds written beside them are derived again.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the counts break the invariant.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let n = try container.decode(Int.self, forKey: .sourceCount)
        let m = try container.decode(Int.self, forKey: .targetCount)
        let k = try container.decode(Int.self, forKey: .matchable)
        let l = try container.decode(Int.self, forKey: .commonSubsequence)
        guard 0 <= l && l <= k && k <= min(n, m) else {
            throw DecodingError.dataCorruptedError(
                forKey: .commonSubsequence, in: container,
                debugDescription: "a bound needs 0 ≤ commonSubsequence ≤ matchable ≤ min(sourceCount, targetCount)")
        }
        self.init(sourceCount: n, targetCount: m, matchable: k, commonSubsequence: l)
    }

    /// Writes the four counts and, for readers of the file, both bounds.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sourceCount, forKey: .sourceCount)
        try container.encode(targetCount, forKey: .targetCount)
        try container.encode(matchable, forKey: .matchable)
        try container.encode(commonSubsequence, forKey: .commonSubsequence)
        try container.encode(lowerBound, forKey: .lowerBound)
        try container.encode(moveFreeLowerBound, forKey: .moveFreeLowerBound)
    }
}
