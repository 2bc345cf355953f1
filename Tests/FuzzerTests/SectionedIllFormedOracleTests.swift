import DiffAlgorithms
@testable import FuzzCore
import Testing
import DiffBenchWorkloads

/// The oracle and the replay behind `sectioned-rejects-ill-formed`, on
/// hand-made changesets whose first fault is known, and their reach on real
/// diffs.
@Suite struct SectionedIllFormedOracleTests {
    typealias Path = SectionedChangeset.ItemPath
    typealias Pair = SectionedChangeset.PathPair
    typealias Items = SectionedChangeset.ItemChanges

    static func predict(
        _ sections: DiffChangeset, _ items: Items, _ sourceCounts: [Int], _ targetCounts: [Int]
    ) -> SectionedApplicationError? {
        SectionedIllFormedOracle.applicationError(
            SectionedChangeset(sections: sections, items: items), sourceCounts: sourceCounts, targetCounts: targetCounts)
    }

    static func predict(_ items: Items, _ sourceCounts: [Int], _ targetCounts: [Int]) -> SectionedApplicationError? {
        predict(DiffChangeset(), items, sourceCounts, targetCounts)
    }

    @Test func predictsTheSectionHalfFirst() {
        // Also an item delete out of range: the section half is checked before.
        #expect(Self.predict(DiffChangeset(deleted: [5]), Items(deleted: [Path(0, 9)]), [1, 1], [1])
            == .sections(.offsetOutOfRange(list: "deleted", offset: 5, count: 2)))
    }

    @Test func predictsDeletesAndInsertsInsideDeletedAndInsertedSections() {
        #expect(Self.predict(DiffChangeset(deleted: [1]), Items(deleted: [Path(1, 0)]), [2, 1], [2])
            == .deleteInDeletedSection(Path(1, 0)))
        #expect(Self.predict(DiffChangeset(inserted: [1]), Items(inserted: [Path(1, 0)]), [2], [2, 1])
            == .insertInInsertedSection(Path(1, 0)))
        // Range comes before the section check.
        #expect(Self.predict(DiffChangeset(deleted: [1]), Items(deleted: [Path(1, 1)]), [2, 1], [2])
            == .pathOutOfRange(list: "deleted", path: Path(1, 1)))
    }

    @Test func predictsTheSurvivorCountOfThePartnerPair() {
        // Source section 1 moves to target 0; it loses an item the changeset does not delete.
        let sections = DiffChangeset(moved: [.init(1, 0)])
        #expect(Self.predict(sections, Items(), [2, 3], [2, 2])
            == .survivorCountMismatch(source: 1, target: 0, survivors: 3, freeSlots: 2))
        #expect(Self.predict(sections, Items(deleted: [Path(1, 2)]), [2, 3], [2, 2]) == nil)
    }

    @Test func predictsRepeatedMoveSourcesBeforeInsertedDestinations() {
        let items = Items(inserted: [Path(1, 1)], moved: [Pair(Path(0, 0), Path(1, 0)), Pair(Path(0, 0), Path(1, 1))])
        #expect(Self.predict(items, [1, 0], [0, 2]) == .duplicatePath(list: "moved source", path: Path(0, 0)))
    }

    @Test func predictsAnUpdateLeftBehindInADeletedSectionBeforeItsInsertedTarget() {
        // Source section 1 is deleted and its item stays behind; the update
        // aims at an inserted slot, which is checked only afterwards.
        let pair = Pair(Path(1, 0), Path(0, 2))
        let items = Items(inserted: [Path(0, 2)], updated: [pair])
        #expect(Self.predict(DiffChangeset(deleted: [1]), items, [2, 1], [3]) == .updateMisplaced(pair, landsAt: nil))
    }

    @Test func predictsWhereAMisplacedUpdatesSourceLands() {
        let pair = Pair(Path(0, 1), Path(0, 1))
        let items = Items(moved: [Pair(Path(0, 0), Path(0, 1))], updated: [pair])
        #expect(Self.predict(items, [2], [2]) == .updateMisplaced(pair, landsAt: Path(0, 0)))
    }

    @Test func predictsAnUpdateOfASlotNewWithItsSection() {
        // Source section 0 keeps target section 0 (empty); its item moves
        // into inserted section 1, whose other slot is new with it.
        let fitting = Items(moved: [Pair(Path(0, 0), Path(1, 1))], updated: [Pair(Path(0, 0), Path(1, 0))])
        #expect(Self.predict(DiffChangeset(inserted: [1]), fitting, [1], [0, 2])
            == .insertedAndFilled(list: "an update target", path: Path(1, 0)))
    }

    @Test func acceptsListsOutOfOrder() {
        #expect(Self.predict(Items(deleted: [Path(0, 1), Path(0, 0)]), [2], [0]) == nil)
        #expect(Self.predict(DiffChangeset(deleted: [1, 0]), Items(), [1, 1], []) == nil)
    }

    @Test func theReplayRebuildsAndRejectsWithTheApplier() throws {
        let source = [WorkloadAtomSection(model: WorkloadAtom(0), items: [WorkloadAtom(100), WorkloadAtom(101)]), WorkloadAtomSection(model: WorkloadAtom(1), items: [WorkloadAtom(102)])]
        let target = [WorkloadAtomSection(model: WorkloadAtom(0), items: [WorkloadAtom(102), WorkloadAtom(101, content: 1), WorkloadAtom(103)])]
        let changes = try SectionedChangeset(diffing: source, to: target, using: HashKeyedLinearDiff())
        let rebuilt = try #require(SectionedReferenceApplier.apply(changes, source: source, target: target))
        #expect(rebuilt == target)
        var wrong = changes
        wrong.items.deleted.append(Path(1, 0))
        #expect(SectionedReferenceApplier.apply(wrong, source: source, target: target) == nil)
        #expect(throws: SectionedApplicationError.deleteInDeletedSection(Path(1, 0))) {
            try wrong.apply(to: source, target: target)
        }
    }

    @Test func theVariantsOfRealDiffsGetThePredictedErrorsAndReachEveryCheck() throws {
        var reached = Set<String>()
        for index in 0..<300 {
            let c = SectionedCampaign.makeCase(seed: 1, index: index)
            guard !c.hasDuplicates else { continue }
            let changes = try SectionedChangeset(diffing: c.source, to: c.target, using: HashKeyedLinearDiff())
            let problem = SectionedIllFormedInputs.problem(changes, c)
            #expect(problem == nil, "case \(index): \(problem ?? "")")
            let variants = SectionedIllFormedVariants(of: changes, sourceCounts: c.sourceCounts, targetCounts: c.targetCounts)
            for (_, variant) in variants.all {
                let error = SectionedIllFormedOracle.applicationError(
                    variant, sourceCounts: c.sourceCounts, targetCounts: c.targetCounts)
                reached.insert(error.map(Self.check) ?? "accepted")
            }
        }
        let every = [
            "sections", "accepted", "survivorCountMismatch",
            "pathOutOfRange deleted", "deleteInDeletedSection", "duplicatePath deleted",
            "pathOutOfRange inserted", "insertInInsertedSection", "duplicatePath inserted",
            "pathOutOfRange moved source", "pathOutOfRange moved target", "deletedAndKept moved",
            "duplicatePath moved source", "insertedAndFilled a move destination", "duplicatePath moved target",
            "pathOutOfRange updated source", "pathOutOfRange updated target", "deletedAndKept updated",
            "updateMisplaced nowhere", "insertedAndFilled an update target", "duplicatePath updated source",
            "updateMisplaced",
        ]
        #expect(Set(every).subtracting(reached).isEmpty, "never predicted: \(Set(every).subtracting(reached).sorted())")
    }

    /// The applier check an error comes from.
    static func check(_ error: SectionedApplicationError) -> String {
        switch error {
        case .sections: "sections"
        case let .pathOutOfRange(list, _): "pathOutOfRange \(list)"
        case let .duplicatePath(list, _): "duplicatePath \(list)"
        case let .deletedAndKept(list, _): "deletedAndKept \(list)"
        case let .insertedAndFilled(list, _): "insertedAndFilled \(list)"
        case .deleteInDeletedSection: "deleteInDeletedSection"
        case .insertInInsertedSection: "insertInInsertedSection"
        case .survivorCountMismatch: "survivorCountMismatch"
        case let .updateMisplaced(_, landsAt): landsAt == nil ? "updateMisplaced nowhere" : "updateMisplaced"
        }
    }
}
