import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

@Suite struct DynamicProgrammingLCSTests {
    @Test func refusesTablesOverItsBudgetWithTheEstimate() throws {
        let dp = DynamicProgrammingLCS()
        #expect(dp.refusal(sourceCount: 10_000, targetCount: 10_000) == nil)
        let refusal = try #require(dp.refusal(sourceCount: 100_000, targetCount: 100_000))
        #expect(refusal.reason.contains("37.3 GiB"))
        #expect(refusal.reason.contains("2.00 GiB"))
        #expect(refusal.estimate == DynamicProgrammingLCS.tableBytes(sourceCount: 100_000, targetCount: 100_000))
    }

    @Test func aSmallBudgetIsEnforced() throws {
        let tiny = DynamicProgrammingLCS(memoryBudget: 100)
        #expect(throws: DiffError.self) { try tiny.diff(from: Array(0..<10), to: Array(0..<10)) }
        // 2-byte cells: 6 × 6 = 72 bytes fit.
        #expect(try tiny.diff(from: [1, 2, 3, 4, 5], to: [5, 4, 3, 2, 1]).deleted.count == 4)
    }

    @Test func matchesTheLCSLengthOnLargerInputs() throws {
        var random = WorkloadRandom(seed: 3)
        for _ in 0..<5 {
            let source = randomArray(200, alphabet: 30, &random)
            let target = randomArray(180, alphabet: 30, &random)
            let changes = try expectReproduces(DynamicProgrammingLCS(), from: source, to: target)
            #expect(editSize(changes) == source.count + target.count - 2 * WorkloadGenerator.lcsLength(source, target))
        }
    }
}
