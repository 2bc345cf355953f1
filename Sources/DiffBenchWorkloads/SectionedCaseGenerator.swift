import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Seeded sectioned cases
//===----------------------------------------------------------------------===//

/// Draws sectioned cases that exercise the multi-section batch rules
/// (docs/batch-update-rules.md §8 seed generators b–e): empty sections,
/// sections emptied or filled, items crossing into inserted or out of deleted
/// sections, section moves with item moves inside, reloaded sections and
/// items, and, in one case of `duplicateChance` (never when it is 0, which
/// also draws nothing for it), a repeated identity.
///
/// Section identities are drawn from 0..<100, item identities from 100 up, so
/// the two never meet.
public enum SectionedCaseGenerator {
    /// A case of at most `maxSections` sections of at most `maxItems` items.
    ///
    /// - Complexity: O(*S* + *n*).
    public static func next(
        _ random: inout WorkloadRandom, maxSections: Int = 6, maxItems: Int = 6, duplicateChance: Int = 8
    ) -> SectionedCase {
        var nextItem = 100
        var sourceSections: [WorkloadAtomSection] = []
        let sectionCount = random.next(below: maxSections + 1)
        for s in 0..<sectionCount {
            let count = random.next(below: 4) == 0 ? 0 : random.next(below: maxItems + 1)
            var items: [WorkloadAtom] = []
            for _ in 0..<count {
                items.append(WorkloadAtom(nextItem))
                nextItem += 1
            }
            sourceSections.append(WorkloadAtomSection(model: WorkloadAtom(s), items: items))
        }
        // Sections: keep, delete, reload; then insert new and shuffle some.
        var target: [WorkloadAtomSection] = []
        var loose: [WorkloadAtom] = []  // items that land in a random section later
        for section in sourceSections {
            switch random.next(below: 8) {
            case 0:  // deleted; some of its items move out
                loose += section.items.filter { _ in random.next(below: 2) == 0 }
            case 1: target.append(WorkloadAtomSection(model: WorkloadAtom(section.model.id, content: 1), items: section.items))
            default: target.append(section)
            }
        }
        for _ in 0..<random.next(below: 3) {
            let id = 50 + random.next(below: 50)
            guard !target.contains(where: { $0.model.id == id }) else { continue }
            target.insert(WorkloadAtomSection(model: WorkloadAtom(id), items: []), at: random.next(below: target.count + 1))
        }
        if target.count > 1 {
            for _ in 0..<random.next(below: 3) {
                let from = random.next(below: target.count)
                let section = target.remove(at: from)
                target.insert(section, at: random.next(below: target.count + 1))
            }
        }
        // Items: delete, update, move (within or across sections), insert new.
        for s in target.indices {
            var kept: [WorkloadAtom] = []
            for item in target[s].items {
                switch random.next(below: 10) {
                case 0: continue  // deleted
                case 1: loose.append(item)  // moves somewhere
                case 2: kept.append(WorkloadAtom(item.id, content: item.content + 1))
                default: kept.append(item)
                }
            }
            if random.next(below: 6) == 0 { loose.append(contentsOf: kept); kept = [] }  // emptied
            target[s].items = kept
        }
        for _ in 0..<random.next(below: 4) {
            loose.append(WorkloadAtom(nextItem))
            nextItem += 1
        }
        if !target.isEmpty {
            for item in loose {
                let s = random.next(below: target.count)
                target[s].items.insert(item, at: random.next(below: target[s].items.count + 1))
            }
        }
        var result = SectionedCase(source: sourceSections, target: target)
        if duplicateChance > 0, random.next(below: duplicateChance) == 0 { addDuplicate(&result, &random) }
        return result
    }

    /// Repeats one section or item identity on one side.
    private static func addDuplicate(_ c: inout SectionedCase, _ random: inout WorkloadRandom) {
        let onSource = random.next(below: 2) == 0
        var sections = onSource ? c.source : c.target
        guard !sections.isEmpty else { return }
        let s = random.next(below: sections.count)
        if random.next(below: 2) == 0 {
            sections.append(WorkloadAtomSection(model: sections[s].model, items: []))
        } else if let item = sections.flatMap(\.items).first {
            sections[s].items.append(item)
        } else {
            return
        }
        if onSource { c.source = sections } else { c.target = sections }
    }
}
