import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ReferenceApplier: a strict applier, independent of Changeset.apply
//===----------------------------------------------------------------------===//

/// Applies a changeset by replaying it the way UIKit performs a batch update,
/// on rows tagged with where they came from: first every deleted and moved-out
/// row leaves; then every inserted and moved-in row enters, in ascending
/// target order, so each lands at its final slot and the rows that stayed
/// fill the remaining slots in their old order. A row that came from the source
/// shows the source element, unless an update pair names it and its final
/// slot, in which case it shows the target's element; an inserted row shows
/// the target's element.
///
/// A reference oracle for `DiffChangeset.apply(to:target:)` (property
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
package enum ReferenceApplier {
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
    /// - Complexity: O(*n* + *m* + *c*), *c* the number of listed changes.
    package static func apply<Element>(_ changeset: DiffChangeset, source: [Element], target: [Element]) -> [Element]? {
        let n = source.count
        let m = target.count

        // Each source row leaves at most once (deleted or moved out), each
        // target slot is entered at most once (inserted or moved in).
        var leaves = [Bool](repeating: false, count: n)
        for offset in changeset.deleted {
            guard (0..<n).contains(offset), !leaves[offset] else { return nil }
            leaves[offset] = true
        }
        for pair in changeset.moved {
            guard (0..<n).contains(pair.source), !leaves[pair.source] else { return nil }
            leaves[pair.source] = true
        }
        var entering = [Tag?](repeating: nil, count: m)
        for offset in changeset.inserted {
            guard (0..<m).contains(offset), entering[offset] == nil else { return nil }
            entering[offset] = .inserted
        }
        for pair in changeset.moved {
            guard (0..<m).contains(pair.target), entering[pair.target] == nil else { return nil }
            entering[pair.target] = .source(pair.source)
        }

        // Leave: the rows that stay keep their order. Enter: inserted in
        // ascending target order, each entering row lands at its final slot,
        // so the rows that stay fill the other slots in order. The row counts
        // add up exactly when there are as many of those slots as rows.
        let staying = (0..<n).filter { !leaves[$0] }
        let enteringCount = changeset.inserted.count + changeset.moved.count
        guard staying.count + enteringCount == m else { return nil }
        var rows: [Tag] = []
        rows.reserveCapacity(m)
        var nextStaying = 0
        for slot in 0..<m {
            if let tag = entering[slot] {
                rows.append(tag)
            } else {
                rows.append(.source(staying[nextStaying]))
                nextStaying += 1
            }
        }

        // Updates: each names a kept source row and the slot it ended in.
        var updatedSlot = [Bool](repeating: false, count: m)
        var updatedSource = [Bool](repeating: false, count: n)
        for pair in changeset.updated {
            guard (0..<m).contains(pair.target), rows[pair.target] == .source(pair.source),
                !updatedSource[pair.source]
            else { return nil }
            updatedSource[pair.source] = true
            updatedSlot[pair.target] = true
        }

        return rows.enumerated().map { slot, tag in
            switch tag {
            case .inserted: target[slot]
            case let .source(offset): updatedSlot[slot] ? target[slot] : source[offset]
            }
        }
    }
}
