import DiffAlgorithms
import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

/// sectioned-libfuzzer's input: `SectionedCase(fuzzBytes:)` reaches every
/// multi-section shape, deterministically; a failure becomes a shrunk repro.
@Suite struct SectionedByteDecodingTests {
    static func decode(_ bytes: [UInt8]) -> SectionedCase {
        bytes.withUnsafeBytes { SectionedCase(fuzzBytes: $0) }
    }

    static func randomBytes(_ random: inout WorkloadRandom) -> [UInt8] {
        (0..<random.next(below: 64)).map { _ in UInt8(random.next(below: 256)) }
    }

    @Test func theDocumentedExampleIsSpecCaseT9() {
        // S0:[a] S1:[b] → S1:[b,a]: section 0 deleted, a moved out of it.
        let c = Self.decode([2, 0x11, 0x0B, 0x01, 0x00])
        #expect(c.source == [WorkloadAtomSection(model: WorkloadAtom(0), items: [WorkloadAtom(100)]), WorkloadAtomSection(model: WorkloadAtom(1), items: [WorkloadAtom(101)])])
        #expect(c.target == [WorkloadAtomSection(model: WorkloadAtom(1), items: [WorkloadAtom(101), WorkloadAtom(100)])])
    }

    @Test func fatesKeysInsertionsAndFreshItemsDecodeAsDocumented() {
        // Two sections swapped by key; section 1 reloaded; item 101 updated in
        // place, 102 deleted, 100 moved with new content (odd key) into the
        // inserted section 50 (target section 1); a fresh item 200 in target
        // section 2.
        let c = Self.decode([
            2,
            0b0010_0001, 0b0010_0111,  // S0: 1 item, kept, key 1; 100 moves to target 1, key 1 (odd: new content)
            0b0000_1010, 0b0000_0001, 0b0000_0010,  // S1: 2 items, reloaded, key 0; 101 stays updated, 102 deleted
            1, 0b0000_0000,  // one inserted section, key 0 (after S1, its tie, in order)
            1, 0b0001_0000,  // one fresh item into target section 2, key 0
        ])
        #expect(c.target.map(\.model) == [WorkloadAtom(1, content: 1), WorkloadAtom(50), WorkloadAtom(0)])
        #expect(c.target.map(\.items) == [[WorkloadAtom(101, content: 1)], [WorkloadAtom(100, content: 1)], [WorkloadAtom(200)]])
        #expect(!c.hasDuplicates)
    }

    @Test func missingBytesMeanNothingMore() {
        #expect(Self.decode([]) == SectionedCase(source: [], target: []))
        let c = Self.decode([3])
        #expect(c.source == c.target && c.source.count == 3 && c.source.allSatisfy(\.items.isEmpty))
    }

    @Test func decodingIsDeterministic() {
        var random = WorkloadRandom(seed: 8)
        for _ in 0..<300 {
            let bytes = Self.randomBytes(&random)
            #expect(Self.decode(bytes) == Self.decode(bytes), "\(bytes)")
        }
    }

    @Test func randomBytesReachEveryShape() throws {
        var random = WorkloadRandom(seed: 5)
        var shapes: [String: Int] = [:]
        for _ in 0..<1_000 {
            let c = Self.decode(Self.randomBytes(&random))
            if c.hasDuplicates { shapes["duplicates", default: 0] += 1; continue }
            let changes = try SectionedChangeset(diffing: c.source, to: c.target, using: HashKeyedLinearDiff())
            let deleted = Set(changes.sections.deleted), inserted = Set(changes.sections.inserted)
            if !deleted.isEmpty { shapes["section deleted", default: 0] += 1 }
            if !inserted.isEmpty { shapes["section inserted", default: 0] += 1 }
            if !changes.sections.moved.isEmpty { shapes["section moved", default: 0] += 1 }
            if !changes.sections.updated.isEmpty { shapes["section reloaded", default: 0] += 1 }
            if !changes.items.updated.isEmpty { shapes["item updated", default: 0] += 1 }
            for move in changes.items.moved {
                let sameSection = c.source[move.source.section].model.id == c.target[move.target.section].model.id
                shapes[sameSection ? "item moved within a section" : "item moved across sections", default: 0] += 1
                if deleted.contains(move.source.section) { shapes["item moved out of a deleted section", default: 0] += 1 }
                if inserted.contains(move.target.section) { shapes["item moved into an inserted section", default: 0] += 1 }
            }
            if !changes.items.inserted.isEmpty { shapes["item inserted", default: 0] += 1 }
            if !changes.items.deleted.isEmpty { shapes["item deleted", default: 0] += 1 }
        }
        let expected = [
            "duplicates", "section deleted", "section inserted", "section moved", "section reloaded", "item updated",
            "item moved within a section", "item moved across sections", "item moved out of a deleted section",
            "item moved into an inserted section", "item inserted", "item deleted",
        ]
        for shape in expected {
            #expect(shapes[shape, default: 0] >= 5, "rarely or never decoded: \(shape) (\(shapes))")
        }
    }

    @Test func everyAlgorithmHoldsEveryPropertyOnRandomBytes() {
        var random = WorkloadRandom(seed: 13)
        let checker = SectionedPropertyChecker()
        for _ in 0..<150 {
            let bytes = Self.randomBytes(&random)
            let c = Self.decode(bytes)
            for algorithm in AlgorithmRegistry.all {
                let failure = checker.check(algorithm, c).failure
                #expect(failure == nil, "\(algorithm.id) \(bytes): \(failure?.description ?? "")")
            }
        }
    }

    @Test func aFailureBecomesAShrunkReproThatReplays() throws {
        let planted = PlantedBug(base: HashKeyedLinearDiff(), bug: .dropFirstMove)
        var random = WorkloadRandom(seed: 21)
        let checker = SectionedPropertyChecker()
        var found: (SectionedCase, SectionedFailure)?
        for _ in 0..<2_000 where found == nil {
            let c = Self.decode(Self.randomBytes(&random))
            if let failure = checker.check(planted, c).failure { found = (c, failure) }
        }
        let (c, failure) = try #require(found)
        let repro = SectionedRepro(shrinking: c, algorithm: planted, failure: failure, seed: nil, caseIndex: nil)
        #expect(repro.property == failure.property.rawValue)
        #expect(repro.seed == nil && repro.caseIndex == nil)
        let shrunk = try #require(repro.fuzzCase)
        let items = { (sections: [WorkloadAtomSection]) in sections.reduce(0) { $0 + $1.items.count } }
        #expect(items(shrunk.source) + items(shrunk.target) <= items(c.source) + items(c.target))
        #expect(checker.check(planted, shrunk).failure?.property == failure.property)
        #expect(try SectionedRepro(json: try repro.json()) == repro)
    }

    @Test func theSeedsPassAndOnlyTheDuplicateOnesRepeatAnIdentity() throws {
        let seeds = try clusterFuzzLiteSeeds("sectioned-libfuzzer")
        #expect(seeds.count >= 5)
        for seed in seeds {
            let c = Self.decode(seed.bytes)
            #expect(c.hasDuplicates == seed.name.hasPrefix("duplicate"), "\(seed.name): \(c)")
            for algorithm in AlgorithmRegistry.all {
                let failure = SectionedPropertyChecker().check(algorithm, c).failure
                #expect(failure == nil, "\(seed.name) \(algorithm.id): \(failure?.description ?? "")")
            }
        }
    }
}
