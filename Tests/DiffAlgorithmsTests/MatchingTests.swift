import DiffAlgorithms
import Testing
import Workloads

@Suite struct MatchingTests {
    let codes = IdentityCodes(source: ["a", "b", "c"], target: ["c", "a", "b"])

    @Test func codesAreDenseInOrderOfFirstAppearance() {
        #expect(codes == IdentityCodes(old: [0, 1, 2], new: [2, 0, 1], distinctCount: 3))
        let colliding = IdentityCodes(source: [CollidingKey(value: 1), CollidingKey(value: 2)], target: [CollidingKey(value: 2)])
        #expect(colliding.old == [0, 1] && colliding.new == [1])
    }

    @Test func integerIdentitiesGetTheSameCodesAsOtherIdentities() {
        // Int identities take the integer table, String ones a Dictionary:
        // the codes must agree, including negative, extreme and repeated keys.
        var random = SplitMix64(seed: 17)
        let pool = [0, -1, 1, Int.min, Int.max, 1 << 40, -(1 << 40)] + (0..<40).map { $0 * 1_048_576 }
        for _ in 0..<50 {
            let source = (0..<random.next(below: 60)).map { _ in pool[random.next(below: pool.count)] }
            let target = (0..<random.next(below: 60)).map { _ in pool[random.next(below: pool.count)] }
            let integers = IdentityCodes(source: source, target: target)
            let strings = IdentityCodes(source: source.map(String.init), target: target.map(String.init))
            #expect(integers == strings)
        }
        let large = Array(0..<5_000) + Array(0..<5_000)
        let codes = IdentityCodes(source: large, target: large.reversed())
        #expect(codes.distinctCount == 5_000)
        #expect(codes.old == (Array(0..<5_000) + Array(0..<5_000)).map { Int32($0) })
    }

    @Test func acceptsUnmovedMatchesInOrder() {
        #expect(Matching(targetOfSource: [1, 2, 0], movedSources: [2]).isWellFormed(for: codes))
        #expect(Matching(unmatchedSourceCount: 3).isWellFormed(for: codes))
    }

    @Test func rejectsCrossingUnmovedMatches() {
        // 0→1 and 2→0 both stay: survivors could not fill their slots in order.
        #expect(!Matching(targetOfSource: [1, 2, 0]).isWellFormed(for: codes))
    }

    @Test func rejectsMatchesOfDifferentIdentities() {
        #expect(!Matching(targetOfSource: [0, -1, -1]).isWellFormed(for: codes))
    }

    @Test func rejectsTwoSourcesOnOneTarget() {
        let repeated = IdentityCodes(source: ["a", "a"], target: ["a"])
        #expect(!Matching(targetOfSource: [0, 0], movedSources: [1]).isWellFormed(for: repeated))
    }

    @Test func rejectsMovesOfUnmatchedSources() {
        #expect(!Matching(targetOfSource: [1, -1, -1], movedSources: [1]).isWellFormed(for: codes))
    }
}
