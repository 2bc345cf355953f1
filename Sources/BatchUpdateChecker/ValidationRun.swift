//===----------------------------------------------------------------------===//
// _ValidationRun: one validation, Steps 1–3 (spec §2)
//===----------------------------------------------------------------------===//

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

    func fail(_ rule: RuleID, _ message: String) -> Verdict.Outcome {
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
    mutating func crossSectionMove(_ rule: RuleID, section: Int) -> Verdict.Outcome? {
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
}
