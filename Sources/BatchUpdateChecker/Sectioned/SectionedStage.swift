import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SectionedStage: one batch of a staged sectioned changeset
//===----------------------------------------------------------------------===//

/// An item as the stager tracks it: which source item it is (or which new
/// target item), and whether it shows updated content.
///
/// `identity` is the item's flat offset in the source (sections concatenated)
/// for items that exist in the source, or `-1 - q` for a new item at flat
/// target offset `q`; `version` is 1 once the item shows its target content.
public struct StagedItem: Diffable, Hashable, Sendable, CustomStringConvertible {
    /// The flat source offset, or `-1 - q` for a new item at flat target offset
    /// `q`.
    public var identity: Int
    /// 0 while the item shows its source content, 1 once it shows its target
    /// content.
    public var version: Int

    /// Creates the item with its identity and content version (see above).
    public init(identity: Int, version: Int) {
        self.identity = identity
        self.version = version
    }

    /// The `identity`: an item is the same row whatever its content version.
    public var diffIdentity: Int { identity }

    /// The identity, primed once updated: `4` or `4'`.
    public var description: String { version == 0 ? "\(identity)" : "\(identity)'" }
}

/// One batch of a staged `SectionedChangeset`, with the shapes to validate it
/// against and the data the data source holds once it has run.
public struct SectionedStage: Hashable, Sendable {
    /// What the stage holds (spec §5.3, §6.1; docs/checker.md "Sectioned stages").
    public enum Kind: String, Hashable, Sendable {
        /// Everything in one batch.
        case combined
        /// Item reloads at source paths (DifferenceKit's stage 1).
        case itemReloads
        /// Section and item deletes, inserts and moves together.
        case structure
        /// Section deletes and item deletes, source space (DifferenceKit's stage 2).
        case deletes
        /// Section inserts and moves (DifferenceKit's stage 3).
        case sectionStructure
        /// Item inserts and moves (DifferenceKit's stage 4).
        case itemStructure
        /// Section reloads at target indices (DifferenceKit's stage 5).
        case sectionReloads
    }

    /// What the stage holds.
    public var kind: Kind
    /// The batch.
    public var update: BatchUpdate
    /// The shape the view holds before this stage.
    public var before: BatchShape
    /// The shape of this stage's data.
    public var after: BatchShape
    /// The data source's items once this stage has run (see `StagedItem`).
    public var data: [[StagedItem]]

    /// Creates a stage from its kind, batch, shapes and the data once it has
    /// run.
    public init(kind: Kind, update: BatchUpdate, before: BatchShape, after: BatchShape, data: [[StagedItem]]) {
        self.kind = kind
        self.update = update
        self.before = before
        self.after = after
        self.data = data
    }
}
