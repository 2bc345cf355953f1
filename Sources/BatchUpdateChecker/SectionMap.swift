//===----------------------------------------------------------------------===//
// The section permutation of a batch (spec §2 Step 6)
//===----------------------------------------------------------------------===//

/// Where every old section goes and where every new section comes from.
///
/// Deleted and moved-from sections leave the old order; inserted and
/// moved-to sections are fixed at their new indexes; the remaining new slots
/// are filled, in order, with the untouched old sections. Out-of-range
/// indexes are ignored, so the map is total even for an invalid batch.
struct _SectionMap: Sendable {
    /// `newToOld[n]`: the old section shown at new index `n`, `nil` if inserted.
    var newToOld: [Int?]
    /// `oldToNew[o]`: the new index of old section `o`, `nil` if deleted.
    var oldToNew: [Int?]

    /// - Complexity: O(*s* + *t* + *k*), where *s* and *t* are the section
    ///   counts and *k* the number of section operations.
    init(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [BatchMove<Int>]) {
        var newToOld = [Int?](repeating: nil, count: max(newCount, 0))
        var oldToNew = [Int?](repeating: nil, count: max(oldCount, 0))
        var oldRemoved = [Bool](repeating: false, count: oldToNew.count)
        var newTaken = [Bool](repeating: false, count: newToOld.count)
        for s in deleted where s >= 0 && s < oldRemoved.count { oldRemoved[s] = true }
        for s in inserted where s >= 0 && s < newTaken.count { newTaken[s] = true }
        for move in moves {
            if move.from >= 0 && move.from < oldRemoved.count { oldRemoved[move.from] = true }
            if move.to >= 0 && move.to < newTaken.count { newTaken[move.to] = true }
            if move.from >= 0 && move.from < oldToNew.count && move.to >= 0 && move.to < newToOld.count {
                newToOld[move.to] = move.from
                oldToNew[move.from] = move.to
            }
        }
        var slot = 0
        for old in 0..<oldToNew.count where !oldRemoved[old] {
            while slot < newTaken.count && newTaken[slot] { slot += 1 }
            guard slot < newTaken.count else { break }
            newToOld[slot] = old
            oldToNew[old] = slot
            slot += 1
        }
        self.newToOld = newToOld
        self.oldToNew = oldToNew
    }
}
