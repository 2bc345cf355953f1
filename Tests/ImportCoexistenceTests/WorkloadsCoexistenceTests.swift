import LookAlikeAppFrameworks
import LookAlikeDiffLibraries
import Testing
import Workloads

/// A benchmark target that imports the workloads (`DiffBenchWorkloads`)
/// next to SwiftUI-like names, an app's own short type names and other diff
/// libraries' names (look-alikes): this file compiling is the test. The
/// workloads' names resolve unqualified beside them.
@Suite struct WorkloadsCoexistenceTests {
    @Test func theWorkloadsNamesResolveUnqualified() throws {
        let scenario = try #require(Scenario.named("mixed"))
        let books: Workload<Book> = WorkloadGenerator.books(scenario: scenario, count: 20, seed: 1)
        #expect(books.source.count == 20)
        var random = SplitMix64(seed: 1)
        let sectioned: SectionedCase = SectionedCaseGenerator.next(&random)
        #expect(sectioned.source.count >= 0)
        let atoms: [AtomSection] = [AtomSection(model: Atom(1), items: [Atom(2)])]
        #expect(atoms.count == 1)
        #expect(lcsLength([1, 2, 3], [2, 3]) == 2)
    }

    @Test func theOthersNamesResolveToo() {
        #expect(Move(steps: 1).steps == 1)
        #expect(ViewKind.grid != .list)
        #expect(IndexPair(source: 0, target: 1).target == 1)
    }
}
