import DiffAlgorithms
import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

/// Sectioned fuzzing: the generator reaches every multi-section shape, a
/// short campaign is green for every algorithm, a planted bug is caught,
/// shrunk and written as a repro that replays, and the sectioned corpus
/// replays green.
@Suite struct SectionedFuzzTests {
    static let corpusFiles: [URL] = {
        let folder = corpusFolder.appendingPathComponent("sectioned")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func theGeneratorReachesEveryShape() throws {
        var shapes: [String: Int] = [:]
        for index in 0..<600 {
            let c = SectionedCampaign.makeCase(seed: 3, index: index)
            if c.hasDuplicates { shapes["duplicates", default: 0] += 1; continue }
            if c.source.contains(where: { $0.items.isEmpty }) { shapes["empty section", default: 0] += 1 }
            let changes = try SectionedChangeset(diffing: c.source, to: c.target, using: HashKeyedLinearDiff())
            let deleted = Set(changes.sections.deleted), inserted = Set(changes.sections.inserted)
            let movedSections = Set(changes.sections.moved.map(\.source))
            if changes.items.moved.contains(where: { deleted.contains($0.source.section) }) { shapes["out of deleted", default: 0] += 1 }
            if changes.items.moved.contains(where: { inserted.contains($0.target.section) }) { shapes["into inserted", default: 0] += 1 }
            if changes.items.moved.contains(where: { movedSections.contains($0.source.section) }) { shapes["move in moved section", default: 0] += 1 }
            if !changes.sections.updated.isEmpty { shapes["reloaded section", default: 0] += 1 }
            for pair in changes.sections.moved + changes.sections.updated where !c.source[pair.source].items.isEmpty && c.target[pair.target].items.isEmpty {
                shapes["emptied", default: 0] += 1
            }
            for (n, section) in c.target.enumerated() where !section.items.isEmpty && !inserted.contains(n) {
                if let o = c.source.firstIndex(where: { $0.model.id == section.model.id }), c.source[o].items.isEmpty {
                    shapes["filled", default: 0] += 1
                }
            }
        }
        for shape in ["duplicates", "empty section", "out of deleted", "into inserted", "move in moved section", "reloaded section", "filled"] {
            #expect(shapes[shape, default: 0] > 0, "never generated: \(shape) (\(shapes))")
        }
    }

    @Test func aShortCampaignIsGreenForEveryAlgorithm() {
        // Every check is announced first: the fuzzer's hang watchdog beats on it
        // (without, a sectioned part longer than --hang-timeout looked like a hang).
        var announced = 0
        let stats = SectionedCampaign(seed: 11, iterations: 150).run(willCheck: { _, _ in announced += 1 })
        #expect(stats.failures.isEmpty, "\(stats.failures.map(\.message))")
        #expect(stats.algorithmCases == 150 * AlgorithmRegistry.all.count - stats.refused)
        #expect(announced == 150 * AlgorithmRegistry.all.count)
    }

    @Test func aPlantedBugIsCaughtShrunkAndReplayed() throws {
        let planted = PlantedBug(base: HashKeyedLinearDiff(), bug: .dropFirstMove)
        let stats = SectionedCampaign(seed: 11, iterations: 300, algorithms: [planted]).run()
        let repro = try #require(stats.failures.first)
        #expect(repro.property == SectionedPropertyID.rebuildsTarget.rawValue)
        let c = try #require(repro.fuzzCase)
        #expect(c.source.flatMap(\.items).count + c.target.flatMap(\.items).count <= 6, "shrunk: \(c)")
        let decoded = try JSONDecoder().decode(SectionedRepro.self, from: try repro.json())
        #expect(decoded == repro)
        #expect(SectionedPropertyChecker().check(planted, c).failure?.property == .rebuildsTarget)
        #expect(SectionedPropertyChecker().check(HashKeyedLinearDiff(), c).failure == nil)
    }

    @Test func theSectionedCorpusReplaysGreen() throws {
        #expect(!Self.corpusFiles.isEmpty)
        for file in Self.corpusFiles {
            let c = try #require(try SectionedRepro.load(file).fuzzCase, "\(file.lastPathComponent)")
            for algorithm in AlgorithmRegistry.all {
                let result = SectionedPropertyChecker().check(algorithm, c)
                #expect(result.failure == nil, "\(file.lastPathComponent) \(algorithm.id): \(result.failure?.description ?? "")")
            }
        }
    }

    @Test func duplicatesMustBeRejected() throws {
        let c = SectionedCase(
            source: [WorkloadAtomSection(model: WorkloadAtom(0), items: [WorkloadAtom(100)]), WorkloadAtomSection(model: WorkloadAtom(1), items: [WorkloadAtom(100)])],
            target: [])
        #expect(c.hasDuplicates)
        #expect(SectionedPropertyChecker().check(HashKeyedLinearDiff(), c).failure == nil)
    }
}
