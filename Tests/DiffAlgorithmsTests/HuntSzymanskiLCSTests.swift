import DiffAlgorithms
import Testing
import DiffBenchWorkloads

@Suite struct HuntSzymanskiLCSTests {
    /// The threshold search on every case, however many pairs.
    static let searchOnly = HuntSzymanskiLCS(pairBudget: .max)

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theSearchAgreesWithTheDynamicProgrammingTable(seed: UInt64) throws {
        try expectExactLCS(Self.searchOnly, seed: seed)
    }

    @Test func theDefaultAgreesWithTheDynamicProgrammingTable() throws {
        try expectExactLCS(HuntSzymanskiLCS(), seed: 4)
    }

    @Test func findsTheSingleCommonElementOfAReversal() throws {
        let source = Array(0..<50_000)
        let changes = try Self.searchOnly.diff(from: source, to: source.reversed())
        #expect(changes.deleted.count == source.count - 1)
        #expect(changes.inserted.count == source.count - 1)
    }

    @Test func refusesAboveItsPairBudgetWithThePairCount() throws {
        let codes = try #require(
            IdentityCodes(source: Array(repeating: 1, count: 40), target: Array(repeating: 1, count: 30) + [2]))
        // 40 × 30 pairs; the common prefix of 30 ones costs nothing.
        #expect(HuntSzymanskiLCS().refusal(sourceCount: 10_000_000, targetCount: 10_000_000) == nil)
        #expect(HuntSzymanskiLCS(pairBudget: 0).refusal(for: codes) == nil)
        let shifted = try #require(
            IdentityCodes(source: [2] + Array(repeating: 1, count: 40), target: Array(repeating: 1, count: 30) + [2]))
        #expect(HuntSzymanskiLCS(pairBudget: 1_201).refusal(for: shifted) == nil)
        let refusal = try #require(HuntSzymanskiLCS(pairBudget: 1_200).refusal(for: shifted))
        #expect(refusal.estimate == 1_201)
        #expect(throws: DiffError.self) {
            try HuntSzymanskiLCS(pairBudget: 1_200).diff(
                from: [2] + Array(repeating: 1, count: 40), to: Array(repeating: 1, count: 30) + [2])
        }
    }

    @Test func isListedWithItsTraits() throws {
        let listed = try #require(AlgorithmRegistry.algorithm(id: "hunt-szymanski"))
        #expect(listed.traits.minimality == .minimal && listed.traits.moveRule == .none)
    }
}
