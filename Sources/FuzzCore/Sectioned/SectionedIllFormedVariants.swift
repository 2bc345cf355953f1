import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Wrong sectioned changesets, derived from a correct one a fault at a time
//===----------------------------------------------------------------------===//

/// Variants of a correct sectioned changeset, each wrong in one way (or
/// well formed again with another result), labelled with its fault, for
/// `sectioned-rejects-ill-formed`. Together they reach every check of
/// `SectionedChangeset.apply(to:target:)`:
///
/// - the section half: `IllFormedInputs.changesetVariants` on section
///   offsets (repeated, out of range either side, a section both deleted and
///   moved or inserted and moved to, a misplaced reload, counts that do not
///   add up), and its deletes out of order (well formed);
/// - per item list: a path repeated, out of range, the list out of order
///   (well formed);
///   deletes and inserts inside deleted and inserted sections; counts that do
///   not add up (a delete or insert dropped, a survivor deleted, a free slot
///   inserted); a move source deleted, a destination inserted, two moves to
///   one slot, a move aimed at another section, a survivor moved onto an
///   inserted slot (well formed); an update sourced from a deleted item, from
///   an item of a deleted section that does not move out, aimed at an
///   inserted slot or at the wrong slot, repeated, or dropped (well formed).
///
/// Out-of-range item offsets are drawn only as *near misses*, first in their
/// list's group: one past the end of a section that more items follow, or −1
/// in a section that items precede. A flat numbering that skipped the item
/// bound reads a real slot there, so such a bug answers wrongly (and is
/// reported) instead of trapping. Sections past the last are drawn always.
///
/// - Precondition: `changeset` applies to `sourceCounts`/`targetCounts`.
/// - Complexity: O(*S* + *n* + *m* + *c*) per variant, a fixed number of them.
struct SectionedIllFormedVariants {
    typealias ItemPath = SectionedChangeset.ItemPath
    typealias PathPair = SectionedChangeset.PathPair

    let changeset: SectionedChangeset
    let sourceCounts: [Int]
    let targetCounts: [Int]
    /// Each source section's partner, -1 when deleted; and the inverse.
    let partner: [Int]
    let partnerOf: [Int]
    private(set) var all: [(label: String, changeset: SectionedChangeset)] = []

    init(of changeset: SectionedChangeset, sourceCounts: [Int], targetCounts: [Int]) {
        self.changeset = changeset
        self.sourceCounts = sourceCounts
        self.targetCounts = targetCounts
        partner = ImpliedMatching(
            changeset.sections, sourceCount: sourceCounts.count, targetCount: targetCounts.count
        ).targetOfSource
        var partnerOf = [Int](repeating: -1, count: targetCounts.count)
        for (o, n) in partner.enumerated() where n >= 0 { partnerOf[n] = o }
        self.partnerOf = partnerOf
        addSectionVariants()
        addDeleteVariants()
        addInsertVariants()
        addMoveVariants()
        addUpdateVariants()
    }

    private mutating func add(_ label: String, _ change: (inout SectionedChangeset.ItemChanges) -> Void) {
        var variant = changeset
        change(&variant.items)
        all.append((label, variant))
    }

    // MARK: Paths to aim at

    /// Out-of-range paths of a side, near misses first: one past the end of
    /// a section that more items follow, item −1 of a section that items
    /// precede (each only where such a section exists: there the offset
    /// names a real item in a flat numbering of the side), and the section
    /// past the last.
    static func outOfRange(_ counts: [Int]) -> [(String, ItemPath)] {
        var result: [(String, ItemPath)] = []
        if let s = counts.indices.first(where: { s in counts[(s + 1)...].contains { $0 > 0 } }) {
            result.append(("one past the end of section \(s)", ItemPath(s, counts[s])))
        }
        if let s = counts.indices.first(where: { s in counts[..<s].contains { $0 > 0 } }) {
            result.append(("at item −1 of section \(s)", ItemPath(s, -1)))
        }
        result.append(("in section \(counts.count), past the last", ItemPath(counts.count, 0)))
        return result
    }

    /// Source items that survive: in a kept section, neither deleted nor moved.
    var survivors: [ItemPath] {
        let taken = Set(changeset.items.deleted).union(changeset.items.moved.map(\.source))
        return sourceCounts.indices.filter { partner[$0] >= 0 }.flatMap { o in
            (0..<sourceCounts[o]).map { ItemPath(o, $0) }.filter { !taken.contains($0) }
        }
    }

    /// Target slots survivors fill: in a kept section, neither inserted nor a move destination.
    var freeSlots: [ItemPath] {
        let taken = Set(changeset.items.inserted).union(changeset.items.moved.map(\.target))
        return targetCounts.indices.filter { partnerOf[$0] >= 0 }.flatMap { n in
            (0..<targetCounts[n]).map { ItemPath(n, $0) }.filter { !taken.contains($0) }
        }
    }

    /// Slots of inserted sections that no move fills (new with their section).
    var slotsInsertedWithSection: [ItemPath] {
        let moveTargets = Set(changeset.items.moved.map(\.target))
        return targetCounts.indices.filter { partnerOf[$0] < 0 }.flatMap { n in
            (0..<targetCounts[n]).map { ItemPath(n, $0) }.filter { !moveTargets.contains($0) }
        }
    }

    static func sortedInsert<T: Comparable>(_ value: T, into list: inout [T]) {
        list.insert(value, at: list.firstIndex(where: { $0 >= value }) ?? list.count)
    }

    // MARK: Variants

    private mutating func addSectionVariants() {
        let sections = IllFormedInputs.changesetVariants(
            of: changeset.sections, sourceCount: sourceCounts.count, targetCount: targetCounts.count)
        for (label, variant) in sections {
            all.append(("sections \(label)", SectionedChangeset(sections: variant, items: changeset.items)))
        }
        if changeset.sections.deleted.count >= 2 {
            var variant = changeset
            variant.sections.deleted.reverse()
            all.append(("with section deletes in descending order", variant))
        }
    }

    private mutating func addDeleteVariants() {
        let items = changeset.items
        for (label, path) in Self.outOfRange(sourceCounts) {
            add("with an item delete \(label)") { $0.deleted.append(path) }
        }
        if let first = items.deleted.first {
            add("with delete \(first) listed twice") { $0.deleted.insert(first, at: 0) }
            add("without delete \(first)") { $0.deleted.removeFirst() }
        }
        if items.deleted.count >= 2 { add("with deletes in descending order") { $0.deleted.reverse() } }
        if let o = sourceCounts.indices.first(where: { partner[$0] < 0 && sourceCounts[$0] > 0 }) {
            add("with a delete inside deleted section \(o)") { Self.sortedInsert(ItemPath(o, 0), into: &$0.deleted) }
        }
        if let survivor = survivors.first {
            add("with survivor \(survivor) deleted") { Self.sortedInsert(survivor, into: &$0.deleted) }
        }
    }

    private mutating func addInsertVariants() {
        let items = changeset.items
        for (label, path) in Self.outOfRange(targetCounts) {
            add("with an item insert \(label)") { $0.inserted.append(path) }
        }
        if let first = items.inserted.first {
            add("with insert \(first) listed twice") { $0.inserted.insert(first, at: 0) }
            add("without insert \(first)") { $0.inserted.removeFirst() }
        }
        if items.inserted.count >= 2 { add("with inserts in descending order") { $0.inserted.reverse() } }
        if let n = targetCounts.indices.first(where: { partnerOf[$0] < 0 && targetCounts[$0] > 0 }) {
            add("with an insert inside inserted section \(n)") { Self.sortedInsert(ItemPath(n, 0), into: &$0.inserted) }
        }
        if let slot = freeSlots.first {
            add("with free slot \(slot) inserted") { Self.sortedInsert(slot, into: &$0.inserted) }
        }
    }

    private mutating func addMoveVariants() {
        let items = changeset.items
        let anySource = sourceCounts.indices.first { sourceCounts[$0] > 0 }.map { ItemPath($0, 0) }
        let anyTarget = targetCounts.indices.first { targetCounts[$0] > 0 }.map { ItemPath($0, 0) }
        if let move = items.moved.first ?? anySource.flatMap({ s in anyTarget.map { PathPair(s, $0) } }) {
            let base = items.moved.isEmpty ? "an extra move" : "the move \(move)"
            let at = items.moved.isEmpty ? items.moved.count : 0
            func setMove(_ list: inout [PathPair], _ pair: PathPair) {
                if at < list.count { list[at] = pair } else { list.append(pair) }
            }
            for (label, path) in Self.outOfRange(sourceCounts) {
                add("with \(base) sourced \(label)") { setMove(&$0.moved, PathPair(path, move.target)) }
            }
            for (label, path) in Self.outOfRange(targetCounts) {
                add("with \(base) aimed \(label)") { setMove(&$0.moved, PathPair(move.source, path)) }
            }
        }
        guard let move = items.moved.first else { return }
        add("with move source \(move.source) also deleted") { Self.sortedInsert(move.source, into: &$0.deleted) }
        add("with move destination \(move.target) also inserted") { Self.sortedInsert(move.target, into: &$0.inserted) }
        add("with the move \(move) listed twice") { $0.moved.insert(move, at: 0) }
        if items.moved.count >= 2 {
            add("with two moves to \(move.target)") { $0.moved[1].target = move.target }
            add("with moves in descending order") { $0.moved.reverse() }
        } else if let survivor = survivors.first {
            add("with survivor \(survivor) also moved to \(move.target)") {
                Self.sortedInsert(PathPair(survivor, move.target), into: &$0.moved)
            }
        }
        let sections = targetCounts.count
        if let next = (1..<max(sections, 1)).lazy.map({ (move.target.section + $0) % sections }).first(where: {
            targetCounts[$0] > 0
        }) {
            let aim = ItemPath(next, min(move.target.item, targetCounts[next] - 1))
            add("with the move \(move) aimed at \(aim), in another section") { $0.moved[0].target = aim }
        }
        if let survivor = survivors.first, let slot = items.inserted.first {
            add("moving survivor \(survivor) onto inserted slot \(slot)") {
                $0.inserted.removeFirst()
                Self.sortedInsert(PathPair(survivor, slot), into: &$0.moved)
                $0.updated.removeAll { $0.source == survivor }
            }
        }
    }

    private mutating func addUpdateVariants() {
        let items = changeset.items
        // A kept pair to vary: the first update, else the first move.
        guard let update = items.updated.first ?? items.moved.first else { return }
        let base = items.updated.isEmpty ? "an update of the move \(update)" : "the update \(update)"
        let at = items.updated.isEmpty ? items.updated.count : 0
        func setUpdate(_ list: inout [PathPair], _ pair: PathPair) {
            if at < list.count { list[at] = pair } else { list.append(pair) }
        }
        for (label, path) in Self.outOfRange(sourceCounts) {
            add("with \(base) sourced \(label)") { setUpdate(&$0.updated, PathPair(path, update.target)) }
        }
        for (label, path) in Self.outOfRange(targetCounts) {
            add("with \(base) aimed \(label)") { setUpdate(&$0.updated, PathPair(update.source, path)) }
        }
        if let deleted = items.deleted.first {
            add("with \(base) sourced from deleted \(deleted)") { setUpdate(&$0.updated, PathPair(deleted, update.target)) }
        }
        let insertedSlot = items.inserted.first, sectionSlot = slotsInsertedWithSection.first
        if let slot = insertedSlot {
            add("with \(base) aimed at inserted \(slot)") { setUpdate(&$0.updated, PathPair(update.source, slot)) }
        }
        if let slot = sectionSlot {
            add("with \(base) aimed at \(slot), new with its section") {
                setUpdate(&$0.updated, PathPair(update.source, slot))
            }
        }
        // An item of a deleted section that stays behind lands nowhere; aimed
        // at an inserted slot if any, so that the slot check cannot answer first.
        let moveSources = Set(items.moved.map(\.source))
        let counts = sourceCounts
        let stranded = counts.indices.filter { partner[$0] < 0 }.lazy.flatMap { o in
            (0..<counts[o]).lazy.map { ItemPath(o, $0) }
        }.first { !moveSources.contains($0) }
        if let stranded, let slot = insertedSlot ?? sectionSlot ?? Optional(update.target) {
            add("with an update of \(stranded), left behind in its deleted section, aimed at \(slot)") {
                $0.updated.append(PathPair(stranded, slot))
            }
        }
        let slot = update.target
        let wrong = ItemPath(slot.section, slot.item + 1 < targetCounts[slot.section] ? slot.item + 1 : slot.item - 1)
        if wrong.item >= 0 {
            add("with \(base) aimed at \(wrong)") { setUpdate(&$0.updated, PathPair(update.source, wrong)) }
        }
        guard !items.updated.isEmpty else { return }
        add("with the update \(update) listed twice") { $0.updated.insert(update, at: 0) }
        add("without the update \(update)") { $0.updated.removeFirst() }
        if items.updated.count >= 2 { add("with updates in descending order") { $0.updated.reverse() } }
    }
}
