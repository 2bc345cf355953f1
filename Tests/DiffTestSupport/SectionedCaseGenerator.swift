import DiffAlgorithms
import Workloads

/// Draws seeded sectioned cases that exercise the multi-section batch rules
/// (docs/batch-update-rules.md §8 seed generators b–e): empty sections,
/// sections emptied or filled, items crossing into inserted or out of
/// deleted sections, section moves with item moves inside, reloaded sections
/// and items. The fuzzer draws its sectioned cases the same way (and adds
/// duplicates); these tests keep their own copy, so that their cases stay
/// what they are whatever the fuzzer's generator becomes.
///
/// Section identities are drawn from 0..<100, item identities from 100 up, so
/// the two never meet; no identity repeats on a side.
public enum SectionedCaseGenerator {
    /// A case of at most 6 sections of at most 6 items each on the source
    /// side (the target gains inserted items and empty sections).
    ///
    /// - Complexity: O(*S* + *n*).
    public static func next(_ random: inout SplitMix64) -> SectionedCase {
        let maxSections = 6
        let maxItems = 6
        var nextItem = 100
        var sourceSections: [AtomSection] = []
        let sectionCount = random.next(below: maxSections + 1)
        for s in 0..<sectionCount {
            let count = random.next(below: 4) == 0 ? 0 : random.next(below: maxItems + 1)
            var items: [Atom] = []
            for _ in 0..<count {
                items.append(Atom(nextItem))
                nextItem += 1
            }
            sourceSections.append(AtomSection(model: Atom(s), items: items))
        }
        // Sections: keep, delete, reload; then insert new and shuffle some.
        var target: [AtomSection] = []
        var loose: [Atom] = []  // items that land in a random section later
        for section in sourceSections {
            switch random.next(below: 8) {
            case 0:  // deleted; some of its items move out
                loose += section.items.filter { _ in random.next(below: 2) == 0 }
            case 1: target.append(AtomSection(model: Atom(section.model.id, content: 1), items: section.items))
            default: target.append(section)
            }
        }
        for _ in 0..<random.next(below: 3) {
            let id = 50 + random.next(below: 50)
            guard !target.contains(where: { $0.model.id == id }) else { continue }
            target.insert(AtomSection(model: Atom(id), items: []), at: random.next(below: target.count + 1))
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
            var kept: [Atom] = []
            for item in target[s].items {
                switch random.next(below: 10) {
                case 0: continue  // deleted
                case 1: loose.append(item)  // moves somewhere
                case 2: kept.append(Atom(item.id, content: item.content + 1))
                default: kept.append(item)
                }
            }
            if random.next(below: 6) == 0 { loose.append(contentsOf: kept); kept = [] }  // emptied
            target[s].items = kept
        }
        for _ in 0..<random.next(below: 4) {
            loose.append(Atom(nextItem))
            nextItem += 1
        }
        if !target.isEmpty {
            for item in loose {
                let s = random.next(below: target.count)
                target[s].items.insert(item, at: random.next(below: target[s].items.count + 1))
            }
        }
        return SectionedCase(source: sourceSections, target: target)
    }
}
