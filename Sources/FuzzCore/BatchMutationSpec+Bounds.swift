import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Bounds: an operation one past an item or section range
//===----------------------------------------------------------------------===//

extension BatchMutationSpec {
    /// Item `n` of section 0 deleted: R-DEL-ITEM-OOB.
    static let deleteItemOutOfRange = BatchMutationSpec(
        plant: { batch, site in
            batch.update.itemDeletes.append(site.path(0, site.n))
            return .exception(.deleteItemOutOfBounds)
        },
        message: { site in
            "attempt to delete \(site.row) \(site.n) from section 0 which only contains \(site.n) \(site.rows) before the update"
        })

    /// Item 0 of section 3 deleted, of three sections: R-DEL-ITEM-SEC-OOB.
    static let deleteSectionOutOfRange = BatchMutationSpec(
        plant: { batch, site in
            batch.update.itemDeletes.append(site.path(3, 0))
            return .exception(.deleteItemSectionOutOfBounds)
        },
        message: { site in
            "attempt to delete \(site.row) 0 from section 3, but there are only 3 sections before the update"
        })

    /// An item inserted one past section 0's end after the update:
    /// R-INS-ITEM-OOB.
    static let insertItemOutOfRange = BatchMutationSpec(
        plant: { batch, site in
            batch.update.itemInserts.append(site.path(0, batch.after.itemCounts[0]))
            return .exception(.insertItemOutOfBounds)
        },
        message: { site in site.insertPastEnd(item: site.m, section: 0, count: site.m) })

    /// Item `n` of section 0 moved to (1, 0): R-MV-FROM-OOB.
    static let moveFromOutOfRange = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 > 0 else { return nil }
            batch.update.itemMoves.append(BatchMove(site.path(0, site.n), site.path(1, 0)))
            return .exception(.moveFromOutOfBounds)
        },
        message: { site in
            "attempt to move index path (\(site.shown(0, site.n))) that does not exist - there are only \(site.n) \(site.rows) in section 0 before the update"
        })

    /// Item (1, 0) moved one past section 2's end: R-MV-TO-OOB.
    static let moveToOutOfRange = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 > 0 else { return nil }
            batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(2, site.k2)))
            return .exception(.moveToOutOfBounds)
        },
        message: { site in
            "attempt to move index path (\(site.shown(1, 0))) to index path (\(site.shown(2, site.k2))) that does not exist - there are only \(site.k2) \(site.rows) in section 2 after the update"
        })

    /// A section inserted at 3 and section 3 moved to 1: it exists only
    /// after (R-MV-SEC-FROM-OOB).
    static let sectionMoveFromPastOldSections = BatchMutationSpec(
        plant: { batch, _ in
            batch.update.sectionInserts.insert(3)
            batch.after.itemCounts.append(0)
            batch.update.sectionMoves.append(BatchMove(3, 1))
            return .exception(.moveSectionFromOutOfBounds)
        },
        message: { _ in "attempt to move section 3, but there are only 3 sections before the update" })

    /// A section inserted at 3 and an item moved out of it: it exists only
    /// after (R-MV-FROM-SEC-OOB).
    static let itemMoveFromPastOldSections = BatchMutationSpec(
        plant: { batch, site in
            batch.update.sectionInserts.insert(3)
            batch.after.itemCounts.append(0)
            batch.update.itemMoves.append(BatchMove(site.path(3, 0), site.path(1, 0)))
            return .exception(.moveFromSectionOutOfBounds)
        },
        message: { site in
            "attempt to move index path (\(site.shown(3, 0))) from a section that does not exist - there are only 3 sections before the update"
        })

    /// Section 2 deleted and an item of section 1 moved into section 2: it
    /// exists only before (R-MV-TO-SEC-OOB).
    static let itemMoveToPastNewSections = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 > 0 else { return nil }
            batch.update.sectionDeletes.insert(2)
            batch.after.itemCounts.removeLast()
            batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(2, 0)))
            return .exception(.moveToSectionOutOfBounds)
        },
        message: { site in
            "attempt to move index path (\(site.shown(1, 0))) to index path (\(site.shown(2, 0))) in section that does not exist - there are only 2 sections after the update"
        })

    /// Section 3 deleted: there are three sections before (R-DEL-SEC-OOB).
    static let sectionDeleteOutOfRange = BatchMutationSpec(
        plant: { batch, _ in
            batch.update.sectionDeletes.insert(3)
            return .exception(.deleteSectionOutOfBounds)
        },
        message: { _ in "attempt to delete section 3, but there are only 3 sections before the update" })

    /// A fourth section after the update, and section 4 inserted
    /// (R-INS-SEC-OOB).
    static let sectionInsertOutOfRange = BatchMutationSpec(
        plant: { batch, _ in
            batch.after.itemCounts.append(0)
            batch.update.sectionInserts.insert(4)
            return .exception(.insertSectionOutOfBounds)
        },
        message: { _ in "attempt to insert section 4 but there are only 4 sections after the update" })

    /// An item inserted into section 3: there are three sections after
    /// (R-INS-ITEM-SEC-OOB).
    static let insertItemSectionOutOfRange = BatchMutationSpec(
        plant: { batch, site in
            batch.update.itemInserts.append(site.path(3, 0))
            return .exception(.insertItemSectionOutOfBounds)
        },
        message: { site in "attempt to insert \(site.row) 0 into section 3, but there are only 3 sections after the update" })
}
