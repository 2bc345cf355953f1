//===----------------------------------------------------------------------===//
// BatchUpdateValidator: UIKit's endUpdates checks, in UIKit's order
//===----------------------------------------------------------------------===//

/// Decides what `UITableView`/`UICollectionView` does with a batch update,
/// without UIKit: accept it, fall back to `reloadData`, or throw
/// `NSInternalInconsistencyException` with the first failing rule's message.
///
/// The checks run in UIKit's order (spec §2, §7): reloads against deletes
/// (Step 1), deletes descending (Step 2), inserts ascending (Step 3), moves by
/// source (Step 4), the section count (Step 5), then the item count of every
/// existing section (Step 6). Accepted batches are then searched for the
/// hazards of spec §4.
///
///     let validator = BatchUpdateValidator(view: .table)
///     let verdict = try validator.validate(
///         .singleSection(moves: [(1, 2)], reloads: [1]),
///         before: .single(3), after: .single(3))
///     // verdict.violation?.rule == .deleteAndMove
///
/// Index spaces: `before` is the shape the view holds when the block starts
/// (the source, or the previous stage); `after` is the shape the data source
/// reports once the block has run (the target, or this stage's data).
public struct BatchUpdateValidator: Sendable {
    /// The view receiving the update.
    public var view: ViewKind
    /// The configurable points of spec §9.
    public var options: ValidationOptions

    public init(view: ViewKind = .table, options: ValidationOptions = ValidationOptions()) {
        self.view = view
        self.options = options
    }

    /// Validates one batch.
    ///
    /// - Parameters:
    ///   - update: The operations of one update block.
    ///   - before: Item counts per section before the update.
    ///   - after: Item counts per section after the update.
    /// - Returns: UIKit's outcome, plus hazards when UIKit accepts the batch.
    /// - Throws: `MalformedBatch` (rule `R-NEG`) when an index or a count is
    ///   negative (or `NSNotFound`). Nothing else throws and nothing traps.
    /// - Complexity: O(*k* log *k* + *s*) for most batches, where *k* is the
    ///   number of operations and *s* the number of sections. UIKit's own
    ///   loops are quadratic; the validator uses indexed equivalents, except in
    ///   Step 1 with explicit section inserts or deletes or repeated item
    ///   deletes or inserts, where it runs UIKit's O(*r* · (*d* + *i*)) loop.
    public func validate(
        _ update: BatchUpdate, before: Shape, after: Shape
    ) throws(MalformedBatch) -> Verdict {
        try Self._rejectNegatives(update, before: before, after: after)
        var run = _ValidationRun(view: view, options: options, update: update, before: before, after: after)
        let outcome = run.execute()
        if case .exception = outcome { return Verdict(outcome: outcome) }
        return Verdict(outcome: outcome, hazards: _HazardFinder(run: run).hazards())
    }

    static func _rejectNegatives(_ update: BatchUpdate, before: Shape, after: Shape) throws(MalformedBatch) {
        func check(_ value: Int, _ what: @autoclosure () -> String) throws(MalformedBatch) {
            if value < 0 { throw MalformedBatch(message: "negative \(what()): \(value)") }
            // UIKit marks section operations with item NSNotFound (Int.max).
            if value == Int.max { throw MalformedBatch(message: "\(what()) is NSNotFound (\(value)), not an index") }
        }
        for (s, count) in before.itemCounts.enumerated() { try check(count, "item count of section \(s) before the update") }
        for (s, count) in after.itemCounts.enumerated() { try check(count, "item count of section \(s) after the update") }
        for s in update.sectionDeletes.sorted() { try check(s, "section delete") }
        for s in update.sectionInserts.sorted() { try check(s, "section insert") }
        for s in update.sectionReloads.sorted() { try check(s, "section reload") }
        for m in update.sectionMoves {
            try check(m.from, "section move source")
            try check(m.to, "section move destination")
        }
        let lists = [("delete", update.itemDeletes), ("insert", update.itemInserts), ("reload", update.itemReloads)]
        for (name, paths) in lists {
            for p in paths {
                try check(p.section, "section in \(name) (\(p))")
                try check(p.item, "item in \(name) (\(p))")
            }
        }
        for m in update.itemMoves {
            for p in [m.from, m.to] {
                try check(p.section, "section in move (\(m.from) → \(m.to))")
                try check(p.item, "item in move (\(m.from) → \(m.to))")
            }
        }
    }
}

/// One validation, step by step; keeps the normalised lists for the hazard
/// search.
struct _ValidationRun {
    let view: ViewKind
    let options: ValidationOptions
    let update: BatchUpdate
    let before: Shape
    let after: Shape
    let messages: _Messages
    let expansion: _ReloadExpansion

    /// Deletes that survive absorption and deduplication, descending.
    var finalDeletes: [_Op] = []
    /// Inserts that survive absorption and deduplication, ascending.
    var finalInserts: [_Op] = []
    /// Moves without exact duplicates, ascending by source.
    var finalMoves: [Move<_Op>] = []
    /// The reason for a table view's `reloadData` fallback, if any.
    var fallback: RuleViolation?
    /// The section map of Step 6, once computed.
    var sectionMap: _SectionMap?

    /// Run UIKit's loops as written (quadratic) instead of the indexed
    /// equivalents; the tests compare the two.
    let literal: Bool
    /// Every move, section moves first, in input order.
    let moves: [Move<_Op>]
    /// First index in `moves` by source, by destination, and of an item move
    /// out of / into each section.
    let firstFrom: [_Op: Int], firstTo: [_Op: Int]
    let firstItemFromSection: [Int: Int], firstItemToSection: [Int: Int]

    init(view: ViewKind, options: ValidationOptions, update: BatchUpdate, before: Shape, after: Shape, literal: Bool = false) {
        self.view = view
        self.options = options
        self.update = update
        self.before = before
        self.after = after
        self.literal = literal
        messages = _Messages(view: view, style: options.indexPathStyle)
        expansion = _ReloadExpansion(update, literal: literal)
        moves = update._allMoves
        var firstFrom: [_Op: Int] = [:], firstTo: [_Op: Int] = [:]
        var firstItemFromSection: [Int: Int] = [:], firstItemToSection: [Int: Int] = [:]
        for (index, m) in moves.enumerated().reversed() {
            firstFrom[m.from] = index
            firstTo[m.to] = index
            if !m.from.isSection {
                firstItemFromSection[m.from.section] = index
                firstItemToSection[m.to.section] = index
            }
        }
        self.firstFrom = firstFrom
        self.firstTo = firstTo
        self.firstItemFromSection = firstItemFromSection
        self.firstItemToSection = firstItemToSection
    }

    private func fail(_ rule: RuleID, _ message: String) -> Verdict.Outcome {
        .exception(RuleViolation(rule: rule, message: message))
    }

    mutating func execute() -> Verdict.Outcome {
        if let outcome = step1() ?? step2() ?? step3() ?? step4() ?? step5() ?? step6() {
            return outcome
        }
        if let fallback { return .reloadDataFallback(fallback) }
        return .accepted
    }

    // Step 1: a reload that is also deleted.
    func step1() -> Verdict.Outcome? {
        guard let r = expansion.conflict else { return nil }
        return fail(.reloadAndDelete, messages.reloadAndDelete(r.path))
    }

    /// An item moved out of a deleted section or into an inserted one:
    /// collection views throw, table views fall back (or throw, legacy).
    private mutating func crossSectionMove(_ rule: RuleID, section: Int) -> Verdict.Outcome? {
        let legacy = options.tableViewCrossSectionMoves == .legacyException
        let message = rule == .moveFromDeletedSection
            ? messages.moveFromDeletedSection(section, legacy: legacy)
            : messages.moveIntoInsertedSection(section)
        if view == .collection || legacy { return fail(rule, message) }
        if fallback == nil {
            let direction = rule == .moveFromDeletedSection ? "out of deleted" : "into newly inserted"
            fallback = RuleViolation(
                rule: rule,
                message: "no exception: the table view calls reloadData because a row moves \(direction) section \(section)")
        }
        return nil
    }

    // Step 2: deletes, descending.
    mutating func step2() -> Verdict.Outcome? {
        let deletes = expansion.deletes.sorted(by: >)
        var index = 0
        while index < deletes.count {
            let d = deletes[index]
            // The first move (in `moves` order) that conflicts decides.
            let conflict = literal ? nil : firstFrom[d]
            let crossing = literal || !d.isSection ? nil : firstItemFromSection[d.section]
            if let crossing, crossing < (conflict ?? Int.max) {
                if let outcome = crossSectionMove(.moveFromDeletedSection, section: d.section) { return outcome }
            }
            if conflict != nil {
                return d.isSection
                    ? fail(.deleteAndMove, messages.deleteAndMove(section: d.section))
                    : fail(.deleteAndMove, messages.deleteAndMove(d.path))
            }
            if literal {
                for m in moves {
                    if m.from == d {
                        return d.isSection
                            ? fail(.deleteAndMove, messages.deleteAndMove(section: d.section))
                            : fail(.deleteAndMove, messages.deleteAndMove(d.path))
                    }
                    if d.isSection && !m.from.isSection && m.from.section == d.section {
                        if let outcome = crossSectionMove(.moveFromDeletedSection, section: d.section) { return outcome }
                    }
                }
            }
            index += 1
            if d.isSection {
                guard d.section < before.sections else {
                    return fail(.deleteSectionOutOfBounds, messages.deleteSectionOutOfBounds(d.section, sections: before.sections))
                }
                finalDeletes.append(d)
                // R-ABSORB-DEL: the item deletes of a deleted section follow it; drop them.
                while index < deletes.count && deletes[index].section == d.section { index += 1 }
                continue
            }
            guard d.section < before.sections else {
                return fail(.deleteItemSectionOutOfBounds, messages.deleteItemSectionOutOfBounds(d.path, sections: before.sections))
            }
            guard d.item < before.itemCounts[d.section] else {
                return fail(.deleteItemOutOfBounds, messages.deleteItemOutOfBounds(d.path, count: before.itemCounts[d.section]))
            }
            finalDeletes.append(d)
            // R-DUP: a table view drops the duplicates, which sit next to `d`.
            if view == .table {
                while index < deletes.count && deletes[index] == d { index += 1 }
            }
        }
        return nil
    }

    // Step 3: inserts, ascending.
    mutating func step3() -> Verdict.Outcome? {
        let inserts = expansion.inserts.sorted()
        var index = 0
        while index < inserts.count {
            let i = inserts[index]
            let conflict = literal ? nil : firstTo[i]
            let crossing = literal || !i.isSection ? nil : firstItemToSection[i.section]
            if let crossing, crossing < (conflict ?? Int.max) {
                if let outcome = crossSectionMove(.moveIntoInsertedSection, section: i.section) { return outcome }
            }
            if conflict != nil {
                return i.isSection
                    ? fail(.insertAndMove, messages.insertAndMove(section: i.section))
                    : fail(.insertAndMove, messages.insertAndMove(i.path))
            }
            if literal {
                for m in moves {
                    if m.to == i {
                        return i.isSection
                            ? fail(.insertAndMove, messages.insertAndMove(section: i.section))
                            : fail(.insertAndMove, messages.insertAndMove(i.path))
                    }
                    if i.isSection && !m.to.isSection && m.to.section == i.section {
                        if let outcome = crossSectionMove(.moveIntoInsertedSection, section: i.section) { return outcome }
                    }
                }
            }
            index += 1
            if i.isSection {
                guard i.section < after.sections else {
                    return fail(.insertSectionOutOfBounds, messages.insertSectionOutOfBounds(i.section, sections: after.sections))
                }
                // R-ABSORB-INS: the item inserts of a new section were checked
                // (they sort before it) but are not counted.
                finalInserts.removeAll { !$0.isSection && $0.section == i.section }
                finalInserts.append(i)
                continue
            }
            guard i.section < after.sections else {
                return fail(.insertItemSectionOutOfBounds, messages.insertItemSectionOutOfBounds(i.path, sections: after.sections))
            }
            guard i.item < after.itemCounts[i.section] else {
                return fail(.insertItemOutOfBounds, messages.insertItemOutOfBounds(i.path, count: after.itemCounts[i.section]))
            }
            finalInserts.append(i)
            if view == .table {
                while index < inserts.count && inserts[index] == i { index += 1 }
            }
        }
        return nil
    }

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
    private mutating func step4Indexed(_ sorted: [Move<_Op>]) -> Verdict.Outcome? {
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

    private func moveBounds(_ m: Move<_Op>) -> Verdict.Outcome? {
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

    /// The modern rendering of a count failure.
    private func modernFailure() -> Verdict.Outcome {
        let lines = finalDeletes.map { messages.modernLine("Delete", $0) }
            + finalMoves.map { messages.modernMoveLine($0) }
            + finalInserts.map { messages.modernLine("Insert", $0) }
        return fail(.modernCount, messages.modernCount(before: before, after: after, updates: lines))
    }

    // Step 5: the section count.
    func step5() -> Verdict.Outcome? {
        let inserted = finalInserts.count { $0.isSection }
        let deleted = finalDeletes.count { $0.isSection }
        guard after.sections != before.sections + inserted - deleted else { return nil }
        if options.countFormat == .modern { return modernFailure() }
        return fail(.sectionCount, messages.sectionCount(
            after: after.sections, before: before.sections, inserted: inserted, deleted: deleted))
    }

    // Step 6: the item count of every existing section.
    mutating func step6() -> Verdict.Outcome? {
        let map = _SectionMap(
            oldCount: before.sections, newCount: after.sections,
            deleted: Set(finalDeletes.filter(\.isSection).map(\.section)),
            inserted: Set(finalInserts.filter(\.isSection).map(\.section)),
            moves: finalMoves.filter(\.from.isSection).map { Move($0.from.section, $0.to.section) })
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
            // Wrapping arithmetic: absurd counts must give a verdict, not a trap.
            let expected = before.itemCounts[o] &+ inserted[n] &- deleted[o] &+ movedIn[n] &- movedOut[o]
            if expected < 0 {
                if options.countFormat == .modern { return modernFailure() }
                return fail(.negativeItemCount, messages.negativeItemCount(section: n))
            }
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
