import DiffAlgorithms
import Foundation
import Testing
import DiffBenchWorkloads

/// The sectioned book workload: 100 books per section, the flat workload's
/// books, and about 2% of the sections deleted, inserted, moved and renamed
/// in `mixed`, with books changing sections.
@Suite struct SectionedWorkloadTests {
    @Test func mixedHasSectionEditsAndCrossSectionMoves() throws {
        let workload = WorkloadGenerator.sectionedBooks(scenario: .mixed, count: 20_000, seed: 42)
        let flat = WorkloadGenerator.books(scenario: .mixed, count: 20_000, seed: 42)
        #expect(workload.source.count == 200)
        #expect(workload.source.flatMap(\.items).map(\.id) == flat.source.map(\.id))
        #expect(Set(workload.target.flatMap(\.items).map(\.id)) == Set(flat.target.map(\.id)))
        let changes = try SectionedChangeset(diffing: workload.source, to: workload.target, using: HashKeyedLinearDiff())
        #expect(changes.sections.deleted.count == 4)
        #expect(changes.sections.inserted.count == 4)
        #expect((1...4).contains(changes.sections.moved.count), "\(changes.sections.moved)")
        #expect((1...4).contains(changes.sections.updated.count))
        let crossSection = changes.items.moved.filter { $0.source.section != $0.target.section }
        #expect(crossSection.count > 500)
        try changes.checkRebuilds(source: workload.source, target: workload.target)
    }

    /// Pinned: if this changes, sectioned workloads differ from published
    /// runs. Built from `sectionedPlan`, so a plan read elsewhere builds the
    /// same books.
    @Test func pinnedChecksum() {
        func words(_ book: WorkloadBook) -> [UInt64] {
            [UInt64(bitPattern: Int64(book.id)), book.published.timeIntervalSince1970.bitPattern]
                + (book.title + "|" + book.author + "|" + book.isbn).utf8.map(UInt64.init)
        }
        func words(_ sections: [DiffSection<WorkloadAuthor, WorkloadBook>]) -> [UInt64] {
            sections.flatMap { [UInt64(bitPattern: Int64($0.model.id))] + $0.model.name.utf8.map(UInt64.init) + [0xFFFE] + $0.items.flatMap(words) }
        }
        let plan = WorkloadGenerator.sectionedPlan(scenario: .mixed, count: 1000, seed: 42)
        let workload = WorkloadGenerator.sectionedBooks(plan: plan, seed: 42)
        #expect(fnv1a(words(workload.source) + [0xFFFF] + words(workload.target)) == PinnedWorkload.sectionedChecksum)
        let generated = WorkloadGenerator.sectionedBooks(scenario: .mixed, count: 1000, seed: 42)
        #expect(workload.source == generated.source && workload.target == generated.target)
        #expect(plan.target.flatMap(\.items).filter(\.revised).count == WorkloadGenerator.plan(scenario: .mixed, count: 1000, seed: 42).updatedTargets.count)
    }

    @Test func sameSeedSameWorkload() {
        let a = WorkloadGenerator.sectionedBooks(scenario: .mixed, count: 3_000, seed: 7)
        let b = WorkloadGenerator.sectionedBooks(scenario: .mixed, count: 3_000, seed: 7)
        #expect(a.source == b.source && a.target == b.target)
    }

    @Test func scenariosWithoutMovesKeepTheSections() throws {
        let workload = WorkloadGenerator.sectionedBooks(scenario: try #require(WorkloadScenario.named("inserts")), count: 5_000, seed: 1)
        let changes = try SectionedChangeset(diffing: workload.source, to: workload.target, using: HashKeyedLinearDiff())
        #expect(changes.sections.isEmpty)
        #expect(changes.items.inserted.count == 500)
    }
}
