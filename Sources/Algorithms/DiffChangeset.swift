//===----------------------------------------------------------------------===//
// Changeset: UIKit batch-update semantics
//===----------------------------------------------------------------------===//

/// The changes that turn a source array into a target array, in the index
/// spaces of a `UITableView`/`UICollectionView` batch update.
///
/// - `deleted`: offsets in the **source** (old) array.
/// - `inserted`: offsets in the **target** (new) array.
/// - `moved`: `source → target` pairs; the element leaves its old offset and
///   lands at its new one.
/// - `updated`: `source → target` pairs of elements whose identity is kept but
///   whose content changed. A pair may also appear in `moved` (moved *and*
///   changed); a batch update cannot reload a moved row, which staging handles.
///
/// Every other source element is a *survivor*: survivors keep their relative
/// order and fill the target offsets that are neither inserted nor move
/// destinations. All lists are sorted ascending (pairs by `source`).
///
/// Like DifferenceKit's changesets these are offsets, not indices, and
/// equality compares the lists exactly (they are kept sorted).
public struct DiffChangeset: Hashable, Sendable, Codable {
    /// Offsets removed from the source, ascending.
    public var deleted: [Int]
    /// Offsets added in the target, ascending.
    public var inserted: [Int]
    /// Elements that change place, `source → target`, ascending by source.
    public var moved: [OffsetPair]
    /// Elements kept with new content, `source → target`, ascending by source.
    public var updated: [OffsetPair]

    /// Creates a changeset from its four lists, taken as given: offsets in the
    /// index spaces above. `sorted()` sorts them and `apply(to:target:)` checks
    /// them.
    public init(
        deleted: [Int] = [], inserted: [Int] = [],
        moved: [OffsetPair] = [], updated: [OffsetPair] = []
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }

    /// `true` when nothing changes.
    public var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty
    }

    /// The number of reported operations: deletes + inserts + moves + updates.
    public var count: Int { deleted.count + inserted.count + moved.count + updated.count }

    /// Returns a copy with every list sorted ascending.
    public func sorted() -> DiffChangeset {
        DiffChangeset(
            deleted: deleted.sorted(), inserted: inserted.sorted(),
            moved: moved.sorted(), updated: updated.sorted())
    }
}

extension DiffChangeset {
    /// A pair of offsets: `source` in the old collection, `target` in the new
    /// one. Nested, so it cannot clash with other libraries' pair types
    /// (LiveCollections' `OffsetPair`).
    public struct OffsetPair: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        /// Offset in the old (source) collection.
        public var source: Int
        /// Offset in the new (target) collection.
        public var target: Int

        /// Pairs offset `source` in the old collection with offset `target` in
        /// the new one.
        public init(_ source: Int, _ target: Int) {
            self.source = source
            self.target = target
        }

        /// Orders pairs by `source`, then by `target`: the order of a
        /// changeset's lists.
        public static func < (lhs: OffsetPair, rhs: OffsetPair) -> Bool {
            (lhs.source, lhs.target) < (rhs.source, rhs.target)
        }

        /// The pair as `source→target`, e.g. `3→0`.
        public var description: String { "\(source)→\(target)" }
    }
}
