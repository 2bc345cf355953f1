//===----------------------------------------------------------------------===//
// Matching: what an algorithm decides, before content is compared
//===----------------------------------------------------------------------===//

/// Which source offsets an algorithm matched with which target offsets, and
/// which matches it reports as moves.
///
/// Every algorithm produces a `DiffMatching` from `IdentityCodes`; the shared
/// `DiffChangeset` builder then derives deletes (unmatched sources), inserts
/// (unmatched targets), moves, and updates (matched pairs whose content differs).
///
/// Invariants (checked by `validate` and by the `DiffChangeset` builder): matched
/// pairs are one-to-one and join equal identities; the matches *not* reported
/// as moves increase in both source and target order, so that survivors fill
/// the free target slots in order.
public struct DiffMatching: Sendable, Equatable {
    /// For each source offset, the target offset it is matched with, or `-1`.
    public var targetOfSource: [Int]
    /// Source offsets whose match is reported as a move, ascending.
    public var movedSources: [Int]

    /// Creates a matching from its two lists, unchecked: `targetOfSource` holds
    /// one target offset (or `-1`) per source offset, `movedSources` the source
    /// offsets reported as moves, ascending. `validate(for:)` checks them.
    public init(targetOfSource: [Int], movedSources: [Int] = []) {
        self.targetOfSource = targetOfSource
        self.movedSources = movedSources
    }

    /// A matching of `sourceCount` elements with nothing matched.
    public init(unmatchedSourceCount sourceCount: Int) {
        self.init(targetOfSource: Array(repeating: -1, count: sourceCount))
    }

    /// Checks the invariants above for `codes`.
    ///
    /// - Throws: The first `DiffMatchingError` found.
    /// - Complexity: O(*n* + *m*).
    public func validate(for codes: IdentityCodes) throws(DiffMatchingError) {
        try codes.old.withUnsafeBufferPointer { old throws(DiffMatchingError) in
            try codes.new.withUnsafeBufferPointer { new throws(DiffMatchingError) in
                _ = try _withOffsets { matching throws(DiffMatchingError) in
                    try matching.forEachValidatedPair(
                        sourceCount: old.count, targetCount: new.count,
                        sameIdentity: { old[$0] == new[$1] }, unmatched: { _ in }, matched: { _, _ in })
                }
            }
        }
    }

    /// Whether the matching obeys the invariants above for `codes`.
    ///
    /// - Complexity: O(*n* + *m*).
    public func isWellFormed(for codes: IdentityCodes) -> Bool {
        do {
            try validate(for: codes)
            return true
        } catch {
            return false
        }
    }
}
