//===----------------------------------------------------------------------===//
// Applying a sectioned changeset strictly
//===----------------------------------------------------------------------===//

extension SectionedChangeset {
    /// Rebuilds the target from `source` the way one batch update means it
    /// (see `SectionedChangeset` for the index spaces): sections are placed
    /// like `DiffChangeset.apply(to:target:)` places elements; inside each partner
    /// pair deleted and moved-out items leave, moved items land at their
    /// target paths (from any section), and survivors fill the free slots in
    /// order; items of deleted sections not moved out disappear, slots of
    /// inserted sections not filled by moves are new.
    ///
    /// Only counts and what is inserted or updated (section models, items) are
    /// read from `target`, so comparing the result with `target` checks the
    /// changeset.
    ///
    /// The lists need not be ascending: only their contents are checked, in
    /// this order, and the first fault found is thrown:
    /// 1. the section half, as `DiffChangeset.apply(to:target:)` checks it on
    ///    section offsets (`.sections`);
    /// 2. every `deleted` path in list order: in range, not in a deleted
    ///    section, not repeated;
    /// 3. every `inserted` path in list order: in range, not in an inserted
    ///    section, not repeated;
    /// 4. every move in list order: source in range, target in range, source
    ///    not deleted, source not repeated, target not inserted, target not
    ///    repeated;
    /// 5. for every target section in order that has a partner, the partner's
    ///    survivors against the section's free slots;
    /// 6. every update in list order: source in range, target in range,
    ///    source not deleted (`.deletedAndKept`), source not an item of a
    ///    deleted section that stays behind (`.updateMisplaced` landing
    ///    nowhere), target not inserted explicitly or with its section,
    ///    source not repeated, target where the source lands.
    ///
    /// - Throws: `SectionedApplicationError` for the first inconsistency; it
    ///   never traps.
    /// - Complexity: O(*S* + *n* + *m* + *c*), *S* the sections, *n* and *m*
    ///   the source and target items, *c* the operations.
    public func apply<Model, Item>(
        to source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]
    ) throws(SectionedApplicationError) -> [DiffSection<Model, Item>] {
        let plan = try _itemPlacement(sourceCounts: source.map(\.items.count), targetCounts: target.map(\.items.count))
        var flatSource: [Item] = []
        flatSource.reserveCapacity(plan.source.total)
        for section in source { flatSource.append(contentsOf: section.items) }
        var result: [DiffSection<Model, Item>] = []
        result.reserveCapacity(target.count)
        for n in target.indices {
            let o = plan.sections.sourceOfTarget[n]
            let model = o < 0 || plan.sections.takesTarget[n] ? target[n].model : source[o].model
            var items: [Item] = []
            items.reserveCapacity(target[n].items.count)
            let start = plan.target.start[n]
            for k in target[n].items.indices {
                let from = plan.sourceOfTarget[start + k]
                items.append(from < 0 || plan.takesTarget[start + k] ? target[n].items[k] : flatSource[from])
            }
            result.append(DiffSection(model: model, items: items))
        }
        return result
    }

    /// Section starts in a flat numbering of items.
    struct _FlatIndex {
        var start: [Int]
        var counts: [Int]
        var total: Int { start.last ?? 0 }

        init(_ counts: [Int]) {
            self.counts = counts
            start = [0]
            start.reserveCapacity(counts.count + 1)
            for count in counts { start.append(start[start.count - 1] + count) }
        }

        func flat(_ path: ItemPath) -> Int? {
            guard path.section >= 0, path.section < counts.count, path.item >= 0, path.item < counts[path.section]
            else { return nil }
            return start[path.section] + path.item
        }

        func path(_ flat: Int) -> ItemPath {
            var low = 0, high = counts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if start[mid] <= flat { low = mid } else { high = mid - 1 }
            }
            return ItemPath(low, flat - start[low])
        }
    }

    struct _ItemPlacement {
        var sections: DiffChangeset._Placement
        var source: _FlatIndex
        var target: _FlatIndex
        /// For each flat target item, the flat source item it shows, or -1.
        var sourceOfTarget: [Int]
        /// Flat target items taken from the target (inserted or updated).
        var takesTarget: [Bool]
    }

    /// Checks the changeset against the counts and places every target item.
    func _itemPlacement(sourceCounts: [Int], targetCounts: [Int]) throws(SectionedApplicationError) -> _ItemPlacement {
        let sectionPlan: DiffChangeset._Placement
        do {
            sectionPlan = try sections._placement(sourceCount: sourceCounts.count, targetCount: targetCounts.count)
        } catch {
            throw .sections(error)
        }
        var partner = [Int](repeating: -1, count: sourceCounts.count)
        for (n, o) in sectionPlan.sourceOfTarget.enumerated() where o >= 0 { partner[o] = n }
        let src = _FlatIndex(sourceCounts), tgt = _FlatIndex(targetCounts)
        // Roles: 0 survivor / free, 1 deleted / inserted, 2 moved / move destination.
        var sourceRole = [UInt8](repeating: 0, count: src.total)
        var targetRole = [UInt8](repeating: 0, count: tgt.total)
        var sourceOfTarget = [Int](repeating: -1, count: tgt.total)
        var landing = [Int](repeating: -1, count: src.total)

        for path in items.deleted {
            guard let flat = src.flat(path) else { throw .pathOutOfRange(list: "deleted", path: path) }
            guard partner[path.section] >= 0 else { throw .deleteInDeletedSection(path) }
            guard sourceRole[flat] == 0 else { throw .duplicatePath(list: "deleted", path: path) }
            sourceRole[flat] = 1
        }
        for path in items.inserted {
            guard let flat = tgt.flat(path) else { throw .pathOutOfRange(list: "inserted", path: path) }
            guard sectionPlan.sourceOfTarget[path.section] >= 0 else { throw .insertInInsertedSection(path) }
            guard targetRole[flat] == 0 else { throw .duplicatePath(list: "inserted", path: path) }
            targetRole[flat] = 1
        }
        for move in items.moved {
            guard let from = src.flat(move.source) else { throw .pathOutOfRange(list: "moved source", path: move.source) }
            guard let to = tgt.flat(move.target) else { throw .pathOutOfRange(list: "moved target", path: move.target) }
            switch sourceRole[from] {
            case 1: throw .deletedAndKept(list: "moved", path: move.source)
            case 2: throw .duplicatePath(list: "moved source", path: move.source)
            default: sourceRole[from] = 2
            }
            switch targetRole[to] {
            case 1: throw .insertedAndFilled(list: "a move destination", path: move.target)
            case 2: throw .duplicatePath(list: "moved target", path: move.target)
            default: targetRole[to] = 2
            }
            sourceOfTarget[to] = from
            landing[from] = to
        }
        // Implicit deletes and inserts of whole sections.
        for o in sourceCounts.indices where partner[o] < 0 {
            for flat in src.start[o]..<src.start[o + 1] where sourceRole[flat] == 0 { sourceRole[flat] = 1 }
        }
        for n in targetCounts.indices where sectionPlan.sourceOfTarget[n] < 0 {
            for flat in tgt.start[n]..<tgt.start[n + 1] where targetRole[flat] == 0 { targetRole[flat] = 1 }
        }
        // Survivors of each partner pair.
        for n in targetCounts.indices {
            let o = sectionPlan.sourceOfTarget[n]
            guard o >= 0 else { continue }
            let sourceStart = src.start[o], targetStart = tgt.start[n]
            let (survivors, freeSlots) = DiffChangeset.placeSurvivors(
                sourceCount: sourceCounts[o], targetCount: targetCounts[n],
                isSurvivor: { sourceRole[sourceStart + $0] == 0 }, isFreeSlot: { targetRole[targetStart + $0] == 0 }
            ) { s, t in
                sourceOfTarget[targetStart + t] = sourceStart + s
                landing[sourceStart + s] = targetStart + t
            }
            guard survivors == freeSlots else {
                throw .survivorCountMismatch(source: o, target: n, survivors: survivors, freeSlots: freeSlots)
            }
        }
        var takesTarget = targetRole.map { $0 == 1 }
        var updatedSource = [Bool](repeating: false, count: src.total)
        for pair in items.updated {
            guard let from = src.flat(pair.source) else { throw .pathOutOfRange(list: "updated source", path: pair.source) }
            guard let to = tgt.flat(pair.target) else { throw .pathOutOfRange(list: "updated target", path: pair.target) }
            guard sourceRole[from] != 1 || landing[from] >= 0 else {
                if items.deleted.contains(pair.source) { throw .deletedAndKept(list: "updated", path: pair.source) }
                throw .updateMisplaced(pair, landsAt: nil)
            }
            guard targetRole[to] != 1 else { throw .insertedAndFilled(list: "an update target", path: pair.target) }
            guard !updatedSource[from] else { throw .duplicatePath(list: "updated source", path: pair.source) }
            updatedSource[from] = true
            guard landing[from] == to else {
                throw .updateMisplaced(pair, landsAt: landing[from] < 0 ? nil : tgt.path(landing[from]))
            }
            takesTarget[to] = true
        }
        return _ItemPlacement(
            sections: sectionPlan, source: src, target: tgt, sourceOfTarget: sourceOfTarget, takesTarget: takesTarget)
    }
}

/// Why applying a sectioned changeset does not give the target.
public enum SectionedRebuildFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The changeset does not fit the collections.
    case doesNotApply(SectionedApplicationError)
    /// The rebuilt section model differs from the target's.
    case sectionDiffers(atTargetSection: Int)
    /// The rebuilt item differs from the target's.
    case itemDiffers(at: SectionedChangeset.ItemPath)

    /// One line saying why, e.g. "applying the changeset gives a different item
    /// at target path (1, 0)".
    public var description: String {
        switch self {
        case let .doesNotApply(error): "the sectioned changeset does not apply: \(error)"
        case let .sectionDiffers(section): "applying the changeset gives a different model for target section \(section)"
        case let .itemDiffers(path): "applying the changeset gives a different item at target path \(path)"
        }
    }
}

extension SectionedChangeset {
    /// Checks that applying the changeset to `source` rebuilds `target`
    /// (models and items compared with `==`).
    ///
    /// - Throws: `SectionedRebuildFailure`; it never traps.
    /// - Complexity: as `apply(to:target:)`.
    public func checkRebuilds<Model: Equatable, Item: Equatable>(
        source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]
    ) throws(SectionedRebuildFailure) {
        let rebuilt: [DiffSection<Model, Item>]
        do {
            rebuilt = try apply(to: source, target: target)
        } catch {
            throw .doesNotApply(error)
        }
        for n in rebuilt.indices {
            guard rebuilt[n].model == target[n].model else { throw .sectionDiffers(atTargetSection: n) }
            for k in rebuilt[n].items.indices where rebuilt[n].items[k] != target[n].items[k] {
                throw .itemDiffers(at: ItemPath(n, k))
            }
        }
    }
}
