import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Bounds: an operation one past an item or section range
//===----------------------------------------------------------------------===//

extension BatchMutationSpec {
    /// Item `n` of section 0 deleted.
    static let deleteItemOutOfRange = exception(.deleteItemOutOfBounds) { batch, site in
        batch.update.itemDeletes.append(site.path(0, site.n))
    } message: { site in
        "attempt to delete \(site.row) \(site.n) from section 0 which only contains \(site.n) \(site.rows) before the update"
    }

    /// Item 0 of section 3 deleted, of three sections.
    static let deleteSectionOutOfRange = exception(.deleteItemSectionOutOfBounds) { batch, site in
        batch.update.itemDeletes.append(site.path(3, 0))
    } message: { site in
        "attempt to delete \(site.row) 0 from section 3, but there are only 3 sections before the update"
    }

    /// An item inserted one past section 0's end after the update.
    static let insertItemOutOfRange = exception(.insertItemOutOfBounds) { batch, site in
        batch.update.itemInserts.append(site.path(0, batch.after.itemCounts[0]))
    } message: { site in
        site.insertPastEnd(item: site.m, section: 0, count: site.m)
    }

    /// Item `n` of section 0 moved to (1, 0).
    static let moveFromOutOfRange = exception(.moveFromOutOfBounds, when: { $0.k1 > 0 }) { batch, site in
        batch.update.itemMoves.append(BatchMove(site.path(0, site.n), site.path(1, 0)))
    } message: { site in
        "attempt to move index path (\(site.shown(0, site.n))) that does not exist - there are only \(site.n) \(site.rows) in section 0 before the update"
    }

    /// Item (1, 0) moved one past section 2's end.
    static let moveToOutOfRange = exception(.moveToOutOfBounds, when: { $0.k1 > 0 }) { batch, site in
        batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(2, site.k2)))
    } message: { site in
        "attempt to move index path (\(site.shown(1, 0))) to index path (\(site.shown(2, site.k2))) that does not exist - there are only \(site.k2) \(site.rows) in section 2 after the update"
    }

    // Section bounds where the section counts before and after differ, so a
    // bound checked against the wrong side shows.

    /// A section inserted at 3 and section 3 moved to 1: it exists only after.
    static let sectionMoveFromPastOldSections = exception(.moveSectionFromOutOfBounds) { batch, _ in
        batch.update.sectionInserts.insert(3)
        batch.after.itemCounts.append(0)
        batch.update.sectionMoves.append(BatchMove(3, 1))
    } message: { _ in
        "attempt to move section 3, but there are only 3 sections before the update"
    }

    /// A section inserted at 3 and an item moved out of it: it exists only after.
    static let itemMoveFromPastOldSections = exception(.moveFromSectionOutOfBounds) { batch, site in
        batch.update.sectionInserts.insert(3)
        batch.after.itemCounts.append(0)
        batch.update.itemMoves.append(BatchMove(site.path(3, 0), site.path(1, 0)))
    } message: { site in
        "attempt to move index path (\(site.shown(3, 0))) from a section that does not exist - there are only 3 sections before the update"
    }

    /// Section 2 deleted and an item of section 1 moved into section 2: it
    /// exists only before.
    static let itemMoveToPastNewSections = exception(.moveToSectionOutOfBounds, when: { $0.k1 > 0 }) { batch, site in
        batch.update.sectionDeletes.insert(2)
        batch.after.itemCounts.removeLast()
        batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(2, 0)))
    } message: { site in
        "attempt to move index path (\(site.shown(1, 0))) to index path (\(site.shown(2, 0))) in section that does not exist - there are only 2 sections after the update"
    }

    /// Section 3 deleted: there are three sections before.
    static let sectionDeleteOutOfRange = exception(.deleteSectionOutOfBounds) { batch, _ in
        batch.update.sectionDeletes.insert(3)
    } message: { _ in
        "attempt to delete section 3, but there are only 3 sections before the update"
    }

    /// A fourth section after the update, and section 4 inserted.
    static let sectionInsertOutOfRange = exception(.insertSectionOutOfBounds) { batch, _ in
        batch.after.itemCounts.append(0)
        batch.update.sectionInserts.insert(4)
    } message: { _ in
        "attempt to insert section 4 but there are only 4 sections after the update"
    }

    /// An item inserted into section 3: there are three sections after.
    static let insertItemSectionOutOfRange = exception(.insertItemSectionOutOfBounds) { batch, site in
        batch.update.itemInserts.append(site.path(3, 0))
    } message: { site in
        "attempt to insert \(site.row) 0 into section 3, but there are only 3 sections after the update"
    }
}
