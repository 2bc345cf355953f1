import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SectionedReferenceApplier: a strict sectioned replay, independent of apply
//===----------------------------------------------------------------------===//

/// Applies a sectioned changeset by replaying it the way UIKit performs one
/// batch update, on items tagged with their source path: sections first
/// (`ReferenceApplier` on section offsets), then every deleted and moved-out
/// item leaves its source section in descending path order (a deleted
/// section's items all leave), then every inserted item and move
/// destination enters its target section in ascending order (every slot of
/// an inserted section enters: a move destination or a new item).
///
/// A reference oracle for `SectionedChangeset.apply(to:target:)` (property
/// `sectioned-rejects-ill-formed`): written deliberately without the
/// library's flat numbering and survivor placement (`_itemPlacement`,
/// `placeSurvivors`), so that a bug there cannot hide itself here. Do not
/// replace it with a call to the library.
///
/// Index spaces: as in `SectionedChangeset` (deleted paths and move and
/// update sources in `source`; inserted paths and move and update targets
/// in `target`).
enum SectionedReferenceApplier {
    typealias ItemPath = SectionedChangeset.ItemPath

    /// Where an item of the replay came from.
    private enum Tag: Equatable {
        case source(ItemPath)
        case inserted
    }

    /// The rebuilt sections, or `nil` when the changeset does not fit: the
    /// section half does not fit (`ReferenceApplier`), a path is out of
    /// range or listed twice, an explicit delete lies in a deleted section
    /// or an explicit insert in an inserted one, a deleted item is also
    /// moved, an inserted slot also a move destination, the item counts do
    /// not add up, or an update pair's source does not end at its target.
    ///
    /// Only counts, the section models of inserted and reloaded sections and
    /// the items at new and updated slots are read from `target`.
    ///
    /// - Complexity: O((*n* + *m*) · *c* + *S*), *c* the item operations
    ///   (array insertions and removals); meant for fuzz-sized inputs.
    static func apply<Model, Item>(
        _ changeset: SectionedChangeset, source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]
    ) -> [DiffSection<Model, Item>]? {
        let sectionTags = Array(source.indices)
        let blank = [Int](repeating: -1, count: target.count)
        let s = changeset.sections
        // The full section half must fit; without its reloads it tells each
        // target section's partner (-1: inserted).
        guard ReferenceApplier.apply(s, source: sectionTags, target: blank) != nil,
            let partnerOf = ReferenceApplier.apply(
                DiffChangeset(deleted: s.deleted, inserted: s.inserted, moved: s.moved), source: sectionTags, target: blank)
        else { return nil }
        let reloaded = Set(s.updated.map(\.target))
        guard let tags = itemTags(changeset.items, source: source, target: target, partnerOf: partnerOf) else { return nil }

        var result: [DiffSection<Model, Item>] = []
        for (n, row) in tags.enumerated() {
            let o = partnerOf[n]
            let model = o < 0 || reloaded.contains(n) ? target[n].model : source[o].model
            let items = row.enumerated().map { k, tag in
                switch tag {
                case .inserted: target[n].items[k]
                case .source(let path): source[path.section].items[path.item]
                }
            }
            result.append(DiffSection(model: model, items: items))
        }
        for pair in changeset.items.updated {
            result[pair.target.section].items[pair.target.item] = target[pair.target.section].items[pair.target.item]
        }
        return result
    }

    /// Every target slot's tag after the item replay, or `nil`.
    private static func itemTags<Model, Item>(
        _ items: SectionedChangeset.ItemChanges, source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>],
        partnerOf: [Int]
    ) -> [[Tag]]? {
        func fits(_ path: ItemPath, _ sections: [DiffSection<Model, Item>]) -> Bool {
            sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
        }
        let deleted = Set(items.deleted), inserted = Set(items.inserted)
        let moveSources = Set(items.moved.map(\.source)), moveTargets = Set(items.moved.map(\.target))
        let keptSections = Set(partnerOf.filter { $0 >= 0 })
        guard deleted.count == items.deleted.count, inserted.count == items.inserted.count,
            moveSources.count == items.moved.count, moveTargets.count == items.moved.count,
            deleted.union(moveSources).allSatisfy({ fits($0, source) }),
            inserted.union(moveTargets).allSatisfy({ fits($0, target) }),
            deleted.allSatisfy({ keptSections.contains($0.section) }),
            inserted.allSatisfy({ partnerOf[$0.section] >= 0 }),
            deleted.isDisjoint(with: moveSources), inserted.isDisjoint(with: moveTargets)
        else { return nil }

        // Leave: descending paths, so earlier items of a section keep their offsets.
        var rows: [[Tag]] = source.indices.map { o in source[o].items.indices.map { .source(ItemPath(o, $0)) } }
        for path in deleted.union(moveSources).sorted(by: >) { rows[path.section].remove(at: path.item) }

        // Enter: ascending offsets, so each offset is final when used.
        var sourceOfMoveTarget: [ItemPath: ItemPath] = [:]
        for pair in items.moved { sourceOfMoveTarget[pair.target] = pair.source }
        var result: [[Tag]] = []
        for n in target.indices {
            let o = partnerOf[n]
            var row: [Tag] = o >= 0 ? rows[o] : []
            let arrivals = o >= 0
                ? inserted.union(moveTargets).filter { $0.section == n }.map(\.item).sorted()
                : Array(target[n].items.indices)
            for k in arrivals {
                guard k <= row.count else { return nil }
                row.insert(sourceOfMoveTarget[ItemPath(n, k)].map(Tag.source) ?? .inserted, at: k)
            }
            guard row.count == target[n].items.count else { return nil }
            result.append(row)
        }

        // Updates: each names a kept source item and the slot it ended in.
        var updatedSources = Set<ItemPath>()
        for pair in items.updated {
            guard fits(pair.target, target), result[pair.target.section][pair.target.item] == .source(pair.source),
                updatedSources.insert(pair.source).inserted
            else { return nil }
        }
        return result
    }
}
