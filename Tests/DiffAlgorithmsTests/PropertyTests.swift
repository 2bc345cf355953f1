import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

/// Random inputs, with and without duplicate identities: every changeset
/// applies, and the LCS family is minimal (cross-checked against dp-lcs).
///
/// Case *n* of every test draws from `WorkloadRandom(seed: n)`, so every run
/// checks the same cases; a failure names its seed.
@Suite struct PropertyTests {
    @Test func everyChangesetAppliesWithDuplicates() throws {
        for seed: UInt64 in 0..<300 {
            var random = WorkloadRandom(seed: seed)
            // Up to 14 values below 6: duplicates are common.
            let (source, target) = randomPair(maximumCount: 14, alphabet: 6, &random)
            try expectEveryAlgorithmRebuilds(source, target, seed: seed)
        }
    }

    @Test func everyChangesetAppliesWithoutDuplicates() throws {
        for seed: UInt64 in 0..<200 {
            var random = WorkloadRandom(seed: seed)
            let source = randomDistinctArray(maximumCount: 40, alphabet: 1_001, &random)
            let target = randomDistinctArray(maximumCount: 40, alphabet: 1_001, &random)
            try expectEveryAlgorithmRebuilds(source, target, seed: seed)
        }
    }

    @Test func theLCSFamilyIsMinimal() throws {
        for seed: UInt64 in 0..<300 {
            var random = WorkloadRandom(seed: seed)
            let (source, target) = randomPair(maximumCount: 14, alphabet: 6, &random)
            let reference = editSize(try DynamicProgrammingLCS().diff(from: source, to: target))
            #expect(reference == source.count + target.count - 2 * WorkloadGenerator.lcsLength(source, target), "seed \(seed)")
            for algorithm in algorithms(accepting: source.count, target.count) {
                let size = editSize(try algorithm.diff(from: source, to: target))
                if algorithm.traits.minimality == .minimal {
                    #expect(size == reference, "\(algorithm.id) seed \(seed)")
                } else {
                    #expect(size >= reference, "\(algorithm.id) seed \(seed)")
                }
            }
        }
    }

    @Test func booksWithContentUpdatesApply() throws {
        /// Up to 12 rows: an id below 9 and a content version below 3.
        func rows(_ random: inout WorkloadRandom) -> [(id: Int, version: Int)] {
            (0..<random.next(below: 13)).map { _ in (random.next(below: 9), random.next(below: 3)) }
        }
        for seed: UInt64 in 0..<200 {
            var random = WorkloadRandom(seed: seed)
            let source = rows(&random).map { book($0.id, $0.version == 0 ? "v2" : nil) }
            let target = rows(&random).map { book($0.id, $0.version == 1 ? "v2" : nil) }
            try expectEveryAlgorithmRebuilds(source, target, seed: seed)
        }
    }

    /// Expects every algorithm that accepts the sizes to rebuild `target`
    /// from `source`.
    private func expectEveryAlgorithmRebuilds<Element: Diffable & Equatable>(
        _ source: [Element], _ target: [Element], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for algorithm in algorithms(accepting: source.count, target.count) {
            let changes = try algorithm.diff(from: source, to: target)
            #expect(throws: Never.self, "\(algorithm.id) seed \(seed)", sourceLocation: sourceLocation) {
                try changes.checkRebuilds(source: source, target: target)
            }
        }
    }
}
