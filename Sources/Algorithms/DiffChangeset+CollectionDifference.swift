//===----------------------------------------------------------------------===//
// Conversions between Changeset and CollectionDifference
//===----------------------------------------------------------------------===//

extension DiffChangeset {
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
        self = DiffChangeset(deleted: deleted, inserted: inserted, moved: moved).sorted()
    }

    /// The equivalent `CollectionDifference`, or `nil` when the changeset does
    /// not fit the arrays (see `apply(to:target:)`).
    ///
    /// A move becomes an associated removal and insertion; an update, like a
    /// table view's reload, becomes a removal of the old element and an
    /// insertion of the new one (associated when the element also moved).
    /// `source.applying(result) == target` whenever the changeset is correct.
    ///
    /// The changes are handed over in the order a `CollectionDifference`
    /// keeps them (removals by ascending offset, then insertions by
    /// ascending offset), so the stable sort its initializer runs finds them
    /// sorted.
    ///
    /// - Complexity: O(*n* + *m* + *c*).
    public func collectionDifference<Element>(
        from source: [Element], to target: [Element]
    ) -> CollectionDifference<Element>? {
        guard (try? _placement(sourceCount: source.count, targetCount: target.count)) != nil else {
            return nil
        }
        // Per offset: `notChanged`, `unassociated`, or the associated offset.
        let notChanged = -2
        let unassociated = -1
        var removal = [Int](repeating: notChanged, count: source.count)
        var insertion = [Int](repeating: notChanged, count: target.count)
        for offset in deleted { removal[offset] = unassociated }
        for offset in inserted { insertion[offset] = unassociated }
        for move in moved {
            removal[move.source] = move.target
            insertion[move.target] = move.source
        }
        for pair in updated where removal[pair.source] < 0 {
            // `_placement` accepted the changeset, so an updated source is a
            // survivor or a move source, and its target is neither inserted
            // nor a move destination.
            removal[pair.source] = unassociated
            insertion[pair.target] = unassociated
        }
        var changes: [CollectionDifference<Element>.Change] = []
        changes.reserveCapacity(count * 2)
        for (offset, associated) in removal.enumerated() where associated != notChanged {
            changes.append(.remove(offset: offset, element: source[offset], associatedWith: associated < 0 ? nil : associated))
        }
        for (offset, associated) in insertion.enumerated() where associated != notChanged {
            changes.append(.insert(offset: offset, element: target[offset], associatedWith: associated < 0 ? nil : associated))
        }
        return CollectionDifference(changes)
    }
}
