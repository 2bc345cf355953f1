import DiffAlgorithms
import Testing

@Suite struct MatchingTests {
    let codes = IdentityCodes(source: ["a", "b", "c"], target: ["c", "a", "b"])

    @Test func codesAreDenseInOrderOfFirstAppearance() {
        #expect(codes == IdentityCodes(old: [0, 1, 2], new: [2, 0, 1], distinctCount: 3))
        let colliding = IdentityCodes(source: [CollidingKey(value: 1), CollidingKey(value: 2)], target: [CollidingKey(value: 2)])
        #expect(colliding.old == [0, 1] && colliding.new == [1])
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
