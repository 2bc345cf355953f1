//===----------------------------------------------------------------------===//
// _ValidationRun: moves, bounds then pairwise duplicates (spec §2 Step 4)
//===----------------------------------------------------------------------===//

extension _ValidationRun {
    /// Step 4: the moves, ascending by source (stable): each move's bounds,
    /// then against every later move — an exact duplicate is dropped
    /// (`R-MV-DUP`), the same source to another destination is
    /// `R-MV-TWO-DEST`, another source to the same destination is
    /// `R-MV-TWO-SRC`. Fills `finalMoves`.
    ///
    /// - Complexity: O(*m*²) when `literal` (UIKit's loop), else
    ///   O(*m* log *m*), where *m* is the number of moves.
    mutating func checkMoves() -> BatchVerdict.Outcome? {
        var moves = self.moves.enumerated()
            .sorted { ($0.element.from, $0.offset) < ($1.element.from, $1.offset) }
            .map(\.element)
        if !literal { return checkMovesIndexed(moves) }
        var k = 0
        while k < moves.count {
            let m = moves[k]
            if let outcome = moveOutOfBounds(m) { return outcome }
            var j = k + 1
            while j < moves.count {
                let other = moves[j]
                if other.from == m.from && other.to == m.to {
                    moves.remove(at: j)  // R-MV-DUP: silently dropped
                    continue
                }
                if other.from == m.from { return moveToTwoDestinations(m, other) }
                if other.to == m.to { return moveFromTwoSources(m, other) }
                j += 1
            }
            k += 1
        }
        finalMoves = moves
        return nil
    }

    /// `checkMoves()` without the quadratic scan. Dropping exact duplicates
    /// first does not change the outcome (a duplicate conflicts exactly like
    /// its first occurrence, which comes earlier); then moves with the same
    /// source are neighbours, and the next move with the same destination is
    /// looked up.
    private mutating func checkMovesIndexed(_ sorted: [BatchMove<_Op>]) -> BatchVerdict.Outcome? {
        var seen = Set<BatchMove<_Op>>()
        let unique = sorted.filter { seen.insert($0).inserted }
        var nextSameTo = [Int](repeating: Int.max, count: unique.count)
        var lastByTo: [_Op: Int] = [:]
        for k in unique.indices.reversed() {
            nextSameTo[k] = lastByTo[unique[k].to] ?? Int.max
            lastByTo[unique[k].to] = k
        }
        for (k, m) in unique.enumerated() {
            if let outcome = moveOutOfBounds(m) { return outcome }
            let sameFrom = k + 1 < unique.count && unique[k + 1].from == m.from ? k + 1 : Int.max
            if sameFrom < nextSameTo[k] { return moveToTwoDestinations(m, unique[sameFrom]) }
            if nextSameTo[k] != Int.max { return moveFromTwoSources(m, unique[nextSameTo[k]]) }
        }
        finalMoves = unique
        return nil
    }

    /// `R-MV-TWO-DEST`: `m` and the later `other` share a source.
    private func moveToTwoDestinations(_ m: BatchMove<_Op>, _ other: BatchMove<_Op>) -> BatchVerdict.Outcome {
        fail(.moveToTwoDestinations, m.from.isSection
            ? messages.moveToTwoDestinations(section: m.from.section, m.to.section, other.to.section)
            : messages.moveToTwoDestinations(m.from.path, m.to.path, other.to.path))
    }

    /// `R-MV-TWO-SRC`: `m` and the later `other` share a destination.
    private func moveFromTwoSources(_ m: BatchMove<_Op>, _ other: BatchMove<_Op>) -> BatchVerdict.Outcome {
        fail(.moveFromTwoSources, m.from.isSection
            ? messages.moveFromTwoSources(section: m.from.section, other.from.section, m.to.section)
            : messages.moveFromTwoSources(m.from.path, other.from.path, m.to.path))
    }

    /// The bounds rules of one move: the source against BEFORE, then the
    /// destination against AFTER (`R-MV-SEC-*-OOB` for a section move,
    /// `R-MV-FROM-*` / `R-MV-TO-*` for an item move).
    private func moveOutOfBounds(_ m: BatchMove<_Op>) -> BatchVerdict.Outcome? {
        if m.from.isSection {
            guard m.from.section < before.sections else {
                return fail(.moveSectionFromOutOfBounds, messages.moveSectionFromOutOfBounds(m.from.section, sections: before.sections))
            }
            guard m.to.section < after.sections else {
                return fail(.moveSectionToOutOfBounds, messages.moveSectionToOutOfBounds(m.from.section, m.to.section, sections: after.sections))
            }
            return nil
        }
        let from = m.from.path, to = m.to.path
        guard from.section < before.sections else {
            return fail(.moveFromSectionOutOfBounds, messages.moveFromSectionOutOfBounds(from, sections: before.sections))
        }
        guard from.item < before.itemCounts[from.section] else {
            return fail(.moveFromOutOfBounds, messages.moveFromOutOfBounds(from, count: before.itemCounts[from.section]))
        }
        guard to.section < after.sections else {
            return fail(.moveToSectionOutOfBounds, messages.moveToSectionOutOfBounds(from, to, sections: after.sections))
        }
        guard to.item < after.itemCounts[to.section] else {
            return fail(.moveToOutOfBounds, messages.moveToOutOfBounds(from, to, count: after.itemCounts[to.section]))
        }
        return nil
    }
}
