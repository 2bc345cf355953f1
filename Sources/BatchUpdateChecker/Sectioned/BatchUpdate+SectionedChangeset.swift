import DiffAlgorithms

//===----------------------------------------------------------------------===//
// A sectioned changeset as one naive batch
//===----------------------------------------------------------------------===//

extension BatchUpdate {
    /// The naive batch of a sectioned changeset: every operation as it is,
    /// section and item updates as reloads of their **source** positions.
    ///
    /// This is what passing the changeset straight to one
    /// `performBatchUpdates` does; it fails or misbehaves for moves out of
    /// deleted or into inserted sections (R-MV-DELSEC, R-MV-INSSEC), moved
    /// and updated items (R-DEL-MOVE) and section moves next to item
    /// operations (H-SECMOVE-*). `SectionedStager` gives batches that work.
    ///
    /// - Complexity: O(*c*), the number of operations.
    public init(sectionedChangeset changes: SectionedChangeset) {
        func bp(_ p: SectionedChangeset.ItemPath) -> BatchIndexPath { BatchIndexPath(p.section, p.item) }
        self.init(
            sectionDeletes: Set(changes.sections.deleted), sectionInserts: Set(changes.sections.inserted),
            sectionReloads: Set(changes.sections.updated.map(\.source)),
            sectionMoves: changes.sections.moved.map { BatchMove($0.source, $0.target) },
            itemDeletes: changes.items.deleted.map(bp), itemInserts: changes.items.inserted.map(bp),
            itemReloads: changes.items.updated.map { bp($0.source) },
            itemMoves: changes.items.moved.map { BatchMove(bp($0.source), bp($0.target)) })
    }
}
