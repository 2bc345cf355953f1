import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ReferenceApplier: a strict applier, independent of Changeset.apply
//===----------------------------------------------------------------------===//

/// Applies a changeset by replaying it the way UIKit performs a batch update,
/// on rows tagged with where they came from: first every deleted and moved-out
/// row leaves, in descending source order; then every inserted and moved-in
/// row enters, in ascending target order. A row that came from the source
/// shows the source element, unless an update pair names it and its final
/// slot, in which case it shows the target's element; an inserted row shows
/// the target's element.
///
/// A reference oracle for `Changeset.apply(to:target:)` (property
/// `appliers-agree`): written deliberately without the library's survivor
/// placement (`placeSurvivors`, `_placement`), so that a bug there cannot
/// hide itself here. Do not replace it with a call to the library.
///
///     let rebuilt = ReferenceApplier.apply(Changeset(moved: [.init(0, 1)]), source: [1, 2], target: [2, 1])
///     // rebuilt == [2, 1]
///
/// Index spaces: `deleted`, move sources and update sources are offsets in
/// `source`; `inserted`, move targets and update targets are offsets in
/// `target`.
public enum ReferenceApplier {
    /// Where a row of the replay came from.
    private enum Tag: Equatable {
        case source(Int)
        case inserted
    }

    /// The rebuilt array, or `nil` when the changeset does not fit: an
    /// offset out of range, an offset listed twice, a deleted source that is
    /// also moved or updated, an inserted target that is also a move
    /// destination, row counts that do not add up, or an update pair whose
    /// source does not end at its target.
    ///
    /// Only `target.count` and the elements at inserted and updated offsets
    /// are read from `target`.
    ///
    /// - Complexity: O((*n* + *m*) · *c*), *c* the number of changes (array
    ///   insertions and removals); meant for fuzz-sized inputs.
    public static func apply<Element>(_ changeset: Changeset, source: [Element], target: [Element]) -> [Element]? {
        let n = source.count
        let m = target.count
        let deleted = Set(changeset.deleted)
        let inserted = Set(changeset.inserted)
        let moveSources = Set(changeset.moved.map(\.source))
        let moveTargets = Set(changeset.moved.map(\.target))
        guard deleted.count == changeset.deleted.count, inserted.count == changeset.inserted.count,
            moveSources.count == changeset.moved.count, moveTargets.count == changeset.moved.count,
            deleted.allSatisfy({ (0..<n).contains($0) }), moveSources.allSatisfy({ (0..<n).contains($0) }),
            inserted.allSatisfy({ (0..<m).contains($0) }), moveTargets.allSatisfy({ (0..<m).contains($0) }),
            deleted.isDisjoint(with: moveSources), inserted.isDisjoint(with: moveTargets)
        else { return nil }

        // Leave: descending source order, so earlier offsets stay valid.
        var rows: [Tag] = (0..<n).map { .source($0) }
        for offset in deleted.union(moveSources).sorted(by: >) { rows.remove(at: offset) }

        // Enter: ascending target order, so each offset is final when used.
        var sourceOfMoveTarget: [Int: Int] = [:]
        for pair in changeset.moved { sourceOfMoveTarget[pair.target] = pair.source }
        for offset in inserted.union(moveTargets).sorted() {
            guard offset <= rows.count else { return nil }
            rows.insert(sourceOfMoveTarget[offset].map(Tag.source) ?? .inserted, at: offset)
        }
        guard rows.count == m else { return nil }

        // Updates: each names a kept source row and the slot it ended in.
        var updatedSlots = Set<Int>()
        var updatedSources = Set<Int>()
        for pair in changeset.updated {
            guard (0..<m).contains(pair.target), rows[pair.target] == .source(pair.source),
                updatedSources.insert(pair.source).inserted
            else { return nil }
            updatedSlots.insert(pair.target)
        }

        return rows.enumerated().map { slot, tag in
            switch tag {
            case .inserted: target[slot]
            case let .source(offset): updatedSlots.contains(slot) ? target[slot] : source[offset]
            }
        }
    }
}
