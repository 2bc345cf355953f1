//===----------------------------------------------------------------------===//
// _ValidationRun: deletes and inserts against moves and bounds (spec §2 Steps 2–3)
//===----------------------------------------------------------------------===//

extension _ValidationRun {
    /// Steps 2 and 3: every delete (descending, BEFORE space) or every insert
    /// (ascending, AFTER space), reloads' implicit ones included. For each:
    /// the move conflicts (`R-DEL-MOVE` / `R-INS-MOVE`, and the item moves
    /// crossing a deleted or inserted section), then the bounds. Fills
    /// `finalDeletes` or `finalInserts` with what survives absorption
    /// (`R-ABSORB-DEL` / `R-ABSORB-INS`) and, for a table view,
    /// deduplication (`R-DUP`).
    ///
    /// - Returns: The exception, or `nil` to go on.
    /// - Complexity: O(*k* log *k* + *k* · *m*) when `literal`, else
    ///   O(*k* log *k*), where *k* is the number of operations of this side
    ///   and *m* the number of moves.
    mutating func checkOperations(_ side: _OperationSide) -> BatchVerdict.Outcome? {
        let ops = side.inCheckOrder(side == .delete ? expansion.deletes : expansion.inserts)
        let shape = side.shape(before: before, after: after)
        var accepted: [_Op] = []
        var index = 0
        while index < ops.count {
            let op = ops[index]
            if let outcome = checkAgainstMoves(op, side) { return outcome }
            if let violation = side.outOfBounds(op, in: shape, messages) { return fail(violation) }
            index += 1
            if op.isSection {
                // Absorption: the item ops of the section are dropped. In
                // check order they come right after a section delete (never
                // checked) and right before a section insert (checked).
                while let last = accepted.last, !last.isSection, last.section == op.section { accepted.removeLast() }
                while index < ops.count && !ops[index].isSection && ops[index].section == op.section { index += 1 }
            } else if view == .table {
                // R-DUP: a table view drops the duplicates, which sit next to `op`.
                while index < ops.count && ops[index] == op { index += 1 }
            }
            accepted.append(op)
        }
        if side == .delete { finalDeletes = accepted } else { finalInserts = accepted }
        return nil
    }

    /// The move conflicts of one delete or insert: the first move (in
    /// `moves` order) that has `op` as its end, or, for a section op, an
    /// item move ending in that section.
    private mutating func checkAgainstMoves(_ op: _Op, _ side: _OperationSide) -> BatchVerdict.Outcome? {
        if literal {
            for m in moves {
                let end = side.end(of: m)
                if end == op { return fail(side.conflictWithMove(op, messages)) }
                if op.isSection && !end.isSection && end.section == op.section {
                    if let outcome = crossSectionMove(side, section: op.section) { return outcome }
                }
            }
            return nil
        }
        let index = side == .delete ? movesBySource : movesByDestination
        let conflict = index.first[op]
        if op.isSection, let crossing = index.firstItemMove[op.section], crossing < (conflict ?? Int.max) {
            if let outcome = crossSectionMove(side, section: op.section) { return outcome }
        }
        if conflict != nil { return fail(side.conflictWithMove(op, messages)) }
        return nil
    }

    /// `R-MV-DELSEC` / `R-MV-INSSEC`: an item moved out of a deleted section
    /// or into an inserted one. Collection views throw; table views fall back
    /// to `reloadData` (recorded once), or throw with the legacy option.
    private mutating func crossSectionMove(_ side: _OperationSide, section: Int) -> BatchVerdict.Outcome? {
        let legacy = options.tableViewCrossSectionMoves == .legacyException
        if view == .collection || legacy {
            return fail(side.crossSectionRule, side.crossSectionMessage(section: section, legacy: legacy, messages))
        }
        if fallback == nil {
            fallback = RuleViolation(rule: side.crossSectionRule, message: side.fallbackNote(section: section))
        }
        return nil
    }
}
