//===----------------------------------------------------------------------===//
// Applying a changeset the way a table view does
//===----------------------------------------------------------------------===//

/// Why a changeset does not fit the arrays it was applied to.
public enum ChangesetApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An offset in `list` lies outside `0..<count` of its index space.
    case offsetOutOfRange(list: String, offset: Int, count: Int)
    /// An offset appears twice where it may appear once.
    case duplicateOffset(list: String, offset: Int)
    /// A source offset is both deleted and moved or updated.
    case deletedAndKept(list: String, offset: Int)
    /// A target offset is both inserted and a move destination or update target.
    case insertedAndFilled(list: String, offset: Int)
    /// The survivors do not fill the free target slots exactly.
    case survivorCountMismatch(survivors: Int, freeSlots: Int)
    /// An update pair whose source element does not land at its target offset.
    case updateMisplaced(DiffChangeset.OffsetPair, landsAt: Int)

    /// One line naming the list and the offset, e.g. "deleted offset 7 is out
    /// of range 0..<5".
    public var description: String {
        switch self {
        case let .offsetOutOfRange(list, offset, count):
            "\(list) offset \(offset) is out of range 0..<\(count)"
        case let .duplicateOffset(list, offset):
            "\(list) offset \(offset) appears twice"
        case let .deletedAndKept(list, offset):
            "source offset \(offset) is deleted and also \(list)"
        case let .insertedAndFilled(list, offset):
            "target offset \(offset) is inserted and also \(list)"
        case let .survivorCountMismatch(survivors, freeSlots):
            "\(survivors) surviving elements cannot fill \(freeSlots) free target slots"
        case let .updateMisplaced(pair, landsAt):
            "updated pair \(pair) is inconsistent: source \(pair.source) lands at \(landsAt)"
        }
    }
}

extension DiffChangeset {
    /// Rebuilds the target from `source` the way a table view performs a batch
    /// update: deleted and moved-from elements leave; moved elements land at
    /// their target offsets; inserted and updated slots take `target`'s element
    /// (a reload shows fresh content); every other source element survives,
    /// keeping its relative order, into the remaining slots.
    ///
    /// Only `target.count` and the elements at inserted and updated offsets are
    /// read from `target`, so comparing the result with `target` checks the
    /// changeset.
    ///
    ///     let changes = Changeset(deleted: [0], inserted: [1])
    ///     let rebuilt = try changes.apply(to: ["a", "b"], target: ["b", "c"])
    ///     // rebuilt == ["b", "c"]
    ///
    /// - Throws: `ChangesetApplicationError` when the changeset does not fit
    ///   the arrays; it never traps.
    /// - Complexity: O(*n* + *m* + *c*), where *c* is `count`.
    @inlinable
    public func apply<Element>(
        to source: [Element], target: [Element]
    ) throws(ChangesetApplicationError) -> [Element] {
        let plan = try _placement(sourceCount: source.count, targetCount: target.count)
        var result: [Element] = []
        result.reserveCapacity(target.count)
        for slot in 0..<target.count {
            let from = plan.sourceOfTarget[slot]
            result.append(from < 0 || plan.takesTarget[slot] ? target[slot] : source[from])
        }
        return result
    }

    /// Where every target slot takes its element from: a source offset, or
    /// `-1` for an inserted slot; `takesTarget` marks inserted and updated slots.
    @usableFromInline
    internal struct _Placement {
        @usableFromInline var sourceOfTarget: [Int]
        @usableFromInline var takesTarget: [Bool]
    }

    @usableFromInline
    internal func _placement(
        sourceCount: Int, targetCount: Int
    ) throws(ChangesetApplicationError) -> _Placement {
        // Roles of source offsets: 0 survivor, 1 deleted, 2 moved.
        var sourceRole = [UInt8](repeating: 0, count: sourceCount)
        // Roles of target offsets: 0 free, 1 inserted, 2 move destination.
        var targetRole = [UInt8](repeating: 0, count: targetCount)
        var sourceOfTarget = [Int](repeating: -1, count: targetCount)

        for offset in deleted {
            guard offset >= 0, offset < sourceCount else {
                throw .offsetOutOfRange(list: "deleted", offset: offset, count: sourceCount)
            }
            guard sourceRole[offset] == 0 else { throw .duplicateOffset(list: "deleted", offset: offset) }
            sourceRole[offset] = 1
        }
        for offset in inserted {
            guard offset >= 0, offset < targetCount else {
                throw .offsetOutOfRange(list: "inserted", offset: offset, count: targetCount)
            }
            guard targetRole[offset] == 0 else { throw .duplicateOffset(list: "inserted", offset: offset) }
            targetRole[offset] = 1
        }
        for move in moved {
            guard move.source >= 0, move.source < sourceCount else {
                throw .offsetOutOfRange(list: "moved source", offset: move.source, count: sourceCount)
            }
            guard move.target >= 0, move.target < targetCount else {
                throw .offsetOutOfRange(list: "moved target", offset: move.target, count: targetCount)
            }
            switch sourceRole[move.source] {
            case 1: throw .deletedAndKept(list: "moved", offset: move.source)
            case 2: throw .duplicateOffset(list: "moved source", offset: move.source)
            default: sourceRole[move.source] = 2
            }
            switch targetRole[move.target] {
            case 1: throw .insertedAndFilled(list: "a move destination", offset: move.target)
            case 2: throw .duplicateOffset(list: "moved target", offset: move.target)
            default: targetRole[move.target] = 2
            }
            sourceOfTarget[move.target] = move.source
        }

        var landing = [Int](repeating: -1, count: sourceCount)
        for move in moved { landing[move.source] = move.target }
        let (survivors, freeSlots) = DiffChangeset.placeSurvivors(
            sourceCount: sourceCount, targetCount: targetCount,
            isSurvivor: { sourceRole[$0] == 0 }, isFreeSlot: { targetRole[$0] == 0 }
        ) { source, slot in
            sourceOfTarget[slot] = source
            landing[source] = slot
        }
        guard survivors == freeSlots else {
            throw .survivorCountMismatch(survivors: survivors, freeSlots: freeSlots)
        }

        var takesTarget = targetRole.map { $0 == 1 }
        var updatedSource = [Bool](repeating: false, count: sourceCount)
        for pair in updated {
            guard pair.source >= 0, pair.source < sourceCount else {
                throw .offsetOutOfRange(list: "updated source", offset: pair.source, count: sourceCount)
            }
            guard pair.target >= 0, pair.target < targetCount else {
                throw .offsetOutOfRange(list: "updated target", offset: pair.target, count: targetCount)
            }
            guard sourceRole[pair.source] != 1 else { throw .deletedAndKept(list: "updated", offset: pair.source) }
            guard targetRole[pair.target] != 1 else {
                throw .insertedAndFilled(list: "an update target", offset: pair.target)
            }
            guard !updatedSource[pair.source] else {
                throw .duplicateOffset(list: "updated source", offset: pair.source)
            }
            updatedSource[pair.source] = true
            guard landing[pair.source] == pair.target else {
                throw .updateMisplaced(pair, landsAt: landing[pair.source])
            }
            takesTarget[pair.target] = true
        }
        return _Placement(sourceOfTarget: sourceOfTarget, takesTarget: takesTarget)
    }
}
