import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Decoding libFuzzer bytes into a sectioned case (sectioned-libfuzzer)
//===----------------------------------------------------------------------===//

extension SectionedCase {
    /// The sectioned case that libFuzzer's bytes describe: a source, and
    /// what becomes of each of its sections and items in the target. Every
    /// byte string decodes to some case; missing bytes read as 0, which
    /// means "nothing more" (no items, kept, no insertions, no duplicate).
    ///
    /// - byte 0: the number of source sections *S*, `% 7` (0…6);
    /// - per source section *s* (identity *s*), one byte: its item count
    ///   (bits 0–2: 0…7), its fate (bits 3–4: 0 or 3 kept, 1 kept with new
    ///   content — a reloaded section, 2 deleted) and its sort key (bits
    ///   5–7); then one byte per item (identities 100, 101, … in source
    ///   order): its fate (bits 0–1: 0 stays in its section, 1 stays with new
    ///   content, 2 deleted, 3 moves to target section (bits 5–7) mod *T*,
    ///   with new content when its sort key is odd) and its sort key (bits
    ///   2–4); an item that stays in a deleted section is deleted;
    /// - one byte: inserted sections *I*, `% 4`, then one byte each: its
    ///   sort key (bits 0–2); identities 50, 51, …;
    /// - one byte: fresh items *F*, `% 4`, then one byte each: its target
    ///   section (bits 3–7, mod *T*) and sort key (bits 0–2); identities
    ///   200, 201, …;
    /// - one byte: a duplicate when its high nibble is `0xF` (one case in
    ///   16): bits 0–1 say what repeats (0 a source section, 1 a target
    ///   section, 2 a source item, 3 a target item), bits 2–3 which one.
    ///
    /// The target's sections are the kept and the inserted ones, ordered by
    /// sort key (ties: source order, then inserted order), so unequal keys
    /// move sections; *T* is their number (items that would move when
    /// *T* = 0 are deleted). A target section's items — the ones that stay,
    /// the ones moved in (also out of deleted sections and into inserted
    /// ones) and the fresh ones — are ordered the same way (ties: source
    /// order, then fresh order), so unequal keys move items within a section.
    /// Identities are unique unless the duplicate byte repeats one.
    ///
    ///     let c = [2, 0x11, 0x0B, 0x01, 0x00].withUnsafeBytes { SectionedCase(fuzzBytes: $0) }
    ///     // docs/batch-update-rules.md §8 T9: S0:[100] S1:[101] → S1:[101,100] (section 0 deleted, its item moved out)
    ///
    /// - Complexity: O(*b* log *b*) for *b* bytes.
    package init(fuzzBytes bytes: UnsafeRawBufferPointer) {
        var reader = FuzzByteReader(bytes)
        var decoder = SectionedCaseDecoder()
        let sourceCount = reader.next() % 7
        for _ in 0..<sourceCount {
            let section = reader.next()
            let items = (0..<(section & 7)).map { _ in reader.next() }
            decoder.addSourceSection(section, items: items)
        }
        for _ in 0..<(reader.next() % 4) { decoder.insertedSectionKeys.append(reader.next() & 7) }
        for _ in 0..<(reader.next() % 4) { decoder.freshItems.append(reader.next()) }
        self = decoder.decode(duplicate: reader.next())
    }
}

/// The source and the byte-coded fates of `SectionedCase(fuzzBytes:)`,
/// turned into the target.
struct SectionedCaseDecoder {
    /// A section's or an item's place in its target list: sort key, then
    /// the order it was seen in.
    private struct Placed<Value> {
        var key: Int
        var order: Int
        var value: Value
    }

    private(set) var source: [WorkloadAtomSection] = []
    /// Each source section's byte, and its items' bytes.
    private var sectionBytes: [Int] = []
    private var itemBytes: [[Int]] = []
    var insertedSectionKeys: [Int] = []
    var freshItems: [Int] = []

    /// Adds source section `source.count` with one item per byte of `items`.
    mutating func addSourceSection(_ byte: Int, items: [Int]) {
        let first = 100 + source.reduce(0) { $0 + $1.items.count }
        source.append(WorkloadAtomSection(model: WorkloadAtom(source.count), items: items.indices.map { WorkloadAtom(first + $0) }))
        sectionBytes.append(byte)
        itemBytes.append(items)
    }

    /// The case, with the duplicate `duplicate` asks for.
    func decode(duplicate: Int) -> SectionedCase {
        // Sections: kept (maybe with new content) and inserted, by key.
        var sections: [Placed<(model: WorkloadAtom, source: Int?)>] = []
        for (s, byte) in sectionBytes.enumerated() where (byte >> 3) & 3 != 2 {
            let content = (byte >> 3) & 3 == 1 ? 1 : 0
            sections.append(Placed(key: byte >> 5, order: s, value: (WorkloadAtom(s, content: content), s)))
        }
        for (i, key) in insertedSectionKeys.enumerated() {
            sections.append(Placed(key: key, order: source.count + i, value: (WorkloadAtom(50 + i), nil)))
        }
        sections.sort { ($0.key, $0.order) < ($1.key, $1.order) }
        var partner = [Int?](repeating: nil, count: source.count)
        for (n, section) in sections.enumerated() {
            if let s = section.value.source { partner[s] = n }
        }
        // Items: stay, move (anywhere) or go; then the fresh ones.
        let t = sections.count
        var items = [[Placed<WorkloadAtom>]](repeating: [], count: t)
        var order = 0
        for (s, section) in source.enumerated() {
            for (k, item) in section.items.enumerated() {
                let byte = itemBytes[s][k]
                let key = (byte >> 2) & 7
                defer { order += 1 }
                switch byte & 3 {
                case 0, 1:
                    guard let n = partner[s] else { continue }  // its section is deleted
                    items[n].append(Placed(key: key, order: order, value: WorkloadAtom(item.id, content: byte & 3)))
                case 2:
                    continue
                default:
                    guard t > 0 else { continue }
                    items[(byte >> 5) % t].append(Placed(key: key, order: order, value: WorkloadAtom(item.id, content: (byte >> 2) & 1)))
                }
            }
        }
        if t > 0 {
            for (j, byte) in freshItems.enumerated() {
                items[(byte >> 3) % t].append(Placed(key: byte & 7, order: order + j, value: WorkloadAtom(200 + j)))
            }
        }
        let target = sections.indices.map { n in
            WorkloadAtomSection(
                model: sections[n].value.model,
                items: items[n].sorted { ($0.key, $0.order) < ($1.key, $1.order) }.map(\.value))
        }
        var result = SectionedCase(source: source, target: target)
        if duplicate >> 4 == 0xF { Self.repeatIdentity(in: &result, kind: duplicate & 3, which: (duplicate >> 2) & 3) }
        return result
    }

    /// Repeats a section identity (`kind` 0: source, 1: target) as an empty
    /// section at the end, or an item identity (2: source, 3: target) at the
    /// end of a section; `which` picks them. No change when the side has no
    /// section or no item to repeat.
    static func repeatIdentity(in c: inout SectionedCase, kind: Int, which: Int) {
        var sections = kind % 2 == 0 ? c.source : c.target
        guard !sections.isEmpty else { return }
        if kind < 2 {
            sections.append(WorkloadAtomSection(model: sections[which % sections.count].model, items: []))
        } else {
            let all = sections.flatMap(\.items)
            guard !all.isEmpty else { return }
            sections[which % sections.count].items.append(all[which % all.count])
        }
        if kind % 2 == 0 { c.source = sections } else { c.target = sections }
    }
}
