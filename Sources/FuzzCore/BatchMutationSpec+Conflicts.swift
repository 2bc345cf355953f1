import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Conflicts: two operations on one index path, or a move across a section
// that is deleted or inserted
//===----------------------------------------------------------------------===//

extension BatchMutationSpec {
    /// The base's first delete deleted again. A table view drops the
    /// duplicate (accepted); a collection view counts it: R-COUNT-ITEMS for
    /// section 0.
    static let duplicateDelete = BatchMutationSpec(
        plant: { batch, site in
            guard let d = site.changeset.deleted.first else { return nil }
            batch.update.itemDeletes.append(site.path(0, d))
            return site.view == .table ? .accepted : .exception(.itemCount)
        },
        message: { site in
            // Moves stay inside section 0, so none counts as moved in or out.
            guard site.view == .collection else { return nil }
            let c = site.changeset
            return site.itemCount(section: 0, after: site.m, before: site.n, inserted: c.inserted.count, deleted: c.deleted.count + 1)
        })

    /// The base's first delete reloaded too: R-RELOAD-DEL.
    static let deleteAndReload = BatchMutationSpec(
        plant: { batch, site in
            guard let d = site.changeset.deleted.first else { return nil }
            batch.update.itemReloads.append(site.path(0, d))
            return .exception(.reloadAndDelete)
        },
        message: { site in
            guard let d = site.changeset.deleted.first else { return nil }
            return "attempt to delete and reload the same index path (\(site.shown(0, d)))"
        })

    /// The base's first move's source deleted too, or else its first delete
    /// moved to (1, 0): R-DEL-MOVE.
    static let deleteAndMove = BatchMutationSpec(
        plant: { batch, site in
            let c = site.changeset
            if let m = c.moved.first {
                batch.update.itemDeletes.append(site.path(0, m.source))
            } else if let d = c.deleted.first, site.k1 > 0 {
                batch.update.itemMoves.append(BatchMove(site.path(0, d), site.path(1, 0)))
            } else {
                return nil
            }
            return .exception(.deleteAndMove)
        },
        message: { site in
            guard let source = site.changeset.moved.first?.source ?? site.changeset.deleted.first else { return nil }
            return "attempt to perform a delete and a move from the same index path (\(site.shown(0, source)))"
        })

    /// A survivor moved to the base's first move's target, or else two
    /// survivors moved to (1, 0): R-MV-TWO-SRC.
    static let twoMovesToOneDestination = BatchMutationSpec(
        plant: { batch, site in
            let survivors = site.base.survivors
            if let m = site.changeset.moved.first, let s = survivors.first {
                batch.update.itemMoves.append(BatchMove(site.path(0, s), site.path(0, m.target)))
            } else if survivors.count >= 2, site.k1 > 0 {
                batch.update.itemMoves.append(BatchMove(site.path(0, survivors[0]), site.path(1, 0)))
                batch.update.itemMoves.append(BatchMove(site.path(0, survivors[1]), site.path(1, 0)))
            } else {
                return nil
            }
            return .exception(.moveFromTwoSources)
        },
        message: { site in
            // UIKit walks the moves by source: the lower source reports.
            let survivors = site.base.survivors
            if let move = site.changeset.moved.first, let s = survivors.first {
                return "attempt to move both \(site.row) at index path \(site.shown(0, min(s, move.source))) and \(site.shown(0, max(s, move.source))) to \(site.shown(0, move.target))"
            }
            guard survivors.count >= 2 else { return nil }
            return "attempt to move both \(site.row) at index path \(site.shown(0, survivors[0])) and \(site.shown(0, survivors[1])) to \(site.shown(1, 0))"
        })

    /// The base's first move's source moved to (1, 0) too, or else a
    /// survivor moved to (1, 0) and (1, 1): R-MV-TWO-DEST.
    static let oneSourceTwoDestinations = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 >= 2 else { return nil }
            if let m = site.changeset.moved.first {
                batch.update.itemMoves.append(BatchMove(site.path(0, m.source), site.path(1, 0)))
            } else if let s = site.base.survivors.first {
                batch.update.itemMoves.append(BatchMove(site.path(0, s), site.path(1, 0)))
                batch.update.itemMoves.append(BatchMove(site.path(0, s), site.path(1, 1)))
            } else {
                return nil
            }
            return .exception(.moveToTwoDestinations)
        },
        message: { site in
            guard site.k1 >= 2 else { return nil }
            if let move = site.changeset.moved.first {
                return "attempt to move \(site.row) at index path \(site.shown(0, move.source)) to both \(site.shown(0, move.target)) and \(site.shown(1, 0))"
            }
            guard let s = site.base.survivors.first else { return nil }
            return "attempt to move \(site.row) at index path \(site.shown(0, s)) to both \(site.shown(1, 0)) and \(site.shown(1, 1))"
        })

    /// An insert at the base's first move's target, or else a survivor
    /// moved to its first insert: R-INS-MOVE.
    static let insertAndMove = BatchMutationSpec(
        plant: { batch, site in
            let c = site.changeset
            if let m = c.moved.first {
                batch.update.itemInserts.append(site.path(0, m.target))
            } else if let i = c.inserted.first, let s = site.base.survivors.first {
                batch.update.itemMoves.append(BatchMove(site.path(0, s), site.path(0, i)))
            } else {
                return nil
            }
            return .exception(.insertAndMove)
        },
        message: { site in
            guard let target = site.changeset.moved.first?.target ?? site.changeset.inserted.first else { return nil }
            return "attempt to perform an insert and a move to the same index path (\(site.shown(0, target)))"
        })

    /// Section 2 deleted and its item 0 moved to (1, 0). Step 2 meets the
    /// section delete first (highest section): a table view falls back to
    /// reloadData, a collection view throws.
    static let moveOutOfDeletedSection = BatchMutationSpec(
        plant: { batch, site in
            guard site.k2 > 0 else { return nil }
            batch.update.sectionDeletes.insert(2)
            batch.update.itemMoves.append(BatchMove(site.path(2, 0), site.path(1, 0)))
            batch.after.itemCounts = [batch.after.itemCounts[0], site.k1 + 1]
            return site.view == .table ? .fallback(.moveFromDeletedSection) : .exception(.moveFromDeletedSection)
        },
        message: { site in
            // A table view does not throw: its note names the section.
            site.view == .table
                ? "no exception: the table view calls reloadData because a row moves out of deleted section 2"
                : "cannot move an item from a deleted section (2)"
        })

    /// Section 3 inserted and item (1, 0) moved into it. Step 3 meets the
    /// section insert last (highest section): a table view falls back to
    /// reloadData, a collection view throws.
    static let moveIntoInsertedSection = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 > 0 else { return nil }
            batch.update.sectionInserts.insert(3)
            batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(3, 0)))
            batch.after.itemCounts[1] -= 1
            batch.after.itemCounts.append(1)
            return site.view == .table ? .fallback(.moveIntoInsertedSection) : .exception(.moveIntoInsertedSection)
        },
        message: { site in
            site.view == .table
                ? "no exception: the table view calls reloadData because a row moves into newly inserted section 3"
                : "cannot move an item into a newly inserted section (3)"
        })
}
