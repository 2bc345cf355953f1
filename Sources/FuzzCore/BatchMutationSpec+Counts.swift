import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Counts: item or section counts after the update that the operations do
// not explain
//===----------------------------------------------------------------------===//

extension BatchMutationSpec {
    /// Section 0 one item longer after the update: longer, so that no
    /// insert or move destination goes out of bounds.
    static let wrongItemCount = exception(.itemCount) { batch, _ in
        batch.after.itemCounts[0] += 1
    } message: { site in
        let c = site.changeset
        return site.itemCount(section: 0, after: site.m + 1, before: site.n, inserted: c.inserted.count, deleted: c.deleted.count)
    }

    /// Section 1 with a negative count after the update.
    static let negativeItemCount = exception(.negativeItemCount) { batch, site in
        batch.after.itemCounts[1] = -1 - site.k1 % 3
    } message: { site in
        "Invalid update: invalid number of \(site.rows) in section 1.  Attempt to delete more \(site.rows) than exist in section."
    }

    /// One section too many after the update, or (the untouched last one)
    /// too few, by case: the count must be checked in both directions.
    static let wrongSectionCount = exception(.sectionCount) { batch, site in
        if site.k1 % 2 == 0 { batch.after.itemCounts.append(0) } else { batch.after.itemCounts.removeLast() }
    } message: { site in
        site.sectionCount(after: site.k1 % 2 == 0 ? 4 : 2, inserted: 0)
    }

    /// Section 3 inserted, and five sections after the update: the section
    /// count wrong with one section inserted.
    static let wrongSectionCountWithInsert = exception(.sectionCount) { batch, _ in
        batch.update.sectionInserts.insert(3)
        batch.after.itemCounts += [0, 0]
    } message: { site in
        site.sectionCount(after: 5, inserted: 1)
    }

    /// Item 0 of section 1 moved to section 2, and section 2 one item longer
    /// still: section 2's count wrong, with one item moved in.
    static let wrongItemCountWithMoveIn = exception(.itemCount, when: { $0.k1 > 0 }) { batch, site in
        batch.update.itemMoves.append(BatchMove(site.path(1, 0), site.path(2, 0)))
        batch.after.itemCounts[1] = site.k1 - 1
        batch.after.itemCounts[2] = site.k2 + 2
    } message: { site in
        site.itemCount(section: 2, after: site.k2 + 2, before: site.k2, inserted: 0, deleted: 0, movedIn: 1)
    }

    /// Item 0 of untouched section 1 deleted twice, and the data source two
    /// items shorter there: a collection view counts both deletes and
    /// accepts the batch (with H-DUP-CV), a table view drops the duplicate
    /// and finds the count wrong (R-COUNT-ITEMS).
    static let duplicateDeleteCounted = BatchMutationSpec(
        plant: { batch, site in
            guard site.k1 >= 2 else { return nil }
            batch.update.itemDeletes += [site.path(1, 0), site.path(1, 0)]
            batch.after.itemCounts[1] -= 2
            return site.view == .table ? .exception(.itemCount) : .accepted
        },
        message: { site in
            guard site.view == .table else { return nil }
            return site.itemCount(section: 1, after: site.k1 - 2, before: site.k1, inserted: 0, deleted: 1)
        })
}
