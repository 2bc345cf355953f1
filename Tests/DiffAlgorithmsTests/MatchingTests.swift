import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

@Suite struct MatchingTests {
    /// The codes of `["a", "b", "c"]` → `["c", "a", "b"]`.
    let codes = IdentityCodes(old: [0, 1, 2], new: [2, 0, 1], distinctCount: 3)

    @Test func codesAreDenseInOrderOfFirstAppearance() throws {
        #expect(try identityCodes(source: ["a", "b", "c"], target: ["c", "a", "b"]) == codes)
        let colliding = try identityCodes(source: [CollidingKey(id: 1), CollidingKey(id: 2)], target: [CollidingKey(id: 2)])
        #expect(colliding.old == [0, 1] && colliding.new == [1])
    }

    @Test func integerIdentitiesGetTheSameCodesAsOtherIdentities() throws {
        // Int identities take the integer table, String ones a Dictionary:
        // the codes must agree, including negative, extreme and repeated keys.
        var random = WorkloadRandom(seed: 17)
        let pool = [0, -1, 1, Int.min, Int.max, 1 << 40, -(1 << 40)] + (0..<40).map { $0 * 1_048_576 }
        for _ in 0..<50 {
            let source = (0..<random.next(below: 60)).map { _ in pool[random.next(below: pool.count)] }
            let target = (0..<random.next(below: 60)).map { _ in pool[random.next(below: pool.count)] }
            let integers = try identityCodes(source: source, target: target)
            let strings = try identityCodes(source: source.map(String.init), target: target.map(String.init))
            #expect(integers == strings)
        }
        let large = Array(0..<5_000) + Array(0..<5_000)
        let codes = try identityCodes(source: large, target: large.reversed())
        #expect(codes.distinctCount == 5_000)
        #expect(codes.old == (Array(0..<5_000) + Array(0..<5_000)).map { Int32($0) })
    }

    @Test func acceptsUnmovedMatchesInOrder() {
        #expect(DiffMatching(targetOfSource: [1, 2, 0], movedSources: [2]).isWellFormed(for: codes))
        #expect(DiffMatching(unmatchedSourceCount: 3).isWellFormed(for: codes))
    }

    @Test func rejectsCrossingUnmovedMatches() {
        // 0→1 and 2→0 both stay: survivors could not fill their slots in order.
        #expect(!DiffMatching(targetOfSource: [1, 2, 0]).isWellFormed(for: codes))
    }

    @Test func rejectsMatchesOfDifferentIdentities() {
        #expect(!DiffMatching(targetOfSource: [0, -1, -1]).isWellFormed(for: codes))
    }

    @Test func rejectsTwoSourcesOnOneTarget() throws {
        let repeated = try identityCodes(source: ["a", "a"], target: ["a"])
        #expect(!DiffMatching(targetOfSource: [0, 0], movedSources: [1]).isWellFormed(for: repeated))
    }

    @Test func rejectsMovesOfUnmatchedSources() {
        #expect(!DiffMatching(targetOfSource: [1, -1, -1], movedSources: [1]).isWellFormed(for: codes))
    }

    @Test func validateNamesTheBrokenInvariant() {
        #expect(throws: DiffMatchingError.unmovedPairsCross(source: 2, target: 0)) {
            try DiffMatching(targetOfSource: [1, 2, 0]).validate(for: codes)
        }
        #expect(throws: DiffMatchingError.targetOutOfRange(source: 0, target: -2, targetCount: 3)) {
            try DiffMatching(targetOfSource: [-2, -1, -1]).validate(for: codes)
        }
    }

    @Test func changesetFromABadMatchingThrowsInsteadOfTrapping() throws {
        let source = ["a", "b", "c"]
        let target = ["c", "a", "b"]
        #expect(throws: DiffMatchingError.differentIdentities(source: 0, target: 0)) {
            try DiffChangeset(matching: DiffMatching(targetOfSource: [0, -1, -1]), source: source, target: target)
        }
        #expect(throws: DiffMatchingError.sourceCountMismatch(entries: 2, sourceCount: 3)) {
            try DiffChangeset(matching: DiffMatching(targetOfSource: [1, 2]), source: source, target: target)
        }
        #expect(throws: DiffMatchingError.targetMatchedTwice(target: 1)) {
            try DiffChangeset(matching: DiffMatching(targetOfSource: [1, 1, -1], movedSources: [1]), source: source, target: target)
        }
        let good = try DiffChangeset(matching: DiffMatching(targetOfSource: [1, 2, 0], movedSources: [2]), source: source, target: target)
        #expect(good == DiffChangeset(moved: [DiffChangeset.OffsetPair(2, 0)]))
    }

    @Test func aBuggyAlgorithmThroughTheProtocolGivesATypedError() {
        let buggy: any DiffAlgorithm = CrossingMatchAlgorithm()
        #expect(throws: DiffError.illFormedMatching(algorithm: "crossing", .unmovedPairsCross(source: 1, target: 0))) {
            try buggy.diff(from: [1, 2], to: [2, 1])
        }
    }
}

/// A third-party-style algorithm with a bug: it matches everything in
/// place-crossing order and reports no moves.
private struct CrossingMatchAlgorithm: DiffAlgorithm {
    var id: String { "crossing" }
    var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Crossing", reference: "test", time: "O(n)", space: "O(n)", minimality: .notMinimal,
            moveRule: .unspecified, duplicateRule: .unspecified, refusalRule: .never)
    }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching {
        DiffMatching(targetOfSource: codes.old.indices.map { codes.old.count - 1 - $0 })
    }
}

/// `IdentityCodes(source:target:)`, required to succeed.
private func identityCodes<Element: Diffable>(source: [Element], target: [Element]) throws -> IdentityCodes {
    try #require(IdentityCodes(source: source, target: target))
}
