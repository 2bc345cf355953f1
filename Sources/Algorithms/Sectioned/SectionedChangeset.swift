//===----------------------------------------------------------------------===//
// SectionedChangeset: sections and items in one batch update's index spaces
//===----------------------------------------------------------------------===//

/// The changes that turn a sectioned source into a sectioned target, in the
/// index spaces of one `UITableView`/`UICollectionView` batch update.
///
/// **Sections** (`sections`, a `DiffChangeset` over section offsets): `deleted`
/// are source section offsets, `inserted` target section offsets, `moved`
/// and `updated` are `source → target` pairs; an updated section's model
/// content changed (a section reload). Every other source section
/// *survives*: survivors keep their order and fill the free target section
/// offsets. A source section's **partner** is the target section it becomes
/// (moved or surviving); deleted sections have none, inserted ones are no
/// one's partner.
///
/// **Items** (`items`), as `(section, item)` paths:
/// - `deleted`: **source** paths of items that leave the collection. Items of
///   deleted sections are deleted *implicitly* and are not listed.
/// - `inserted`: **target** paths of new items. Items of inserted sections are
///   inserted implicitly and are not listed.
/// - `moved`: **source → target** paths. Every item whose target section is
///   not its source section's partner is a move, even out of a deleted or
///   into an inserted section (identity is global, as in diffable data
///   sources); items may also move inside a partner pair.
/// - `updated`: **source → target** paths of kept items whose content
///   changed, wherever they land; a pair may also be in `moved`.
///
/// Inside a partner pair (source section *o*, target section *n*), the items
/// of *o* that are neither deleted nor moved survive and fill, in order, the
/// slots of *n* that are neither inserted nor move destinations.
///
/// This is what one batch *means*; whether UIKit accepts it as one batch is
/// another matter (the checker's `SectionedStager` splits it). All lists are
/// ascending (pairs by source).
public struct SectionedChangeset: Hashable, Sendable {
    /// The section changes, in section offsets.
    public var sections: DiffChangeset
    /// The item changes, in paths.
    public var items: ItemChanges

    /// Creates a sectioned changeset from its section and item halves, taken as
    /// given; `apply(to:target:)` checks them.
    public init(sections: DiffChangeset = DiffChangeset(), items: ItemChanges = ItemChanges()) {
        self.sections = sections
        self.items = items
    }

    /// `true` when nothing changes.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty }

    /// Returns a copy with every list sorted ascending.
    public func sorted() -> SectionedChangeset {
        SectionedChangeset(sections: sections.sorted(), items: items.sorted())
    }
}

extension SectionedChangeset {
    /// A position in a sectioned collection: `item` inside `section`, both
    /// counted from 0. Whether it names a source or a target position depends
    /// on the list that holds it.
    public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The section offset.
        public var section: Int
        /// The item offset inside the section.
        public var item: Int

        /// The path of item `item` in section `section`.
        public init(_ section: Int, _ item: Int) {
            self.section = section
            self.item = item
        }

        /// Orders paths by section, then by item.
        public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
            (lhs.section, lhs.item) < (rhs.section, rhs.item)
        }

        /// The path as `(section, item)`, e.g. `(1, 0)`.
        public var description: String { "(\(section), \(item))" }
    }

    /// A `source → target` pair of paths.
    public struct PathPair: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The path in the source.
        public var source: ItemPath
        /// The path in the target.
        public var target: ItemPath

        /// Pairs path `source` in the source with path `target` in the target.
        public init(_ source: ItemPath, _ target: ItemPath) {
            self.source = source
            self.target = target
        }

        /// Orders pairs by source path, then by target path: the order of the
        /// changeset's lists.
        public static func < (lhs: PathPair, rhs: PathPair) -> Bool {
            (lhs.source, lhs.target) < (rhs.source, rhs.target)
        }

        /// The pair as `source→target`, e.g. `(0, 2)→(1, 0)`.
        public var description: String { "\(source)→\(target)" }
    }

    /// The item half of a `SectionedChangeset` (see there for index spaces).
    public struct ItemChanges: Hashable, Sendable {
        /// Source paths, ascending; not those of deleted sections.
        public var deleted: [ItemPath]
        /// Target paths, ascending; not those of inserted sections.
        public var inserted: [ItemPath]
        /// Source → target paths, ascending by source.
        public var moved: [PathPair]
        /// Source → target paths of changed content, ascending by source.
        public var updated: [PathPair]

        /// Creates the item half from its four lists, taken as given.
        public init(
            deleted: [ItemPath] = [], inserted: [ItemPath] = [],
            moved: [PathPair] = [], updated: [PathPair] = []
        ) {
            self.deleted = deleted
            self.inserted = inserted
            self.moved = moved
            self.updated = updated
        }

        /// `true` when no item changes.
        public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }

        /// The number of reported item operations.
        public var count: Int { deleted.count + inserted.count + moved.count + updated.count }

        /// Returns a copy with every list sorted ascending.
        public func sorted() -> ItemChanges {
            ItemChanges(
                deleted: deleted.sorted(), inserted: inserted.sorted(),
                moved: moved.sorted(), updated: updated.sorted())
        }
    }
}
