import BatchUpdateChecker
import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

/// The sectioned stager: every stage passes both views with no hazard and
/// shows its data; the spec's multi-section cases (§8 T1, T9, T10, T11, T20)
/// get the stages docs/checker.md names.
@Suite struct SectionedStagerTests {
    func section(_ id: Int, _ items: [Int], content: Int = 0, updated: Set<Int> = []) -> WorkloadAtomSection {
        WorkloadAtomSection(model: WorkloadAtom(id, content: content), items: items.map { WorkloadAtom($0, content: updated.contains($0) ? 1 : 0) })
    }

    func staged(_ source: [WorkloadAtomSection], _ target: [WorkloadAtomSection]) throws -> (SectionedChangeset, [SectionedStage]) {
        let changes = try SectionedChangeset(diffing: source, to: target, using: HashKeyedLinearDiff())
        let stages = try SectionedStager().stages(
            for: changes, sourceCounts: source.map(\.items.count), targetCounts: target.map(\.items.count))
        return (changes, stages)
    }

    func sourceData(_ sections: [WorkloadAtomSection]) -> [[StagedItem]] {
        var flat = 0
        return sections.map { section in
            defer { flat += section.items.count }
            return section.items.indices.map { StagedItem(identity: flat + $0, version: 0) }
        }
    }

    func firstProblem(_ stages: [SectionedStage], _ source: [[StagedItem]]) -> String? {
        var data = source
        for (index, stage) in stages.enumerated() {
            if let problem = SectionedStager.problem(stage, previous: data) { return "stage \(index) \(stage.kind): \(problem)" }
            data = stage.data
        }
        return nil
    }

    @Test("T9, T10: moves out of a deleted or into an inserted section become deletes and inserts in one batch")
    func crossSectionMovesConverted() throws {
        let (_, t9) = try staged([section(0, [1]), section(1, [2])], [section(1, [2, 1])])
        #expect(t9.map(\.kind) == [.combined])
        #expect(t9.first?.update.itemMoves == [] && t9.first?.update.itemInserts == [BatchIndexPath(0, 1)])
        let (_, t10) = try staged([section(0, [1, 2])], [section(0, [1]), section(1, [2])])
        #expect(t10.map(\.kind) == [.combined])
        #expect(t10.first?.update.itemDeletes == [BatchIndexPath(0, 1)])
    }

    @Test("T1: a section move next to an updated item needs more than one batch")
    func t1SectionMoveWithReload() throws {
        let source = [section(0, [1, 2, 3]), section(1, [4, 5, 6])]
        let target = [section(1, [4, 5, 6], updated: [4]), section(0, [1, 2, 3])]
        let (_, stages) = try staged(source, target)
        #expect(stages.count > 1)
        #expect(SectionedStager.works(stages, source: sourceData(source)))
    }

    @Test("T11: RxDataSources' hardest case stages without hazards")
    func t11HardestCase() throws {
        let source = [section(1, [11, 12, 13, 14]), section(2, [21, 22, 23, 24])]
        let target = [section(2, [20]), section(1, [])]
        let (_, stages) = try staged(source, target)
        #expect(stages.map(\.kind) == [.deletes, .sectionStructure, .itemStructure])
        #expect(SectionedStager.works(stages, source: sourceData(source)))
    }

    @Test("T20: DifferenceKit's mixed section changes")
    func t20MixedSections() throws {
        let source = [section(0, []), section(1, []), section(2, []), section(3, [])]
        let target = [section(3, []), section(4, []), section(0, []), section(2, [], content: 1)]
        let (_, stages) = try staged(source, target)
        #expect(stages.last?.kind == .sectionReloads)
        #expect(stages.last?.update.sectionDeletes == [3] && stages.last?.update.sectionInserts == [3])
        #expect(SectionedStager.works(stages, source: sourceData(source)))
    }

    @Test("Seeded cases: every stage works for every algorithm; the last data is the target")
    func seeded() throws {
        var random = WorkloadRandom(seed: 1616)
        var kinds = Set<SectionedStage.Kind>()
        for _ in 0..<400 {
            let c = SectionedCaseGenerator.next(&random, duplicateChance: 0)
            for algorithm in AlgorithmRegistry.all {
                let changes = try SectionedChangeset(diffing: c.source, to: c.target, using: algorithm)
                let stages = try SectionedStager().stages(for: changes, sourceCounts: c.sourceCounts, targetCounts: c.targetCounts)
                kinds.formUnion(stages.map(\.kind))
                #expect(firstProblem(stages, sourceData(c.source)) == nil, "\(algorithm.id) \(c)")
                #expect(stages.isEmpty == changes.isEmpty)
                if let last = stages.last { #expect(last.after == BatchShape(c.targetCounts)) }
            }
        }
        #expect(kinds.isSuperset(of: [.combined, .itemReloads, .deletes, .sectionStructure, .itemStructure, .sectionReloads]))
    }
}
