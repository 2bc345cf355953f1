//===----------------------------------------------------------------------===//
// Conversions between Changeset and CollectionDifference
//===----------------------------------------------------------------------===//

extension Changeset {
    /// The changeset a `CollectionDifference` describes: removals associated
    /// with an insertion are moves, other removals are deletes, other
    /// insertions are inserts. `updated` stays empty: a difference has no
    /// notion of content.
    ///
    /// Offsets keep their meaning: removals index the original collection,
    /// insertions the final one, exactly as `deleted` and `inserted` do.
    ///
    /// - Complexity: O(*c* log *c*), *c* the number of changes.
    public init<Element>(_ difference: CollectionDifference<Element>) {
        var deleted: [Int] = []
        var inserted: [Int] = []
        var moved: [OffsetPair] = []
        for change in difference {
            switch change {
            case let .remove(offset, _, associatedWith?):
                moved.append(OffsetPair(offset, associatedWith))
            case let .remove(offset, _, nil):
                deleted.append(offset)
            case let .insert(offset, _, associatedWith):
                if associatedWith == nil { inserted.append(offset) }
            }
        }
        self = Changeset(deleted: deleted, inserted: inserted, moved: moved).sorted()
    }

    /// The equivalent `CollectionDifference`, or `nil` when the changeset does
    /// not fit the arrays (see `apply(to:target:)`).
    ///
    /// A move becomes an associated removal and insertion; an update, like a
    /// table view's reload, becomes a removal of the old element and an
    /// insertion of the new one (associated when the element also moved).
    /// `source.applying(result) == target` whenever the changeset is correct.
    ///
    /// - Complexity: O(*n* + *m* + *c*).
    public func collectionDifference<Element>(
        from source: [Element], to target: [Element]
    ) -> CollectionDifference<Element>? {
        guard (try? _placement(sourceCount: source.count, targetCount: target.count)) != nil else {
            return nil
        }
        var changes: [CollectionDifference<Element>.Change] = []
        changes.reserveCapacity(count * 2)
        var movedTarget = [Int?](repeating: nil, count: source.count)
        for move in moved { movedTarget[move.source] = move.target }
        for offset in deleted {
            changes.append(.remove(offset: offset, element: source[offset], associatedWith: nil))
        }
        for offset in inserted {
            changes.append(.insert(offset: offset, element: target[offset], associatedWith: nil))
        }
        for move in moved {
            changes.append(.remove(offset: move.source, element: source[move.source], associatedWith: move.target))
            changes.append(.insert(offset: move.target, element: target[move.target], associatedWith: move.source))
        }
        for pair in updated where movedTarget[pair.source] == nil {
            changes.append(.remove(offset: pair.source, element: source[pair.source], associatedWith: nil))
            changes.append(.insert(offset: pair.target, element: target[pair.target], associatedWith: nil))
        }
        return CollectionDifference(changes)
    }
}
