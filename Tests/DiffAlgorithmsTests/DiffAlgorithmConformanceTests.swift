import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

/// The same expectations for every algorithm in `AlgorithmRegistry.all`.
@Suite("Every algorithm")
struct DiffAlgorithmConformanceTests {
    static let ids = AlgorithmRegistry.ids

    func algorithm(_ id: String) throws -> any DiffAlgorithm {
        try #require(AlgorithmRegistry.algorithm(id: id))
    }

    @Test(arguments: ids)
    func empty(id: String) throws {
        let empty: [Int] = []
        #expect(try expectReproduces(algorithm(id), from: empty, to: empty).isEmpty)
    }

    @Test(arguments: ids)
    func identical(id: String) throws {
        let values = [3, 1, 4, 1, 5, 9, 2, 6]
        #expect(try expectReproduces(algorithm(id), from: values, to: values).isEmpty)
        let words = ["a", "b", "a"]
        #expect(try expectReproduces(algorithm(id), from: words, to: words).isEmpty)
    }

    @Test(arguments: ids)
    func allInserted(id: String) throws {
        let changes = try expectReproduces(algorithm(id), from: [Int](), to: [1, 2, 3, 4])
        #expect(changes == DiffChangeset(inserted: [0, 1, 2, 3]))
    }

    @Test(arguments: ids)
    func allDeleted(id: String) throws {
        let changes = try expectReproduces(algorithm(id), from: [1, 2, 3, 4], to: [Int]())
        #expect(changes == DiffChangeset(deleted: [0, 1, 2, 3]))
    }

    @Test(arguments: ids)
    func disjoint(id: String) throws {
        let changes = try expectReproduces(algorithm(id), from: [1, 2, 3], to: [4, 5])
        #expect(changes == DiffChangeset(deleted: [0, 1, 2], inserted: [0, 1]))
    }

    @Test(arguments: ids)
    func reversed(id: String) throws {
        let source = Array(0..<8)
        let target = Array(source.reversed())
        let algorithm = try algorithm(id)
        let changes = try expectReproduces(algorithm, from: source, to: target)
        // LCS of a reversal is 1: a minimal algorithm deletes and inserts 7;
        // a move-reporting one keeps every element (no deletes or inserts).
        if (algorithm.traits.moveRule != .none) {
            #expect(changes.deleted.isEmpty && changes.inserted.isEmpty)
            #expect(changes.moved.count >= 7)
        } else {
            #expect(changes.deleted.count == 7 && changes.inserted.count == 7)
        }
    }

    @Test(arguments: ids, [1, 3, 7])
    func rotations(id: String, by shift: Int) throws {
        let source = Array(0..<9)
        let target = Array(source[shift...] + source[..<shift])
        let algorithm = try algorithm(id)
        let changes = try expectReproduces(algorithm, from: source, to: target)
        #expect(editSize(changes) >= 2 * min(shift, 9 - shift))
        if (algorithm.traits.minimality == .minimal) {
            #expect(editSize(changes) == 2 * min(shift, 9 - shift))
        }
    }

    @Test(arguments: ids)
    func duplicates(id: String) throws {
        let algorithm = try algorithm(id)
        try expectReproduces(algorithm, from: [1, 1, 2, 1], to: [1, 2, 1, 1, 1])
        try expectReproduces(algorithm, from: [7, 7, 7], to: [7])
        try expectReproduces(algorithm, from: ["x", "y", "x"], to: ["y", "x", "x", "y"])
        // DifferenceKit's testDuplicated (§8 T21).
        try expectReproduces(algorithm, from: [0, 1, 2, 0], to: [0, 4, 0, 1, 2])
    }

    @Test(arguments: ids)
    func collidingHashes(id: String) throws {
        let source = (0..<6).map { CollidingKey(id: $0) }
        let target = [5, 0, 9, 2, 3, 1].map { CollidingKey(id: $0) }
        let changes = try expectReproduces(algorithm(id), from: source, to: target)
        // Identity 4 is gone and 9 is new, whatever the hashes say.
        #expect(changes.deleted.contains(4))
        #expect(changes.inserted.contains(2))
    }

    @Test(arguments: ids)
    func bookUpdatesCombinedWithMoves(id: String) throws {
        let source = (0..<6).map { book($0) }
        // 5 moves to the front with a new title; 2 changes title in place; 3 is deleted; 9 is new.
        let target = [book(5, "Moved and renamed"), book(0), book(1), book(2, "Renamed"), book(4), book(9)]
        let algorithm = try algorithm(id)
        let changes = try expectReproduces(algorithm, from: source, to: target)
        #expect(changes.updated.contains(DiffChangeset.OffsetPair(2, 3)))
        if (algorithm.traits.moveRule != .none) {
            #expect(changes.updated.contains(DiffChangeset.OffsetPair(5, 0)))
            #expect(changes.moved.contains(DiffChangeset.OffsetPair(5, 0)))
        } else {
            // Without moves, book 5 is deleted and inserted: fresh content anyway.
            #expect(changes.deleted.contains(5) && changes.inserted.contains(0))
        }
    }

    @Test(arguments: ids)
    func deterministic(id: String) throws {
        let algorithm = try algorithm(id)
        var random = WorkloadRandom(seed: 7)
        for _ in 0..<20 {
            let (source, target) = randomPair(maximumCount: 9, alphabet: 5, &random)
            #expect(try algorithm.diff(from: source, to: target) == algorithm.diff(from: source, to: target))
            #expect(try algorithm.diff(from: source, to: source).isEmpty)
        }
    }

    @Test(arguments: ids)
    func lcsFamilyEditSize(id: String) throws {
        let algorithm = try algorithm(id)
        var random = WorkloadRandom(seed: 11)
        for _ in 0..<50 {
            let (source, target) = randomPair(maximumCount: 10, alphabet: 4, &random)
            let changes = try expectReproduces(algorithm, from: source, to: target)
            let bound = source.count + target.count - 2 * WorkloadGenerator.lcsLength(source, target)
            // The unmoved matches form a common subsequence, so no changeset
            // beats an LCS; the minimal algorithms match it exactly.
            #expect(editSize(changes) >= bound)
            if algorithm.traits.minimality == .minimal {
                #expect(editSize(changes) == bound, "\(source) → \(target)")
            }
        }
    }

    @Test(arguments: ids)
    func refusesExactlyAsItsTraitsSay(id: String) throws {
        let algorithm = try algorithm(id)
        switch algorithm.traits.refusalRule {
        case .never:
            for (n, m) in [(0, 0), (1_000, 0), (0, 1_000), (100_000, 100_000)] {
                #expect(algorithm.refusal(sourceCount: n, targetCount: m) == nil)
            }
        case let .aboveTotalCount(limit):
            #expect(algorithm.refusal(sourceCount: limit / 2, targetCount: limit - limit / 2) == nil)
            #expect(algorithm.refusal(sourceCount: limit / 2 + 1, targetCount: limit - limit / 2) != nil)
        case let .aboveMemoryBudget(bytes):
            #expect(algorithm.refusal(sourceCount: 10, targetCount: 10) == nil)
            let refusal = try #require(algorithm.refusal(sourceCount: bytes, targetCount: bytes))
            #expect((refusal.estimate ?? 0) > Double(bytes))
        case let .aboveCellCount(cells):
            let side = Int(cells.squareRoot())
            #expect(algorithm.refusal(sourceCount: side, targetCount: side) == nil)
            let refusal = try #require(algorithm.refusal(sourceCount: side + 1, targetCount: side + 1))
            #expect((refusal.estimate ?? 0) > cells)
        case let .aboveMatchingPairs(pairs):
            // Sizes never decide; one identity everywhere, after a differing
            // first element, gives n·m pairs.
            #expect(algorithm.refusal(sourceCount: pairs, targetCount: pairs) == nil)
            let side = Int(Double(pairs).squareRoot()) + 1
            let codes = try #require(
                IdentityCodes(source: [2] + Array(repeating: 1, count: side), target: Array(repeating: 1, count: side) + [2]))
            let refusal = try #require(algorithm.refusal(for: codes))
            #expect((refusal.estimate ?? 0) > Double(pairs))
        }
    }
}
