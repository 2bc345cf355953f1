import DiffAlgorithms

//===----------------------------------------------------------------------===//
// The operations of a sectioned changeset, sorted into what UIKit can take
//===----------------------------------------------------------------------===//

/// A sectioned changeset taken apart for staging: partners, the items as
/// `StagedItem`s on both sides, and the item moves split by what UIKit
/// allows (see `SectionedStager`).
struct _SectionedStagePlan {
    typealias Path = SectionedChangeset.ItemPath

    let changeset: SectionedChangeset
    /// The source's items: flat source offsets, version 0.
    let sourceData: [[StagedItem]]
    /// The target's items as the changeset builds them.
    let targetData: [[StagedItem]]
    /// Partner of each source section (-1: deleted); source of each target section (-1: inserted).
    var partner: [Int], partnerOf: [Int]
    /// Moves UIKit can perform as moves (neither end in a deleted or inserted section).
    var regularMoves: [SectionedChangeset.PathPair] = []
    /// Moves into inserted sections, as deletes at the source path.
    var convertedDeletes: [Path] = []
    /// Moves out of deleted sections, as inserts at the target path.
    var convertedInserts: [Path] = []
    /// Updated items whose cell is carried (neither end in a deleted or inserted section).
    var carriedUpdates: [SectionedChangeset.PathPair] = []

    init(changeset: SectionedChangeset, sourceCounts: [Int], targetCounts: [Int]) throws(SectionedApplicationError) {
        self.changeset = changeset
        var flat = 0
        var source: [DiffSection<Int, StagedItem>] = []
        for (s, count) in sourceCounts.enumerated() {
            source.append(DiffSection(model: s, items: (0..<count).map { StagedItem(identity: flat + $0, version: 0) }))
            flat += count
        }
        flat = 0
        var blank: [DiffSection<Int, StagedItem>] = []
        for count in targetCounts {
            blank.append(DiffSection(model: -1, items: (0..<count).map { StagedItem(identity: -1 - (flat + $0), version: 1) }))
            flat += count
        }
        var rebuilt = try changeset.apply(to: source, target: blank)
        for pair in changeset.items.updated {
            rebuilt[pair.target.section].items[pair.target.item] = StagedItem(
                identity: source[pair.source.section].items[pair.source.item].identity, version: 1)
        }
        // Partners: carried sections keep their source model; fix updated ones.
        partnerOf = rebuilt.map(\.model)
        for pair in changeset.sections.updated { partnerOf[pair.target] = pair.source }
        partner = [Int](repeating: -1, count: sourceCounts.count)
        for (n, o) in partnerOf.enumerated() where o >= 0 { partner[o] = n }
        sourceData = source.map(\.items)
        targetData = rebuilt.map(\.items)

        for move in changeset.items.moved {
            let fromDeleted = partner[move.source.section] < 0, intoInserted = partnerOf[move.target.section] < 0
            switch (fromDeleted, intoInserted) {
            case (true, true): continue
            case (true, false): convertedInserts.append(move.target)
            case (false, true): convertedDeletes.append(move.source)
            case (false, false): regularMoves.append(move)
            }
        }
        carriedUpdates = changeset.items.updated.filter {
            partner[$0.source.section] >= 0 && partnerOf[$0.target.section] >= 0
        }
    }

    static func shape(_ data: [[StagedItem]]) -> BatchShape { BatchShape(data.map(\.count)) }

    /// Appends a stage unless its batch is empty.
    static func append(
        _ kind: SectionedStage.Kind, _ update: BatchUpdate, from previous: inout [[StagedItem]],
        to data: [[StagedItem]], _ stages: inout [SectionedStage]
    ) {
        defer { previous = data }
        guard !update.isEmpty else { return }
        stages.append(SectionedStage(kind: kind, update: update, before: shape(previous), after: shape(data), data: data))
    }

    func bp(_ path: Path) -> BatchIndexPath { BatchIndexPath(path.section, path.item) }

    /// Section deletes, inserts and moves with every item operation, source → target.
    /// - Parameters:
    ///   - sectionReloads: Include section reloads (source indices).
    ///   - itemReloads: Include reloads of carried updates; moved ones are
    ///     deleted and inserted. Otherwise updated items just move.
    func structure(sectionReloads: Bool, itemReloads: Bool) -> BatchUpdate {
        let sections = changeset.sections
        var update = BatchUpdate(
            sectionDeletes: Set(sections.deleted), sectionInserts: Set(sections.inserted),
            sectionReloads: sectionReloads ? Set(sections.updated.map(\.source)) : [],
            sectionMoves: sections.moved.map { BatchMove($0.source, $0.target) })
        update.itemDeletes = (changeset.items.deleted + convertedDeletes).map(bp)
        update.itemInserts = (changeset.items.inserted + convertedInserts).map(bp)
        var replaced = Set<Path>()
        if itemReloads {
            let moved = Set(regularMoves.map(\.source))
            for pair in carriedUpdates {
                if moved.contains(pair.source) {
                    replaced.insert(pair.source)
                    update.itemDeletes.append(bp(pair.source))
                    update.itemInserts.append(bp(pair.target))
                } else {
                    update.itemReloads.append(bp(pair.source))
                }
            }
        }
        update.itemMoves = regularMoves.filter { !replaced.contains($0.source) }.map { BatchMove(bp($0.source), bp($0.target)) }
        return update
    }

    /// The updated sections as a delete plus an insert at their target
    /// indices: several `reloadSections` in one batch are H-SECRELOAD.
    var sectionReloadsAtTarget: BatchUpdate {
        let targets = Set(changeset.sections.updated.map(\.target))
        return BatchUpdate(sectionDeletes: targets, sectionInserts: targets)
    }

    /// Candidate 1: everything in one batch.
    func combined() -> [SectionedStage] {
        var previous = sourceData, stages: [SectionedStage] = []
        Self.append(.combined, structure(sectionReloads: true, itemReloads: true), from: &previous, to: targetData, &stages)
        return stages
    }

    /// Candidate 2: one batch, then the section reloads.
    func combinedThenSectionReloads() -> [SectionedStage] {
        var previous = sourceData, stages: [SectionedStage] = []
        Self.append(.combined, structure(sectionReloads: false, itemReloads: true), from: &previous, to: targetData, &stages)
        Self.append(.sectionReloads, sectionReloadsAtTarget, from: &previous, to: targetData, &stages)
        return stages
    }

    /// The source with every carried update showing its target content.
    var reloadedSourceData: [[StagedItem]] {
        var data = sourceData
        for pair in carriedUpdates { data[pair.source.section][pair.source.item].version = 1 }
        return data
    }

    var itemReloads: BatchUpdate { BatchUpdate(itemReloads: carriedUpdates.map { bp($0.source) }) }

    /// Candidate 3: item reloads, the structure, section reloads.
    func threeStages() -> [SectionedStage] {
        var previous = sourceData, stages: [SectionedStage] = []
        Self.append(.itemReloads, itemReloads, from: &previous, to: reloadedSourceData, &stages)
        Self.append(.structure, structure(sectionReloads: false, itemReloads: false), from: &previous, to: targetData, &stages)
        Self.append(.sectionReloads, sectionReloadsAtTarget, from: &previous, to: targetData, &stages)
        return stages
    }

    /// Candidate 4: DifferenceKit's five stages.
    func fiveStages() -> [SectionedStage] {
        var previous = sourceData, stages: [SectionedStage] = []
        let reloaded = reloadedSourceData
        Self.append(.itemReloads, itemReloads, from: &previous, to: reloaded, &stages)

        // Deletes: sections, items, and items bound for inserted sections.
        let deletes = changeset.items.deleted + convertedDeletes
        var isDeleted = sourceData.map { [Bool](repeating: false, count: $0.count) }
        for path in deletes { isDeleted[path.section][path.item] = true }
        var afterDeletes: [[StagedItem]] = []
        var rankOfSection = [Int](repeating: -1, count: sourceData.count)
        var rankOfItem = sourceData.map { [Int](repeating: -1, count: $0.count) }
        for o in sourceData.indices where partner[o] >= 0 {
            rankOfSection[o] = afterDeletes.count
            var kept: [StagedItem] = []
            for k in sourceData[o].indices where !isDeleted[o][k] {
                rankOfItem[o][k] = kept.count
                kept.append(reloaded[o][k])
            }
            afterDeletes.append(kept)
        }
        Self.append(
            .deletes, BatchUpdate(sectionDeletes: Set(changeset.sections.deleted), itemDeletes: deletes.map(bp)),
            from: &previous, to: afterDeletes, &stages)

        // Section inserts and moves, from post-delete indices.
        let afterSections = targetData.indices.map { n in
            partnerOf[n] < 0 ? targetData[n] : afterDeletes[rankOfSection[partnerOf[n]]]
        }
        Self.append(
            .sectionStructure,
            BatchUpdate(
                sectionInserts: Set(changeset.sections.inserted),
                sectionMoves: changeset.sections.moved.map { BatchMove(rankOfSection[$0.source], $0.target) }),
            from: &previous, to: afterSections, &stages)

        // Item inserts and moves, from post-section-structure paths.
        var items = BatchUpdate(itemInserts: (changeset.items.inserted + convertedInserts).map(bp))
        items.itemMoves = regularMoves.map { move in
            BatchMove(BatchIndexPath(partner[move.source.section], rankOfItem[move.source.section][move.source.item]), bp(move.target))
        }
        Self.append(.itemStructure, items, from: &previous, to: targetData, &stages)
        Self.append(.sectionReloads, sectionReloadsAtTarget, from: &previous, to: targetData, &stages)
        return stages
    }
}
