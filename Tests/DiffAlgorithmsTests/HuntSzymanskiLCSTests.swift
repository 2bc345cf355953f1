import DiffAlgorithms
import Testing
import Workloads

@Suite struct HuntSzymanskiLCSTests {
    /// The threshold search on every case, however many pairs.
    static let searchOnly = HuntSzymanskiLCS(pairBudget: .max, fallbackPairsPerCell: .infinity)

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theSearchAgreesWithTheDynamicProgrammingTable(seed: UInt64) throws {
        try expectExactLCS(Self.searchOnly, seed: seed)
    }

    @Test func theDefaultAgreesWithTheDynamicProgrammingTable() throws {
        try expectExactLCS(HuntSzymanskiLCS(), seed: 4)
    }

    @Test func overThePairBudgetTheFallbackIsExact() throws {
        try expectExactLCS(HuntSzymanskiLCS(pairBudget: 0), seed: 5)
    }

    @Test func findsTheSingleCommonElementOfAReversal() throws {
        let source = Array(0..<50_000)
        let changes = try Self.searchOnly.diff(from: source, to: source.reversed())
        #expect(changes.deleted.count == source.count - 1)
        #expect(changes.inserted.count == source.count - 1)
    }

    @Test func refusesOnlyWhenThePairsAndTheFallbackAreBothOverBudget() throws {
        let codes = IdentityCodes(source: Array(repeating: 1, count: 40), target: Array(repeating: 1, count: 30))
        #expect(HuntSzymanskiLCS().refusal(sourceCount: 10_000_000, targetCount: 10_000_000) == nil)
        #expect(HuntSzymanskiLCS(pairBudget: 1_199).refusal(for: codes) == nil)
        let bothOver = HuntSzymanskiLCS(pairBudget: 1_199, fallback: BitParallelLCS(cellBudget: 1_199))
        let refusal = try #require(bothOver.refusal(for: codes))
        #expect(refusal.estimate == 1_200)
        #expect(HuntSzymanskiLCS(pairBudget: 1_200, fallback: BitParallelLCS(cellBudget: 0)).refusal(for: codes) == nil)
    }

    @Test func isListedWithItsTraits() throws {
        let listed = try #require(AlgorithmRegistry.algorithm(id: "hunt-szymanski"))
        #expect(listed.traits.isMinimal && !listed.traits.reportsMoves)
    }
}
