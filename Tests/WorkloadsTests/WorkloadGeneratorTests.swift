import DiffAlgorithms
import Foundation
import Testing
import DiffBenchWorkloads

/// FNV-1a over 64-bit words: a checksum that does not depend on the
/// standard library's (seeded) hashing.
func fnv1a(_ words: [UInt64]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for word in words {
        for shift in stride(from: 0, to: 64, by: 8) {
            hash ^= (word >> UInt64(shift)) & 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
    }
    return hash
}

func checksum(_ workload: WorkloadArrays<Int>) -> UInt64 {
    fnv1a(workload.source.map { UInt64(bitPattern: Int64($0)) } + [0xFFFF] + workload.target.map { UInt64(bitPattern: Int64($0)) })
}

func checksum(_ workload: WorkloadArrays<WorkloadBook>) -> UInt64 {
    func words(_ book: WorkloadBook) -> [UInt64] {
        [UInt64(bitPattern: Int64(book.id)), book.published.timeIntervalSince1970.bitPattern]
            + (book.title + "|" + book.author + "|" + book.isbn).utf8.map(UInt64.init)
    }
    return fnv1a(workload.source.flatMap(words) + [0xFFFF] + workload.target.flatMap(words))
}

@Suite struct WorkloadGeneratorTests {
    @Test func sameSeedGivesSameArrays() {
        for scenario in WorkloadScenario.all {
            let a = WorkloadGenerator.books(scenario: scenario, count: 500, seed: 7)
            let b = WorkloadGenerator.books(scenario: scenario, count: 500, seed: 7)
            #expect(a.source == b.source, "\(scenario.name)")
            #expect(a.target == b.target, "\(scenario.name)")
        }
    }

    @Test func differentSeedsGiveDifferentArrays() {
        let a = WorkloadGenerator.ints(scenario: .mixed, count: 500, seed: 1)
        let b = WorkloadGenerator.ints(scenario: .mixed, count: 500, seed: 2)
        #expect(a.source != b.source)
    }

    /// Pinned values: if these change, workloads differ from published runs
    /// (a generator change, or a toolchain whose arithmetic drifted).
    @Test func pinnedChecksums() {
        let ints = WorkloadGenerator.ints(scenario: .mixed, count: 1000, seed: 42)
        let books = WorkloadGenerator.books(scenario: .mixed, count: 1000, seed: 42)
        #expect(Array(ints.source.prefix(8)) == PinnedWorkload.intSourcePrefix)
        #expect(checksum(ints) == PinnedWorkload.intChecksum)
        #expect(checksum(books) == PinnedWorkload.bookChecksum)
        #expect(books.source[0] == PinnedWorkload.firstBook)
    }

    @Test func mixedHasTheDocumentedEdits() throws {
        let n = 1000
        let plan = WorkloadGenerator.plan(scenario: .mixed, count: n, seed: 42)
        #expect(Set(plan.source).count == n, "source identities are unique")
        #expect(plan.target.count == n - 100 + 100)
        let sourceSet = Set(plan.source)
        #expect(plan.target.filter { !sourceSet.contains($0) }.count == 100, "100 inserted")
        #expect(plan.updatedTargets.count == 100)
        #expect(plan.updatedTargets.allSatisfy { sourceSet.contains(plan.target[$0]) }, "updates keep identity")
        let books = WorkloadGenerator.books(scenario: .mixed, count: n, seed: 42)
        let changes = HashKeyedLinearDiff().diff(from: books.source, to: books.target)
        #expect(changes.deleted.count == 100)
        #expect(changes.inserted.count == 100)
        #expect(changes.updated.count == 100)
        #expect(changes.moved.count <= 100)
        #expect(changes.moved.count >= 90, "most of the 100 moved items are reported as moves")
        #expect(scenarioTargetCountMatches(.mixed, n))
    }

    func scenarioTargetCountMatches(_ scenario: WorkloadScenario, _ n: Int) -> Bool {
        WorkloadGenerator.plan(scenario: scenario, count: n, seed: 3).target.count
            == scenario.targetCount(sourceCount: n)
    }

    @Test(arguments: WorkloadScenario.all)
    func everyScenarioBuildsAConsistentWorkload(scenario: WorkloadScenario) throws {
        for n in [0, 1, 2, 10, 333] {
            #expect(scenarioTargetCountMatches(scenario, n), "\(scenario.name) n=\(n)")
            let books = WorkloadGenerator.books(scenario: scenario, count: n, seed: 9)
            #expect(books.source.count == n)
            // The applier rebuilds the target from the hash-linear changeset.
            let changes = HashKeyedLinearDiff().diff(from: books.source, to: books.target)
            #expect(try changes.apply(to: books.source, target: books.target) == books.target)
        }
    }

    @Test func specialScenarios() throws {
        let n = 200
        let identical = WorkloadGenerator.ints(scenario: try #require(WorkloadScenario.named("identical")), count: n, seed: 1)
        #expect(identical.source == identical.target)
        let reversed = WorkloadGenerator.ints(scenario: try #require(WorkloadScenario.named("reversed")), count: n, seed: 1)
        #expect(reversed.target == Array(reversed.source.reversed()))
        let disjoint = WorkloadGenerator.ints(scenario: try #require(WorkloadScenario.named("disjoint")), count: n, seed: 1)
        #expect(Set(disjoint.source).isDisjoint(with: disjoint.target))
        #expect(disjoint.target.count == n)
        let duplicates = WorkloadGenerator.ints(scenario: try #require(WorkloadScenario.named("duplicates")), count: n, seed: 1)
        #expect(Set(duplicates.source).count <= n / 10)
    }

    @Test func sampleAndShuffle() {
        var random = WorkloadRandom(seed: 5)
        let drawn = WorkloadGenerator.sample(10, from: 20, using: &random)
        #expect(drawn.count == 10 && Set(drawn).count == 10 && drawn.allSatisfy { (0..<20).contains($0) })
        #expect(WorkloadGenerator.sample(5, from: 3, using: &random).count == 3)
        var values = Array(0..<100)
        WorkloadGenerator.shuffle(&values, using: &random)
        #expect(values.sorted() == Array(0..<100))
        #expect(values != Array(0..<100))
    }

    @Test func scenarioNamesAreUnique() {
        #expect(Set(WorkloadScenario.names).count == WorkloadScenario.all.count)
        #expect(WorkloadScenario.mixed.name == "mixed")
    }
}
