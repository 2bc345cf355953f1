//===----------------------------------------------------------------------===//
// Survivors fill the free slots in order
//===----------------------------------------------------------------------===//

extension DiffChangeset {
    /// Places the survivors of a batch update: the *k*-th surviving source
    /// offset lands at the *k*-th free target offset. This is the one rule
    /// behind `apply(to:target:)`, the stdlib adapter's matching and the
    /// benchmark's verification.
    ///
    /// A survivor is a source offset that is neither deleted nor moved; a
    /// free slot is a target offset that is neither inserted nor a move
    /// destination.
    ///
    ///     // source [a b c], c deleted; target [x a b], x inserted
    ///     Changeset.placeSurvivors(
    ///         sourceCount: 3, targetCount: 3,
    ///         isSurvivor: { $0 != 2 }, isFreeSlot: { $0 != 0 }
    ///     ) { print($0, "→", $1) }
    ///     // prints 0 → 1 and 1 → 2; returns (survivors: 2, freeSlots: 2)
    ///
    /// - Parameters:
    ///   - sourceCount: The number of source offsets.
    ///   - targetCount: The number of target offsets.
    ///   - isSurvivor: Whether a source offset survives.
    ///   - isFreeSlot: Whether a target offset is free.
    ///   - place: Called with (source offset, target offset) for each
    ///     survivor in source order, as long as free slots remain.
    /// - Returns: The numbers of survivors and of free slots. The placement is
    ///   complete, and the update consistent, only when they are equal.
    /// - Complexity: O(*n* + *m*) calls of the predicates.
    @inlinable
    @discardableResult
    public static func placeSurvivors(
        sourceCount: Int, targetCount: Int,
        isSurvivor: (_ source: Int) -> Bool,
        isFreeSlot: (_ target: Int) -> Bool,
        place: (_ source: Int, _ target: Int) -> Void
    ) -> (survivors: Int, freeSlots: Int) {
        var slot = 0
        var survivors = 0
        for source in 0..<sourceCount where isSurvivor(source) {
            survivors += 1
            while slot < targetCount && !isFreeSlot(slot) { slot += 1 }
            guard slot < targetCount else { continue }
            place(source, slot)
            slot += 1
        }
        var freeSlots = 0
        for target in 0..<targetCount where isFreeSlot(target) { freeSlots += 1 }
        return (survivors, freeSlots)
    }
}
