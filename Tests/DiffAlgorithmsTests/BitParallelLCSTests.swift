import DiffAlgorithms
import Testing
import DiffBenchWorkloads

@Suite struct BitParallelLCSTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithTheDynamicProgrammingTable(seed: UInt64) throws {
        try expectExactLCS(BitParallelLCS(), seed: seed)
    }

    /// The lowest thresholds split every quadrant down to single rows and
    /// give every repeated identity a dense mask: still exact.
    @Test(arguments: [(0, 1), (16, 4), (64, 2)])
    func staysExactWithEveryPathForced(directCells: Int, denseMinimum: Int) throws {
        var forced = BitParallelLCS()
        forced.tuning = BitParallelLCSTuning(directCells: directCells, denseMinimum: denseMinimum)
        try expectExactLCS(forced, seed: UInt64(directCells + 7))
    }

    @Test func findsTheSingleCommonElementOfAReversal() throws {
        let source = Array(0..<20_000)
        let changes = try BitParallelLCS().diff(from: source, to: source.reversed())
        #expect(changes.deleted.count == source.count - 1)
        #expect(changes.inserted.count == source.count - 1)
    }

    @Test func matchesALongRunOfOneIdentity() throws {
        // One identity everywhere: LCS = the shorter side.
        let changes = try expectReproduces(
            BitParallelLCS(), from: Array(repeating: 5, count: 3_000), to: Array(repeating: 5, count: 2_000))
        #expect(changes.deleted.count == 1_000 && changes.inserted.isEmpty)
    }

    @Test func refusesInputsOverItsCellBudgetWithTheEstimate() throws {
        let bit = BitParallelLCS()
        #expect(bit.refusal(sourceCount: 100_000, targetCount: 100_000) == nil)
        let refusal = try #require(bit.refusal(sourceCount: 2_000_000, targetCount: 1_000_000))
        #expect(refusal.estimate == 2e12)
        let tiny = BitParallelLCS(cellBudget: 99)
        #expect(throws: DiffError.self) { try tiny.diff(from: Array(0..<10), to: Array(0..<10)) }
        #expect(try tiny.diff(from: Array(0..<9), to: Array(0..<11)).inserted == [9, 10])
    }

    @Test func isListedWithItsTraits() throws {
        let listed = try #require(AlgorithmRegistry.algorithm(id: "bit-lcs"))
        #expect(listed.traits.minimality == .minimal && listed.traits.moveRule == .none)
    }
}
