import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Sections: section moves and reloads beside item operations, accepted
// with a hazard
//===----------------------------------------------------------------------===//

extension BatchMutationSpec {
    /// Sections 1 and 2 swapped, and item 0 of section 1 deleted: accepted,
    /// with the hazard of item operations in a moved section.
    static let sectionSwapWithItemDelete = accepted(when: { $0.k1 > 0 }) { batch, site in
        batch.update.sectionMoves += [BatchMove(1, 2), BatchMove(2, 1)]
        batch.update.itemDeletes.append(site.path(1, 0))
        batch.after.itemCounts[1] = site.k2
        batch.after.itemCounts[2] = site.k1 - 1
    }

    /// Sections 1 and 2 swapped, and an item inserted at the top of the new
    /// section 1: the same hazard, from the insert side alone.
    static let sectionSwapWithItemInsert = accepted { batch, site in
        batch.update.sectionMoves += [BatchMove(1, 2), BatchMove(2, 1)]
        batch.update.itemInserts.append(site.path(1, 0))
        batch.after.itemCounts[1] = site.k2 + 1
        batch.after.itemCounts[2] = site.k1
    }

    /// Section 1 moved onto itself, and its item 0 moved to 1: accepted, a
    /// collection view with the hazard of an item move out of a moved section.
    static let sectionSelfMoveWithItemMove = accepted(when: { $0.k1 >= 2 }) { batch, site in
        batch.update.sectionMoves.append(BatchMove(1, 1))
        batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(1, 1)))
    }

    /// Section 1 reloaded and section 2 moved onto itself: accepted, a
    /// collection view with the hazard of a section reload beside another
    /// section operation.
    static let sectionReloadBesideSelfMove = accepted { batch, _ in
        batch.update.sectionReloads.insert(1)
        batch.update.sectionMoves.append(BatchMove(2, 2))
    }

    /// Section 1 reloaded and its item 0 reloaded too: accepted, with the
    /// hazard of an item reload inside a reloaded section.
    static let itemReloadInReloadedSection = accepted(when: { $0.k1 > 0 }) { batch, site in
        batch.update.sectionReloads.insert(1)
        batch.update.itemReloads.append(site.path(1, 0))
    }

    /// Sections 1 and 2 swapped, and item 0 of old section 1 moved to item 1
    /// of new section 1 (old section 2): accepted, the move crossing sections
    /// although both paths name section 1.
    static let sectionSwapWithItemMoveAcross = accepted(when: { $0.k1 > 0 && $0.k2 > 0 }) { batch, site in
        batch.update.sectionMoves += [BatchMove(1, 2), BatchMove(2, 1)]
        batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(1, 1)))
        batch.after.itemCounts[1] = site.k2 + 1
        batch.after.itemCounts[2] = site.k1 - 1
    }
}
