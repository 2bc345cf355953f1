import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Mutations whose section scope or duplication decides the outcome
//===----------------------------------------------------------------------===//

extension BatchMutation {
    /// Whether `plantScoped` plants this mutation.
    var isScoped: Bool {
        switch self {
        case .duplicateMove, .deletesInDeletedSection, .reloadInDeletedSection, .insertsInInsertedSection,
            .insertPastInsertedSection, .reloadBesideInsert, .reloadBesideDuplicateDelete, .reloadBesideAbsorbedDelete:
            true
        default:
            false
        }
    }

    /// Plants one of the `isScoped` mutations into `batch`; the predicted
    /// outcome, or `nil` when the base lacks what it needs.
    ///
    /// Index spaces: section 0 holds the base changeset; sections 1 and 2
    /// (`k1`, `k2` items) are untouched by it, so the faults live there and
    /// their numbers do not depend on the diff. The predictions follow
    /// docs/batch-update-rules.md:
    /// - `duplicate-move`: an exact duplicate move is dropped (R-MV-DUP,
    ///   §2 Step 4), so it neither conflicts nor counts twice: accepted;
    /// - `deletes-in-deleted-section`: item deletes inside a deleted section
    ///   are dropped before any bounds check (R-ABSORB-DEL, Step 2), even one
    ///   past the section's end: accepted;
    /// - `reload-in-deleted-section`: Step 1 skips the reload's own section
    ///   delete, so its insert stays at (1, 0), which in the after space is
    ///   old section 2 (§8 T32): R-INS-ITEM-OOB when that section is empty,
    ///   else R-COUNT-ITEMS for section 1 with one row inserted;
    /// - `inserts-in-inserted-section`: item inserts inside an inserted
    ///   section are bounds-checked, then dropped (R-ABSORB-INS, Step 3):
    ///   accepted;
    /// - `insert-past-inserted-section`: the same, one past the new
    ///   section's end: R-INS-ITEM-OOB;
    /// - `reload-beside-insert`: an explicit insert at a reload's index
    ///   shifts the reload's insert one further (Step 1, §8 T35), so the two
    ///   never collide: accepted;
    /// - `reload-beside-duplicate-delete`: item 0 of section 1 deleted twice
    ///   and item 2 reloaded. A table view drops the duplicate and accepts
    ///   the batch, but Step 1 counted both deletes, so the fresh cell goes
    ///   to (1, 0) while the element stays at (1, 1): H-RELOAD-SHIFT
    ///   (H-RELOAD-MOVE when section 0 moves). A collection view counts both
    ///   deletes: R-COUNT-ITEMS for section 1;
    /// - `reload-beside-absorbed-delete`: section 1 deleted with its item 0,
    ///   and item 1 of section 2 reloaded. The item delete is absorbed, but
    ///   Step 1 first shifts the reload into section 1 and then counts that
    ///   delete against it, so the fresh cell goes to (1, 0) while the
    ///   element ends up at (1, 1): accepted with the same hazard.
    ///
    /// - Complexity: O(1) beyond copying the batch.
    func plantScoped(into batch: inout MutatedBatch, base: ValidBatch, view: ListViewKind) -> PredictedOutcome? {
        let k1 = base.before.itemCounts[1]
        let k2 = base.before.itemCounts[2]
        func path(_ section: Int, _ item: Int) -> BatchIndexPath { BatchIndexPath(section, item) }
        switch self {
        case .duplicateMove:
            var planted = false
            if k1 > 0 {
                // Across sections, so a duplicate that counted would break
                // the item counts of sections 1 and 2.
                let move = BatchMove(path(1, 0), path(2, 0))
                batch.update.itemMoves += [move, move]
                batch.after.itemCounts[1] -= 1
                batch.after.itemCounts[2] += 1
                planted = true
            }
            if let m = base.changeset.moved.first {
                batch.update.itemMoves.append(BatchMove(path(0, m.source), path(0, m.target)))
                planted = true
            }
            return planted ? .accepted : nil
        case .deletesInDeletedSection:
            batch.update.sectionDeletes.insert(2)
            batch.update.itemDeletes.append(path(2, k2))
            if k2 > 0 { batch.update.itemDeletes.append(path(2, 0)) }
            batch.after.itemCounts.removeLast()
            return .accepted
        case .reloadInDeletedSection:
            guard k1 > 0 else { return nil }
            batch.update.sectionDeletes.insert(1)
            batch.update.itemReloads.append(path(1, 0))
            batch.after.itemCounts.remove(at: 1)
            return .exception(k2 == 0 ? .insertItemOutOfBounds : .itemCount)
        case .insertsInInsertedSection:
            let count = 2 + k2 % 2
            batch.update.sectionInserts.insert(3)
            batch.update.itemInserts += [path(3, 0), path(3, count - 1)]
            batch.after.itemCounts.append(count)
            return .accepted
        case .insertPastInsertedSection:
            let count = k2 % 3
            batch.update.sectionInserts.insert(3)
            batch.update.itemInserts.append(path(3, count))
            batch.after.itemCounts.append(count)
            return .exception(.insertItemOutOfBounds)
        case .reloadBesideInsert:
            guard k1 > 0 else { return nil }
            let row = k2 % k1
            batch.update.itemInserts.append(path(1, row))
            batch.update.itemReloads.append(path(1, row))
            batch.after.itemCounts[1] += 1
            return .accepted
        case .reloadBesideDuplicateDelete:
            guard k1 >= 3 else { return nil }
            batch.update.itemDeletes += [path(1, 0), path(1, 0)]
            batch.update.itemReloads.append(path(1, 2))
            batch.after.itemCounts[1] -= 1
            return view == .table ? .accepted : .exception(.itemCount)
        case .reloadBesideAbsorbedDelete:
            guard k1 > 0, k2 >= 2 else { return nil }
            batch.update.sectionDeletes.insert(1)
            batch.update.itemDeletes.append(path(1, 0))
            batch.update.itemReloads.append(path(2, 1))
            batch.after.itemCounts.remove(at: 1)
            return .accepted
        default:
            return nil
        }
    }
}
