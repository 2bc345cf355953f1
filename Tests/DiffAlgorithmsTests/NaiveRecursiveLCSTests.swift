import DiffAlgorithms
import Testing

@Suite struct NaiveRecursiveLCSTests {
    @Test func refusesAboveItsSizeGuard() throws {
        let naive = NaiveRecursiveLCS()
        #expect(naive.refusal(sourceCount: 10, targetCount: 10) == nil)
        let refusal = try #require(naive.refusal(sourceCount: 11, targetCount: 10))
        #expect(refusal.algorithm == "naive-lcs")
        #expect(refusal.reason.contains("limit of 20"))
        // C(21, 10) = 352,716 calls in the worst case.
        #expect(refusal.estimate == 352_716)
        #expect(throws: DiffError.self) { try naive.diff(from: Array(0..<15), to: Array(0..<15)) }
    }

    @Test func findsAnLCSWithDuplicates() throws {
        let changes = try expectReproduces(NaiveRecursiveLCS(), from: [1, 2, 1, 2], to: [2, 1, 2, 1])
        #expect(changes.deleted.count == 1 && changes.inserted.count == 1)
    }
}
