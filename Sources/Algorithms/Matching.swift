//===----------------------------------------------------------------------===//
// Matching: what an algorithm decides, before content is compared
//===----------------------------------------------------------------------===//

/// Which source offsets an algorithm matched with which target offsets, and
/// which matches it reports as moves.
///
/// Every algorithm produces a `Matching` from `IdentityCodes`; the shared
/// `Changeset` builder then derives deletes (unmatched sources), inserts
/// (unmatched targets), moves, and updates (matched pairs whose content differs).
///
/// Invariants (checked by `isWellFormed`): matched pairs are one-to-one and join
/// equal codes; the matches *not* reported as moves increase in both source and
/// target order, so that survivors fill the free target slots in order.
public struct Matching: Sendable, Equatable {
    /// For each source offset, the target offset it is matched with, or `-1`.
    public var targetOfSource: [Int]
    /// Source offsets whose match is reported as a move, ascending.
    public var movedSources: [Int]

    public init(targetOfSource: [Int], movedSources: [Int] = []) {
        self.targetOfSource = targetOfSource
        self.movedSources = movedSources
    }

    /// A matching of `sourceCount` elements with nothing matched.
    public init(unmatchedSourceCount sourceCount: Int) {
        self.init(targetOfSource: Array(repeating: -1, count: sourceCount))
    }

    /// Whether the matching obeys the invariants above for `codes`.
    ///
    /// - Complexity: O(*n* + *m*).
    public func isWellFormed(for codes: IdentityCodes) -> Bool {
        guard targetOfSource.count == codes.old.count else { return false }
        var targetUsed = [Bool](repeating: false, count: codes.new.count)
        var isMoved = [Bool](repeating: false, count: codes.old.count)
        var previous = -1
        for source in movedSources {
            guard source > previous, source < codes.old.count, targetOfSource[source] >= 0
            else { return false }
            isMoved[source] = true
            previous = source
        }
        var lastStayingTarget = -1
        for (source, target) in targetOfSource.enumerated() where target >= 0 {
            guard target < codes.new.count, !targetUsed[target],
                codes.old[source] == codes.new[target]
            else { return false }
            targetUsed[target] = true
            if !isMoved[source] {
                guard target > lastStayingTarget else { return false }
                lastStayingTarget = target
            }
        }
        return true
    }
}
