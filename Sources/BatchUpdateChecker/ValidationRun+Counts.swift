//===----------------------------------------------------------------------===//
// _ValidationRun: Steps 5–6, the section and item counts (spec §2)
//===----------------------------------------------------------------------===//

extension _ValidationRun {
    /// The modern rendering of a count failure.
    func modernFailure() -> BatchVerdict.Outcome {
        let lines = finalDeletes.map { messages.modernLine("Delete", $0) }
            + finalMoves.map { messages.modernMoveLine($0) }
            + finalInserts.map { messages.modernLine("Insert", $0) }
        return fail(.modernCount, messages.modernCount(before: before, after: after, updates: lines))
    }

    /// Step 5, `R-COUNT-SECTIONS`: the new section count is the old one plus
    /// the inserted minus the deleted sections (reloads' included; moves do
    /// not count).
    func checkSectionCount() -> BatchVerdict.Outcome? {
        let inserted = finalInserts.count { $0.isSection }
        let deleted = finalDeletes.count { $0.isSection }
        guard after.sections != before.sections + inserted - deleted else { return nil }
        if options.countFormat == .modern { return modernFailure() }
        return fail(.sectionCount, messages.sectionCount(
            after: after.sections, before: before.sections, inserted: inserted, deleted: deleted))
    }

    /// Step 6: the item count of every new section that is not inserted,
    /// ascending: `R-COUNT-NEGATIVE` when the data source's count
    /// (`after.itemCounts[n]`) is negative, else `R-COUNT-ITEMS` when it is
    /// not the old count plus inserted, minus deleted, plus moved in, minus
    /// moved out. Computes `sectionMap` first; a table view that falls back
    /// to `reloadData` skips the counts.
    ///
    /// `BatchUpdateValidator` lets negative `after` counts through (only
    /// indexes and `before` counts are `R-NEG`), so this is where they fail.
    ///
    /// - Complexity: O(*s* + *t* + *k*), where *s* and *t* are the section
    ///   counts and *k* the number of operations.
    mutating func checkItemCounts() -> BatchVerdict.Outcome? {
        let map = _SectionMap(
            oldCount: before.sections, newCount: after.sections,
            deleted: Set(finalDeletes.filter(\.isSection).map(\.section)),
            inserted: Set(finalInserts.filter(\.isSection).map(\.section)),
            moves: finalMoves.filter(\.from.isSection).map { BatchMove($0.from.section, $0.to.section) })
        sectionMap = map
        // A table view that falls back to reloadData skips this step.
        guard fallback == nil else { return nil }

        var inserted = [Int](repeating: 0, count: after.sections)
        var deleted = [Int](repeating: 0, count: before.sections)
        var movedIn = [Int](repeating: 0, count: after.sections)
        var movedOut = [Int](repeating: 0, count: before.sections)
        for i in finalInserts where !i.isSection { inserted[i.section] += 1 }
        for d in finalDeletes where !d.isSection { deleted[d.section] += 1 }
        for m in finalMoves where !m.from.isSection && map.oldToNew[m.from.section] != m.to.section {
            movedOut[m.from.section] += 1
            movedIn[m.to.section] += 1
        }
        for n in 0..<after.sections {
            guard let o = map.newToOld[n] else { continue }  // inserted sections are not checked
            // R-COUNT-NEGATIVE tests the count the data source reports, never
            // the computed one: deleting more items than a section holds (a
            // collection view's duplicate deletes) is R-COUNT-ITEMS below.
            if after.itemCounts[n] < 0 {
                if options.countFormat == .modern { return modernFailure() }
                return fail(.negativeItemCount, messages.negativeItemCount(section: n))
            }
            // Wrapping arithmetic: absurd counts must give a verdict, not a trap.
            let expected = before.itemCounts[o] &+ inserted[n] &- deleted[o] &+ movedIn[n] &- movedOut[o]
            if after.itemCounts[n] != expected {
                if options.countFormat == .modern { return modernFailure() }
                return fail(.itemCount, messages.itemCount(
                    section: n, after: after.itemCounts[n], before: before.itemCounts[o],
                    inserted: inserted[n], deleted: deleted[o], movedIn: movedIn[n], movedOut: movedOut[o]))
            }
        }
        return nil
    }
}
