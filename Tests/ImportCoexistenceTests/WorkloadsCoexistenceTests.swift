import DiffBenchWorkloads
import LookAlikeAppFrameworks
import LookAlikeDiffLibraries
import Testing

/// A benchmark target that imports the workloads (`DiffBenchWorkloads`)
/// next to SwiftUI-like names, an app's model module (`Book`, `Author`,
/// `Scenario`, …) and other diff libraries' names (look-alikes): this file
/// compiling is the test. Both sides' names resolve unqualified.
@Suite struct WorkloadsCoexistenceTests {
    @Test func theWorkloadsNamesResolveUnqualified() throws {
        let scenario = try #require(WorkloadScenario.named("mixed"))
        let books: WorkloadArrays<WorkloadBook> = WorkloadGenerator.books(scenario: scenario, count: 20, seed: 1)
        #expect(books.source.count == 20)
        var random = WorkloadRandom(seed: 1)
        let sectioned: SectionedCase = SectionedCaseGenerator.next(&random)
        #expect(sectioned.source.count >= 0)
        let atoms: [WorkloadAtomSection] = [WorkloadAtomSection(model: WorkloadAtom(1), items: [WorkloadAtom(2)])]
        #expect(atoms.count == 1)
        #expect(WorkloadGenerator.lcsLength([1, 2, 3], [2, 3]) == 2)
    }

    @Test func theOthersNamesResolveToo() {
        #expect(Move(steps: 1).steps == 1)
        #expect(ViewKind.grid != .list)
        #expect(IndexPair(source: 0, target: 1).target == 1)
        #expect(Changeset(data: [1]).data == [1])
        #expect(ArraySection(model: 0, elements: [1]).elements == [1])
        #expect(Book(title: "a") != Book(title: "b"))
        #expect(Author(name: "a").name == "a")
        #expect(Scenario.smoke != .soak && Dataset.small != .large)
        #expect(Workload(items: 1).items == 1)
        #expect(Atom(token: "a") == Atom(token: "a"))
        #expect(SplitMix64(state: 1).state == 1)
        #expect(lcsLength("ab", "b") == 1)
    }
}
