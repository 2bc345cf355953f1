//===----------------------------------------------------------------------===//
// Hazards: batches UIKit accepts that crash later or show wrong rows (spec §4)
//===----------------------------------------------------------------------===//

/// Searches an accepted batch for the hazards of spec §4 that the indexes
/// alone reveal. `H-MOVE-STALE` needs the elements and comes from
/// `DisplayOracle`; `H-STATE-DRIFT` (the view holding other counts than the
/// diff assumed) cannot be seen from a batch at all.
struct _HazardFinder {
    let run: _ValidationRun

    /// - Precondition: `run` accepted the batch (its lists are complete).
    /// - Complexity: O(*k* log *k* + *n*), where *k* is the number of
    ///   operations and *n* the number of items in the touched sections.
    func hazards() -> [BatchHazard] {
        var found: [BatchHazard] = []
        let update = run.update
        if let fallback = run.fallback {
            found.append(BatchHazard(.tableViewFallback, fallback.message))
        }
        if run.view == .collection {
            found += duplicates()
        }
        found += sectionMoves(update)
        if run.view == .collection, !update.sectionReloads.isEmpty {
            let others = update.sectionDeletes.count + update.sectionInserts.count
                + update.sectionMoves.count + update.sectionReloads.count - 1
            if others > 0 {
                found.append(BatchHazard(.sectionReloadWithSectionOps,
                    "reloadSections \(update.sectionReloads.sorted()) together with \(others) other section operation(s); IGListKit converts every section reload into a delete and an insert"))
            }
        }
        // After reloadData every cell is fresh, so misplaced reloads do not matter.
        if run.fallback == nil {
            found += misplacedReloads(update)
        }
        return found
    }

    /// H-DUP-CV: a collection view does not deduplicate.
    private func duplicates() -> [BatchHazard] {
        var found: [BatchHazard] = []
        for (verb, list) in [("deleted", run.finalDeletes), ("inserted", run.finalInserts)] {
            var seen = Set<_Op>()
            var reported = Set<_Op>()
            for op in list where !op.isSection && !seen.insert(op).inserted && reported.insert(op).inserted {
                found.append(BatchHazard(.duplicateInCollectionView,
                    "item (\(op.path)) is \(verb) more than once; the count check may pass but the collection view corrupts its state (EXC_BAD_ACCESS)"))
            }
        }
        return found
    }

    /// H-SECMOVE-ITEMOPS / H-RXDS-HARD and H-SECMOVE-ITEMMOVE.
    private func sectionMoves(_ update: BatchUpdate) -> [BatchHazard] {
        guard !update.sectionMoves.isEmpty else { return [] }
        var found: [BatchHazard] = []
        let movedFrom = Set(update.sectionMoves.map(\.from))
        let movedTo = Set(update.sectionMoves.map(\.to))
        let deletesInMoved = Set(run.finalDeletes.filter { !$0.isSection && movedFrom.contains($0.section) }.map(\.section))
        let insertsInMoved = Set(run.finalInserts.filter { !$0.isSection && movedTo.contains($0.section) }.map(\.section))
        if !deletesInMoved.isEmpty || !insertsInMoved.isEmpty {
            var parts: [String] = []
            if !deletesInMoved.isEmpty { parts.append("item deletes or reloads in moved-from section(s) \(deletesInMoved.sorted())") }
            if !insertsInMoved.isEmpty { parts.append("item inserts or reloads in moved-to section(s) \(insertsInMoved.sorted())") }
            let detail = parts.joined(separator: " and ")
            if run.view == .collection {
                found.append(BatchHazard(.sectionMoveWithItemOps,
                    "\(detail): the collection view may animate a cell twice or corrupt memory; move the section as a delete plus an insert"))
            } else {
                found.append(BatchHazard(.rxDataSourcesHardestCase,
                    "\(detail): RxDataSources' \"hardest case\", reported to crash table views; split into stages"))
            }
        }
        if run.view == .collection {
            let outOfMoved = update.itemMoves.filter { movedFrom.contains($0.from.section) }
            if let first = outOfMoved.first {
                found.append(BatchHazard(.sectionMoveWithItemMove,
                    "item move (\(first.from)) → (\(first.to)) leaves moved section \(first.from.section) (\(outOfMoved.count) such move(s)); UICollectionView may crash with \"request for index path for global index\""))
            }
        }
        return found
    }

    /// H-RELOAD-MOVE, H-RELOAD-SHIFT, H-RELOAD-DELSEC: where UIKit puts a
    /// reload's fresh cell versus where the reloaded element really ends up.
    private func misplacedReloads(_ update: BatchUpdate) -> [BatchHazard] {
        guard !run.expansion.reloads.isEmpty else { return [] }
        let before = run.before, after = run.after
        // The true section permutation: a reloaded section stays in place.
        let trueMap = _SectionMap(
            oldCount: before.sections, newCount: after.sections,
            deleted: update.sectionDeletes, inserted: update.sectionInserts, moves: update.sectionMoves)
        let hazardID: HazardID = update.hasMoves ? .reloadWithMove : .reloadMisplaced
        let gone = update.sectionDeletes.union(update.sectionReloads)
        var found: [BatchHazard] = []
        var placements: [Int: _Placement] = [:]  // old section → where its survivors land

        for (reload, insert) in run.expansion.reloads {
            if reload.isSection {
                guard let truth = trueMap.oldToNew[reload.section], truth != insert.section else { continue }
                found.append(BatchHazard(hazardID,
                    "reloaded section \(reload.section) ends up at section \(truth), but UIKit inserts its fresh copy at section \(insert.section)"))
                continue
            }
            if gone.contains(reload.section) {
                found.append(BatchHazard(.reloadInDeletedSection,
                    "reload of (\(reload.path)) inside a deleted or reloaded section; its insert lands at (\(insert.path))"))
                continue
            }
            guard let newSection = trueMap.oldToNew[reload.section] else { continue }
            let placement = placements[reload.section] ?? _Placement(old: reload.section, new: newSection, update)
            placements[reload.section] = placement
            guard let item = placement.slot(of: reload.item, newCount: after.itemCounts[newSection]) else { continue }
            let truth = BatchIndexPath(newSection, item)
            if truth != insert.path {
                let why = update.hasMoves ? "because it ignores moves" : "because it counts every explicit delete and insert, duplicates and absorbed ones included"
                found.append(BatchHazard(hazardID,
                    "reloaded item (\(reload.path)) ends up at (\(truth)), but UIKit inserts its fresh cell at (\(insert.path)) \(why); reload it in a separate batch or delete and insert it"))
            }
        }
        return found
    }

    /// Where the surviving items of old section `old` land in new section
    /// `new`: in order, into the slots that are neither inserted nor move
    /// destinations. Sparse, so huge counts cost nothing.
    private struct _Placement {
        /// Items that leave the old section (deleted or moved out), ascending.
        var leaving: [Int]
        /// Slots of the new section taken by inserts or moves in, ascending.
        var taken: [Int]

        init(old: Int, new: Int, _ update: BatchUpdate) {
            var leaving = Set(update.itemDeletes.filter { $0.section == old }.map(\.item))
            var taken = Set(update.itemInserts.filter { $0.section == new }.map(\.item))
            for m in update.itemMoves {
                if m.from.section == old { leaving.insert(m.from.item) }
                if m.to.section == new { taken.insert(m.to.item) }
            }
            self.leaving = leaving.sorted()
            self.taken = taken.sorted()
        }

        /// The new slot of surviving item `item`, or `nil` if it leaves or
        /// finds no slot.
        ///
        /// - Complexity: O(log *l* + log² *t*), the sizes of `leaving` and `taken`.
        func slot(of item: Int, newCount: Int) -> Int? {
            let below = _SortedOffsets.countLess(leaving, than: item)
            if below < leaving.count && leaving[below] == item { return nil }
            let slot = _SortedOffsets.slot(ofRank: item - below, taken: taken)
            return slot < newCount ? slot : nil
        }
    }
}
