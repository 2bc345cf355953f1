import DiffAlgorithms

//===----------------------------------------------------------------------===//
// A changeset as a single-section batch update
//===----------------------------------------------------------------------===//

extension BatchUpdate {
    /// The naive single-section batch of a changeset: its deletes, inserts
    /// and moves as they are, and every update as a reload of its **source**
    /// offset (UIKit reloads name BEFORE paths).
    ///
    /// This is what a caller gets by passing the changeset straight to one
    /// `performBatchUpdates`; it fails when an updated element also moves
    /// (`R-DEL-MOVE`) and may misplace a reload next to moves
    /// (`H-RELOAD-MOVE`). `BatchStager` splits it into batches that work.
    ///
    ///     let update = BatchUpdate(changeset: Changeset(deleted: [0], updated: [Changeset.OffsetPair(2, 1)]))
    ///     // update.itemDeletes == [0 - 0], update.itemReloads == [0 - 2]
    ///
    /// - Complexity: O(*c*), where *c* is `changeset.count`.
    public init(changeset: DiffChangeset, section: Int = 0) {
        self.init(
            itemDeletes: changeset.deleted.map { BatchIndexPath(section, $0) },
            itemInserts: changeset.inserted.map { BatchIndexPath(section, $0) },
            itemReloads: changeset.updated.map { BatchIndexPath(section, $0.source) },
            itemMoves: changeset.moved.map { BatchMove(BatchIndexPath(section, $0.source), BatchIndexPath(section, $0.target)) })
    }
}
