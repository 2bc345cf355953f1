import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SectionedIllFormedOracle: the exact error the sectioned applier owes
//===----------------------------------------------------------------------===//

/// Predicts the typed error `SectionedChangeset.apply(to:target:)` must
/// throw for a changeset, from the applier's documented check order alone.
///
/// A reference oracle for the property `sectioned-rejects-ill-formed`:
/// written with sets of paths, `IllFormedOracle` (for the section half) and
/// `ImpliedMatching`, deliberately without `SectionedChangeset._itemPlacement`,
/// `DiffChangeset._placement` or `placeSurvivors`, so that a check missing there
/// cannot hide itself here. Do not replace it with a call to the library.
///
/// Index spaces: as in `SectionedChangeset` — deleted paths, move and update
/// sources are source paths; inserted paths, move and update targets are
/// target paths. The lists need not be ascending: the applier does not
/// require it, so the oracle ignores their order except to decide which
/// fault comes first.
enum SectionedIllFormedOracle {
    typealias ItemPath = SectionedChangeset.ItemPath

    /// The error `changeset.apply(to:target:)` must throw for sections of
    /// `sourceCounts` and `targetCounts` items, or `nil` when it must apply.
    ///
    /// The order (the applier's doc comment): the section half as
    /// `DiffChangeset.apply` checks it; every deleted path in list order (range,
    /// a deleted section, repetition); every inserted path likewise (range,
    /// an inserted section, repetition); every move in list order (source
    /// range, target range, a deleted or repeated source, an inserted or
    /// repeated destination); the survivor count of every partner pair in
    /// target section order; every update in list order (source range,
    /// target range, an explicitly deleted source, a source deleted with its
    /// section, an inserted target — explicitly or with its section —, a
    /// repeated source, a target its source does not land at).
    ///
    /// - Complexity: O(*S* + *n* + *m* + *c*) expected (hashing paths).
    static func applicationError(
        _ changeset: SectionedChangeset, sourceCounts: [Int], targetCounts: [Int]
    ) -> SectionedApplicationError? {
        let sectionCounts = (source: sourceCounts.count, target: targetCounts.count)
        if let error = IllFormedOracle.applicationError(
            changeset.sections, sourceCount: sectionCounts.source, targetCount: sectionCounts.target)
        {
            return .sections(error)
        }
        // The section half applies: each source section's partner, or -1.
        let partner = ImpliedMatching(
            changeset.sections, sourceCount: sectionCounts.source, targetCount: sectionCounts.target
        ).targetOfSource
        var partnerOf = [Int](repeating: -1, count: sectionCounts.target)
        for (o, n) in partner.enumerated() where n >= 0 { partnerOf[n] = o }
        func fits(_ path: ItemPath, _ counts: [Int]) -> Bool {
            counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
        }
        let items = changeset.items

        var deleted = Set<ItemPath>()
        for path in items.deleted {
            guard fits(path, sourceCounts) else { return .pathOutOfRange(list: "deleted", path: path) }
            guard partner[path.section] >= 0 else { return .deleteInDeletedSection(path) }
            guard deleted.insert(path).inserted else { return .duplicatePath(list: "deleted", path: path) }
        }
        var inserted = Set<ItemPath>()
        for path in items.inserted {
            guard fits(path, targetCounts) else { return .pathOutOfRange(list: "inserted", path: path) }
            guard partnerOf[path.section] >= 0 else { return .insertInInsertedSection(path) }
            guard inserted.insert(path).inserted else { return .duplicatePath(list: "inserted", path: path) }
        }
        // Where each kept source item lands: moves now, survivors below.
        var landing: [ItemPath: ItemPath] = [:]
        var moveTargets = Set<ItemPath>()
        for move in items.moved {
            guard fits(move.source, sourceCounts) else { return .pathOutOfRange(list: "moved source", path: move.source) }
            guard fits(move.target, targetCounts) else { return .pathOutOfRange(list: "moved target", path: move.target) }
            if deleted.contains(move.source) { return .deletedAndKept(list: "moved", path: move.source) }
            guard landing.updateValue(move.target, forKey: move.source) == nil else {
                return .duplicatePath(list: "moved source", path: move.source)
            }
            if inserted.contains(move.target) { return .insertedAndFilled(list: "a move destination", path: move.target) }
            guard moveTargets.insert(move.target).inserted else {
                return .duplicatePath(list: "moved target", path: move.target)
            }
        }
        let moveSources = Set(landing.keys)
        for n in partnerOf.indices where partnerOf[n] >= 0 {
            let o = partnerOf[n]
            let survivors = (0..<sourceCounts[o]).map { ItemPath(o, $0) }.filter {
                !deleted.contains($0) && !moveSources.contains($0)
            }
            let freeSlots = (0..<targetCounts[n]).map { ItemPath(n, $0) }.filter {
                !inserted.contains($0) && !moveTargets.contains($0)
            }
            guard survivors.count == freeSlots.count else {
                return .survivorCountMismatch(source: o, target: n, survivors: survivors.count, freeSlots: freeSlots.count)
            }
            for (survivor, slot) in zip(survivors, freeSlots) { landing[survivor] = slot }
        }

        var updatedSources = Set<ItemPath>()
        for pair in items.updated {
            guard fits(pair.source, sourceCounts) else { return .pathOutOfRange(list: "updated source", path: pair.source) }
            guard fits(pair.target, targetCounts) else { return .pathOutOfRange(list: "updated target", path: pair.target) }
            if deleted.contains(pair.source) { return .deletedAndKept(list: "updated", path: pair.source) }
            // Only items of deleted sections that do not move out land nowhere.
            let lands = landing[pair.source]
            if lands == nil { return .updateMisplaced(pair, landsAt: nil) }
            let insertedWithSection = partnerOf[pair.target.section] < 0 && !moveTargets.contains(pair.target)
            if inserted.contains(pair.target) || insertedWithSection {
                return .insertedAndFilled(list: "an update target", path: pair.target)
            }
            guard updatedSources.insert(pair.source).inserted else {
                return .duplicatePath(list: "updated source", path: pair.source)
            }
            if lands != pair.target { return .updateMisplaced(pair, landsAt: lands) }
        }
        return nil
    }
}
