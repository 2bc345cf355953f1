//===----------------------------------------------------------------------===//
// Sectioned diff over any DiffAlgorithm
//===----------------------------------------------------------------------===//

extension SectionedChangeset {
    /// Computes the sectioned changeset that turns `source` into `target`
    /// with `algorithm`.
    ///
    /// 1. **Sections** are diffed by their models' identities with
    ///    `algorithm` (so an algorithm without moves reports a moved section
    ///    as deleted and inserted). Matched sections become partners.
    /// 2. **Items** are matched by identity across the whole collection: an
    ///    item whose target section is not its source section's partner is a
    ///    move (also out of a deleted or into an inserted section), as in
    ///    diffable data sources.
    /// 3. Inside each partner pair, `algorithm` decides which of the pair's
    ///    common items stay, move or (for algorithms without moves) are
    ///    deleted and inserted again.
    ///
    /// Content is compared for every matched section and item (`updated`).
    ///
    ///     let changes = try SectionedChangeset(diffing: old, to: new, using: HashKeyedLinearDiff())
    ///
    /// - Throws: `SectionedDiffError`: duplicate section or item identities
    ///   (rejected, never matched), or the algorithm's `DiffError`.
    /// - Complexity: One hash per item identity (the flat diff's cost), the
    ///   algorithm's cost on the section list and on each partner pair, plus
    ///   O(*S* + *n* + *m* + *c* log *c*), *c* the reported item operations.
    @inlinable
    public init<Model, Item>(
        diffing source: [DiffSection<Model, Item>], to target: [DiffSection<Model, Item>],
        using algorithm: any DiffAlgorithm
    ) throws(SectionedDiffError) {
        var differ = _SectionedDiffer(source: source, target: target, algorithm: algorithm)
        self = try differ.run()
    }
}

extension DiffAlgorithm {
    /// The sectioned changeset from `source` to `target`; see
    /// `SectionedChangeset(diffing:to:using:)`.
    @inlinable
    public func diff<Model, Item>(
        from source: [DiffSection<Model, Item>], to target: [DiffSection<Model, Item>]
    ) throws(SectionedDiffError) -> SectionedChangeset {
        try SectionedChangeset(diffing: source, to: target, using: self)
    }
}

/// The state of one sectioned diff.
@usableFromInline
struct _SectionedDiffer<Model: Diffable, Item: Diffable> {
    @usableFromInline typealias ItemPath = SectionedChangeset.ItemPath
    @usableFromInline typealias PathPair = SectionedChangeset.PathPair

    @usableFromInline let source: [DiffSection<Model, Item>]
    @usableFromInline let target: [DiffSection<Model, Item>]
    @usableFromInline let algorithm: any DiffAlgorithm
    /// Section start offsets in the flat numbering of each side.
    @usableFromInline var oldStart: [Int] = [], newStart: [Int] = []
    /// Flat item codes of each side.
    @usableFromInline var oldCodes: [Int32] = [], newCodes: [Int32] = []
    /// For each code, its flat position on each side, or -1.
    @usableFromInline var oldPosition: [Int32] = [], newPosition: [Int32] = []
    /// The section of each flat position.
    @usableFromInline var oldSection: [Int32] = [], newSection: [Int32] = []
    /// Partner of each source section, -1 if deleted; and the inverse.
    @usableFromInline var partner: [Int] = [], partnerOf: [Int] = []
    @usableFromInline var items = SectionedChangeset.ItemChanges()

    @inlinable
    init(source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>], algorithm: any DiffAlgorithm) {
        self.source = source
        self.target = target
        self.algorithm = algorithm
    }

    @inlinable
    mutating func run() throws(SectionedDiffError) -> SectionedChangeset {
        let sections = try diffSections()
        try internItems()
        for n in target.indices where partnerOf[n] >= 0 {
            try diffPair(old: partnerOf[n], new: n)
        }
        crossSectionMoves()
        _SectionedPathOrder.sort(&items.deleted, starts: oldStart)
        _SectionedPathOrder.sort(&items.inserted, starts: newStart)
        _SectionedPathOrder.sort(&items.moved, sourceStarts: oldStart)
        _SectionedPathOrder.sort(&items.updated, sourceStarts: oldStart)
        return SectionedChangeset(sections: sections, items: items)
    }

    /// Diffs the section models; fills `partner` and `partnerOf`.
    @inlinable
    mutating func diffSections() throws(SectionedDiffError) -> DiffChangeset {
        if let refusal = algorithm.refusal(sourceCount: source.count, targetCount: target.count) {
            throw .diff(.refused(refusal))
        }
        guard let codes = IdentityCodes(source: source, target: target) else {
            throw .diff(.refused(DiffRefusal(algorithm: algorithm.id, reason: "too many sections for identity codes")))
        }
        try Self.rejectDuplicates(codes.old, distinct: codes.distinctCount) { first, second in
            .duplicateSectionIdentity(.source, first: first, second: second)
        }
        try Self.rejectDuplicates(codes.new, distinct: codes.distinctCount) { first, second in
            .duplicateSectionIdentity(.target, first: first, second: second)
        }
        if let refusal = algorithm.refusal(for: codes) { throw .diff(.refused(refusal)) }
        let matching = algorithm.matching(for: codes)
        let changeset: DiffChangeset
        do {
            changeset = try DiffChangeset(matching: matching, source: source, target: target)
        } catch {
            throw .diff(.illFormedMatching(algorithm: algorithm.id, error))
        }
        partner = matching.targetOfSource
        partnerOf = [Int](repeating: -1, count: target.count)
        for (o, n) in partner.enumerated() where n >= 0 { partnerOf[n] = o }
        return changeset
    }

    @inlinable
    static func rejectDuplicates(
        _ codes: [Int32], distinct: Int, _ error: (Int, Int) -> SectionedDiffError
    ) throws(SectionedDiffError) {
        var seen = [Int32](repeating: -1, count: distinct)
        for (offset, code) in codes.enumerated() {
            let first = seen[Int(code)]
            if first >= 0 { throw error(Int(first), offset) }
            seen[Int(code)] = Int32(offset)
        }
    }

    /// Interns every item identity once and rejects duplicates.
    @inlinable
    mutating func internItems() throws(SectionedDiffError) {
        var oldTotal = 0, newTotal = 0
        oldStart = [0]
        for section in source {
            oldTotal += section.items.count
            oldStart.append(oldTotal)
        }
        newStart = [0]
        for section in target {
            newTotal += section.items.count
            newStart.append(newTotal)
        }
        guard oldTotal <= IdentityCodes.maximumCount, newTotal <= IdentityCodes.maximumCount else {
            throw .diff(.refused(DiffRefusal(
                algorithm: algorithm.id,
                reason: "\(oldTotal) × \(newTotal) items exceed the \(IdentityCodes.maximumCount) per collection that identity codes support")))
        }
        var interner = _SectionedInterner<Item>(capacity: oldTotal + newTotal)
        oldCodes = Self.flatCodes(of: source, total: oldTotal, interner: &interner)
        newCodes = Self.flatCodes(of: target, total: newTotal, interner: &interner)
        oldSection = Self.flatSections(of: source, total: oldTotal)
        newSection = Self.flatSections(of: target, total: newTotal)
        let distinct = interner.distinctCount
        oldPosition = [Int32](repeating: -1, count: distinct)
        newPosition = [Int32](repeating: -1, count: distinct)
        for (flat, code) in oldCodes.enumerated() {
            let first = oldPosition[Int(code)]
            guard first < 0 else {
                throw .duplicateItemIdentity(.source, first: path(Int(first), oldSection, oldStart), second: path(flat, oldSection, oldStart))
            }
            oldPosition[Int(code)] = Int32(flat)
        }
        for (flat, code) in newCodes.enumerated() {
            let first = newPosition[Int(code)]
            guard first < 0 else {
                throw .duplicateItemIdentity(.target, first: path(Int(first), newSection, newStart), second: path(flat, newSection, newStart))
            }
            newPosition[Int(code)] = Int32(flat)
        }
    }

    /// The codes of every item of `sections`, section after section.
    ///
    /// - Complexity: O(*total*) expected, one hash per item.
    @inlinable
    static func flatCodes(
        of sections: [DiffSection<Model, Item>], total: Int, interner: inout _SectionedInterner<Item>
    ) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: total) { codes, initialized in
            initialized = total
            guard let base = codes.baseAddress else { return }
            var offset = 0
            for section in sections {
                interner.write(codesOf: section.items, to: base + offset)
                offset += section.items.count
            }
        }
    }

    /// The section of every flat position of `sections`.
    ///
    /// - Complexity: O(*total* + *S*).
    @inlinable
    static func flatSections(of sections: [DiffSection<Model, Item>], total: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: total) { flat, initialized in
            initialized = total
            guard let base = flat.baseAddress else { return }
            var offset = 0
            for (s, section) in sections.enumerated() {
                (base + offset).initialize(repeating: Int32(s), count: section.items.count)
                offset += section.items.count
            }
        }
    }

    @inlinable
    func path(_ flat: Int, _ sections: [Int32], _ starts: [Int]) -> ItemPath {
        let s = Int(sections[flat])
        return ItemPath(s, flat - starts[s])
    }

    /// Runs the algorithm on the items of partner sections `o` → `n`.
    ///
    /// Local codes: the source item at offset *k* is code *k* (identities are
    /// unique); a target item gets its source offset's code when it comes from
    /// `o`, else a fresh code. No hashing.
    @inlinable
    mutating func diffPair(old o: Int, new n: Int) throws(SectionedDiffError) {
        let oldCount = source[o].items.count, newCount = target[n].items.count
        guard oldCount > 0 || newCount > 0 else { return }
        if let refusal = algorithm.refusal(sourceCount: oldCount, targetCount: newCount) {
            throw .diff(.refused(refusal))
        }
        let oStart = oldStart[o], nStart = newStart[n]
        var fresh = Int32(oldCount)
        var local = [Int32](repeating: 0, count: newCount)
        for k in 0..<newCount {
            let p = Int(oldPosition[Int(newCodes[nStart + k])])
            if p >= 0 && Int(oldSection[p]) == o {
                local[k] = Int32(p - oStart)
            } else {
                local[k] = fresh
                fresh += 1
            }
        }
        let codes = IdentityCodes(old: (0..<Int32(oldCount)).map { $0 }, new: local, distinctCount: Int(fresh))
        if let refusal = algorithm.refusal(for: codes) { throw .diff(.refused(refusal)) }
        let matching = algorithm.matching(for: codes)
        let pair: DiffChangeset
        do {
            pair = try DiffChangeset(matching: matching, source: source[o].items, target: target[n].items)
        } catch {
            throw .diff(.illFormedMatching(algorithm: algorithm.id, error))
        }
        for k in pair.deleted {
            // Deleted unless it moves to another section (crossSectionMoves).
            let q = Int(newPosition[Int(oldCodes[oStart + k])])
            if q < 0 || Int(newSection[q]) == n { items.deleted.append(ItemPath(o, k)) }
        }
        for k in pair.inserted {
            let p = Int(oldPosition[Int(newCodes[nStart + k])])
            if p < 0 || Int(oldSection[p]) == o { items.inserted.append(ItemPath(n, k)) }
        }
        for m in pair.moved { items.moved.append(PathPair(ItemPath(o, m.source), ItemPath(n, m.target))) }
        for u in pair.updated { items.updated.append(PathPair(ItemPath(o, u.source), ItemPath(n, u.target))) }
    }

    /// Every item whose target section is not its source section's partner
    /// moves, and is updated when its content changed.
    @inlinable
    mutating func crossSectionMoves() {
        for (flat, code) in oldCodes.enumerated() {
            let q = Int(newPosition[Int(code)])
            guard q >= 0 else { continue }
            let o = Int(oldSection[flat]), n = Int(newSection[q])
            guard partner[o] != n else { continue }
            let from = ItemPath(o, flat - oldStart[o]), to = ItemPath(n, q - newStart[n])
            items.moved.append(PathPair(from, to))
            if !source[o].items[from.item].hasSameContent(as: target[n].items[to.item]) {
                items.updated.append(PathPair(from, to))
            }
        }
    }
}
