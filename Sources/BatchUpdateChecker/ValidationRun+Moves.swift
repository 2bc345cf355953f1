//===----------------------------------------------------------------------===//
// _ValidationRun: Step 4, the moves (spec §2)
//===----------------------------------------------------------------------===//

extension _ValidationRun {
    // Step 4: moves, ascending by source: bounds, then pairwise duplicates.
    mutating func step4() -> Verdict.Outcome? {
        var moves = self.moves.enumerated()
            .sorted { ($0.element.from, $0.offset) < ($1.element.from, $1.offset) }
            .map(\.element)
        if !literal { return step4Indexed(moves) }
        var k = 0
        while k < moves.count {
            let m = moves[k]
            if let outcome = moveBounds(m) { return outcome }
            var j = k + 1
            while j < moves.count {
                let other = moves[j]
                if other.from == m.from && other.to == m.to {
                    moves.remove(at: j)  // R-MV-DUP: silently dropped
                    continue
                }
                if other.from == m.from {
                    return m.from.isSection
                        ? fail(.moveToTwoDestinations, messages.moveToTwoDestinations(section: m.from.section, m.to.section, other.to.section))
                        : fail(.moveToTwoDestinations, messages.moveToTwoDestinations(m.from.path, m.to.path, other.to.path))
                }
                if other.to == m.to {
                    return m.from.isSection
                        ? fail(.moveFromTwoSources, messages.moveFromTwoSources(section: m.from.section, other.from.section, m.to.section))
                        : fail(.moveFromTwoSources, messages.moveFromTwoSources(m.from.path, other.from.path, m.to.path))
                }
                j += 1
            }
            k += 1
        }
        finalMoves = moves
        return nil
    }

    /// Step 4 without the quadratic scan. Dropping exact duplicates first
    /// does not change the outcome (a duplicate conflicts exactly like its
    /// first occurrence, which comes earlier); then moves with the same source
    /// are neighbours, and the next move with the same destination is looked up.
    mutating func step4Indexed(_ sorted: [Move<_Op>]) -> Verdict.Outcome? {
        var seen = Set<Move<_Op>>()
        let unique = sorted.filter { seen.insert($0).inserted }
        var nextSameTo = [Int](repeating: Int.max, count: unique.count)
        var lastByTo: [_Op: Int] = [:]
        for k in unique.indices.reversed() {
            nextSameTo[k] = lastByTo[unique[k].to] ?? Int.max
            lastByTo[unique[k].to] = k
        }
        for (k, m) in unique.enumerated() {
            if let outcome = moveBounds(m) { return outcome }
            let sameFrom = k + 1 < unique.count && unique[k + 1].from == m.from ? k + 1 : Int.max
            if sameFrom < nextSameTo[k] {
                let other = unique[sameFrom]
                return m.from.isSection
                    ? fail(.moveToTwoDestinations, messages.moveToTwoDestinations(section: m.from.section, m.to.section, other.to.section))
                    : fail(.moveToTwoDestinations, messages.moveToTwoDestinations(m.from.path, m.to.path, other.to.path))
            }
            if nextSameTo[k] != Int.max {
                let other = unique[nextSameTo[k]]
                return m.from.isSection
                    ? fail(.moveFromTwoSources, messages.moveFromTwoSources(section: m.from.section, other.from.section, m.to.section))
                    : fail(.moveFromTwoSources, messages.moveFromTwoSources(m.from.path, other.from.path, m.to.path))
            }
        }
        finalMoves = unique
        return nil
    }

    func moveBounds(_ m: Move<_Op>) -> Verdict.Outcome? {
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
