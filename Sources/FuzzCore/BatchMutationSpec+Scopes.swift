import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Scopes: operations whose section scope or duplication decides the outcome
//===----------------------------------------------------------------------===//

/// Index spaces: section 0 holds the base changeset; sections 1 and 2
/// (`k1`, `k2` items) are untouched by it, so these faults live there and
/// their numbers do not depend on the diff. The predictions follow
/// docs/batch-update-rules.md.
extension BatchMutationSpec {
    /// An exact duplicate move is dropped (R-MV-DUP, §2 Step 4), so it
    /// neither conflicts nor counts twice: accepted.
    static let duplicateMove = BatchMutationSpec(plant: { batch, site in
        var planted = false
        if site.k1 > 0 {
            // Across sections, so a duplicate that counted would break the
            // item counts of sections 1 and 2.
            let move = BatchMove(site.path(1, 0), site.path(2, 0))
            batch.update.itemMoves += [move, move]
            batch.after.itemCounts[1] -= 1
            batch.after.itemCounts[2] += 1
            planted = true
        }
        if let m = site.changeset.moved.first {
            batch.update.itemMoves.append(BatchMove(site.path(0, m.source), site.path(0, m.target)))
            planted = true
        }
        return planted ? .accepted : nil
    })

    /// Item deletes inside a deleted section are dropped before any bounds
    /// check (R-ABSORB-DEL, Step 2), even one past the section's end:
    /// accepted.
    static let deletesInDeletedSection = accepted { batch, site in
        batch.update.sectionDeletes.insert(2)
        batch.update.itemDeletes.append(site.path(2, site.k2))
        if site.k2 > 0 { batch.update.itemDeletes.append(site.path(2, 0)) }
        batch.after.itemCounts.removeLast()
    }

    /// Section 1 deleted and its item 0 reloaded. Step 1 skips the reload's
    /// own section delete, so its insert stays at (1, 0), which in the after
    /// space is old section 2 (§8 T32): R-INS-ITEM-OOB when that section is
    /// empty, else R-COUNT-ITEMS for section 1 with one row inserted.
    static let reloadInDeletedSection = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 > 0 else { return nil }
            batch.update.sectionDeletes.insert(1)
            batch.update.itemReloads.append(site.path(1, 0))
            batch.after.itemCounts.remove(at: 1)
            return .exception(site.k2 == 0 ? .insertItemOutOfBounds : .itemCount)
        },
        message: { site in
            guard site.k1 > 0 else { return nil }
            return site.k2 == 0
                ? site.insertPastEnd(item: 0, section: 1, count: 0)
                : site.itemCount(section: 1, after: site.k2, before: site.k2, inserted: 1, deleted: 0)
        })

    /// Item inserts inside an inserted section are bounds-checked, then
    /// dropped (R-ABSORB-INS, Step 3): accepted.
    static let insertsInInsertedSection = accepted { batch, site in
        let count = 2 + site.k2 % 2
        batch.update.sectionInserts.insert(3)
        batch.update.itemInserts += [site.path(3, 0), site.path(3, count - 1)]
        batch.after.itemCounts.append(count)
    }

    /// The same, one past the new section's end: R-INS-ITEM-OOB.
    static let insertPastInsertedSection = exception(.insertItemOutOfBounds) { batch, site in
        let count = site.k2 % 3
        batch.update.sectionInserts.insert(3)
        batch.update.itemInserts.append(site.path(3, count))
        batch.after.itemCounts.append(count)
    } message: { site in
        site.insertPastEnd(item: site.k2 % 3, section: 3, count: site.k2 % 3)
    }

    /// An explicit insert at a reload's index shifts the reload's insert one
    /// further (Step 1, §8 T35), so the two never collide: accepted.
    static let reloadBesideInsert = accepted(when: { $0.k1 > 0 }) { batch, site in
        let row = site.k2 % site.k1
        batch.update.itemInserts.append(site.path(1, row))
        batch.update.itemReloads.append(site.path(1, row))
        batch.after.itemCounts[1] += 1
    }

    /// Item 0 of section 1 deleted twice and item 2 reloaded. A table view
    /// drops the duplicate and accepts the batch, but Step 1 counted both
    /// deletes, so the fresh cell goes to (1, 0) while the element stays at
    /// (1, 1): H-RELOAD-SHIFT (H-RELOAD-MOVE when section 0 moves). A
    /// collection view counts both deletes: R-COUNT-ITEMS for section 1.
    static let reloadBesideDuplicateDelete = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 >= 3 else { return nil }
            batch.update.itemDeletes += [site.path(1, 0), site.path(1, 0)]
            batch.update.itemReloads.append(site.path(1, 2))
            batch.after.itemCounts[1] -= 1
            return site.view == .table ? .accepted : .exception(.itemCount)
        },
        message: { site in
            // Both deletes and the reload's delete count; so does its insert.
            guard site.k1 >= 3, site.view == .collection else { return nil }
            return site.itemCount(section: 1, after: site.k1 - 1, before: site.k1, inserted: 1, deleted: 3)
        })

    /// Section 1 deleted with its item 0, and item 1 of section 2 reloaded.
    /// The item delete is absorbed, but Step 1 first shifts the reload into
    /// section 1 and then counts that delete against it, so the fresh cell
    /// goes to (1, 0) while the element ends up at (1, 1): accepted with the
    /// same hazard.
    static let reloadBesideAbsorbedDelete = accepted(when: { $0.k1 > 0 && $0.k2 >= 2 }) { batch, site in
        batch.update.sectionDeletes.insert(1)
        batch.update.itemDeletes.append(site.path(1, 0))
        batch.update.itemReloads.append(site.path(2, 1))
        batch.after.itemCounts.remove(at: 1)
    }
}
