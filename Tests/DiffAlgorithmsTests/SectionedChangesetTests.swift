import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

/// The sectioned changeset: the strict applier on hand-written cases (spec
/// §8 T9, T10, T20, T34), its typed errors, and the sectioned diff over every
/// algorithm on seeded cases.
@Suite struct SectionedChangesetTests {
    typealias Path = SectionedChangeset.ItemPath
    typealias Pair = SectionedChangeset.PathPair

    func section(_ id: Int, _ items: [Int], content: Int = 0) -> WorkloadAtomSection {
        WorkloadAtomSection(model: WorkloadAtom(id, content: content), items: items.map { WorkloadAtom($0) })
    }

    @Test("T9: an item moved out of a deleted section lands in the surviving one")
    func moveOutOfDeletedSection() throws {
        let source = [section(0, [1]), section(1, [2])]
        let target = [section(1, [2, 1])]
        let changes = try SectionedChangeset(diffing: source, to: target, using: HashKeyedLinearDiff())
        #expect(changes.sections.deleted == [0])
        #expect(changes.items.moved == [Pair(Path(0, 0), Path(0, 1))])
        #expect(changes.items.deleted.isEmpty && changes.items.inserted.isEmpty)
        #expect(try changes.apply(to: source, target: target) == target)
    }

    @Test("T10: an item moved into an inserted section; the rest of it is implicit")
    func moveIntoInsertedSection() throws {
        let source = [section(0, [1, 2])]
        let target = [section(0, [1]), section(1, [9, 2])]
        let changes = try SectionedChangeset(diffing: source, to: target, using: HashKeyedLinearDiff())
        #expect(changes.sections.inserted == [1])
        #expect(changes.items.moved == [Pair(Path(0, 1), Path(1, 1))])
        #expect(changes.items.inserted.isEmpty, "item 9 lies in an inserted section: implicit")
        try changes.checkRebuilds(source: source, target: target)
    }

    @Test("T20: section moves and a reloaded section rebuild the target")
    func sectionMovesAndReload() throws {
        let source = [section(0, [10]), section(1, [11]), section(2, [12]), section(3, [13])]
        let target = [section(3, [13]), section(4, []), section(0, [10]), section(2, [12], content: 1)]
        for algorithm in AlgorithmRegistry.all {
            let changes = try SectionedChangeset(diffing: source, to: target, using: algorithm)
            #expect(changes.sections.updated == [DiffChangeset.OffsetPair(2, 3)], "\(algorithm.id)")
            try changes.checkRebuilds(source: source, target: target)
        }
    }

    @Test("The applier's typed errors")
    func applierErrors() {
        let source = [section(0, [1, 2]), section(1, [3])]
        let target = [section(0, [1, 2]), section(1, [3])]
        let cases: [(SectionedChangeset, SectionedApplicationError)] = [
            (SectionedChangeset(items: .init(deleted: [Path(0, 5)])), .pathOutOfRange(list: "deleted", path: Path(0, 5))),
            (SectionedChangeset(items: .init(deleted: [Path(0, 0), Path(0, 0)])), .duplicatePath(list: "deleted", path: Path(0, 0))),
            (SectionedChangeset(items: .init(deleted: [Path(0, 0)])), .survivorCountMismatch(source: 0, target: 0, survivors: 1, freeSlots: 2)),
            (SectionedChangeset(items: .init(deleted: [Path(1, 0)], moved: [Pair(Path(1, 0), Path(1, 0))])), .deletedAndKept(list: "moved", path: Path(1, 0))),
            (SectionedChangeset(items: .init(inserted: [Path(1, 0)], moved: [Pair(Path(1, 0), Path(1, 0))])), .insertedAndFilled(list: "a move destination", path: Path(1, 0))),
            (SectionedChangeset(sections: DiffChangeset(deleted: [1], inserted: [1]), items: .init(deleted: [Path(1, 0)])), .deleteInDeletedSection(Path(1, 0))),
            (SectionedChangeset(sections: DiffChangeset(deleted: [1], inserted: [1]), items: .init(inserted: [Path(1, 0)])), .insertInInsertedSection(Path(1, 0))),
            (SectionedChangeset(items: .init(updated: [Pair(Path(0, 0), Path(0, 1))])), .updateMisplaced(Pair(Path(0, 0), Path(0, 1)), landsAt: Path(0, 0))),
            (SectionedChangeset(sections: DiffChangeset(deleted: [4])), .sections(.offsetOutOfRange(list: "deleted", offset: 4, count: 2))),
        ]
        for (changes, expected) in cases {
            #expect(throws: expected, "\(changes)") { try changes.apply(to: source, target: target) }
        }
    }

    @Test("Duplicate identities are rejected with a typed error")
    func duplicatesRejected() {
        let unique = [section(0, [1, 2])]
        #expect(throws: SectionedDiffError.duplicateSectionIdentity(.source, first: 0, second: 1)) {
            try SectionedChangeset(diffing: [section(0, []), section(0, [])], to: unique, using: HashKeyedLinearDiff())
        }
        #expect(throws: SectionedDiffError.duplicateItemIdentity(.target, first: Path(0, 0), second: Path(1, 1))) {
            try SectionedChangeset(diffing: unique, to: [section(0, [1]), section(1, [2, 1])], using: HashKeyedLinearDiff())
        }
    }

    @Test("Every algorithm's sectioned changeset rebuilds seeded targets")
    func seededRebuild() throws {
        var random = WorkloadRandom(seed: 16)
        for _ in 0..<300 {
            let c = SectionedCaseGenerator.next(&random, duplicateChance: 0)
            for algorithm in AlgorithmRegistry.all {
                let changes = try SectionedChangeset(diffing: c.source, to: c.target, using: algorithm)
                #expect(changes == changes.sorted(), "lists ascending")
                #expect(throws: Never.self, "\(algorithm.id) \(c)") { try changes.checkRebuilds(source: c.source, target: c.target) }
                let same = try SectionedChangeset(diffing: c.source, to: c.source, using: algorithm)
                #expect(same.isEmpty, "\(algorithm.id) self-diff of \(c)")
            }
        }
    }

    @Test("An item that changes section is a move whatever the algorithm")
    func crossSectionIsMove() throws {
        let source = [section(0, [1, 2, 3]), section(1, [4])]
        let target = [section(0, [1, 3]), section(1, [2, 4])]
        for algorithm in AlgorithmRegistry.all {
            let changes = try SectionedChangeset(diffing: source, to: target, using: algorithm)
            #expect(changes.items.moved == [Pair(Path(0, 1), Path(1, 0))], "\(algorithm.id)")
            #expect(changes.items.deleted.isEmpty && changes.items.inserted.isEmpty, "\(algorithm.id)")
        }
    }
}
