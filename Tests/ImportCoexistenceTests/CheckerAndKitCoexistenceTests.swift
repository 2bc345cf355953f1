import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchAdapter
import LookAlikeAppFrameworks
import LookAlikeDiffLibraries
import Testing

/// An app that imports BatchUpdateChecker and DiffBenchAdapter next to
/// SwiftUI-like names, its own short type names and DifferenceKit
/// (look-alikes in `LookAlikeAppFrameworks` and `LookAlikeDiffLibraries`): this file compiling is the test. Every name
/// resolves unqualified on both sides.
@Suite struct CheckerAndKitCoexistenceTests {
    @Test func theCheckersNamesResolveUnqualified() throws {
        let update = BatchUpdate(itemMoves: [BatchMove(BatchIndexPath(0, 0), BatchIndexPath(0, 1))])
        let verdict: BatchVerdict = try BatchUpdateValidator(view: ListViewKind.table)
            .validate(update, before: BatchShape([2]), after: BatchShape([2]))
        #expect(verdict.isAccepted)
        let hazards: [BatchHazard] = verdict.hazards
        #expect(hazards.isEmpty)
    }

    @Test func theKitsNamesResolveUnqualified() {
        let batch = AdapterBatch(deleted: [0], inserted: [], moved: [], updated: [])
        #expect(batch.deleted == [0])
        #expect(AdapterFormat.allCases.contains(.batch))
    }

    @Test func theAppsNamesResolveToo() {
        struct Circle: Shape {
            func path(in width: Double) -> Path { Path(length: 3.14 * width) }
        }
        #expect(Circle().path(in: 1).length > 3)
        #expect(Move(steps: 2).steps == 2)
        #expect(Hazard.fire != .none)
        #expect(Verdict.guilty != .innocent)
        #expect(ViewKind.grid != .list)
    }

    @Test func theStreamModelsNamesResolveUnqualified() {
        let stream = ListUpdateStream(initial: [1], inputs: [ListStreamInput.snapshot([1, 2], at: 0)])
        let simulator = ListStreamSimulator(policy: ListUpdatePolicy.latest, algorithm: HashKeyedLinearDiff(), timing: ListStreamTiming())
        let report: ListStreamReport = simulator.run(stream)
        #expect(report.verdict == ListStreamVerdict.ok)
        var list = SimulatedListView(initial: ListSnapshot(version: 0, elements: [1]))
        list.setData(ListSnapshot(version: 1, elements: [1, 2]), at: 0)
        #expect(list.performBatchUpdates(BatchUpdate.singleSection(inserts: [1]), at: 0).isAccepted)
        #expect(DiffableIdentifierError.check([1, 1]) != nil)
        // An app's look-alike names, in the same scope.
        #expect(Snapshot(items: [1]).items == [1])
        #expect(UpdatePolicy.animated != .immediate)
        #expect(Timeline(events: [Event(name: "load")]).events.count == 1)
        #expect(ListViewModel(rows: ["a"]).rows == ["a"])
    }

    @Test func aDiffLibrarysNamesResolveToo() {
        #expect(Changeset(data: [1]).data == [1])
        #expect(StagedChangeset(source: [1], target: [2]).changesets.count == 1)
        #expect(ArraySection(model: 0, elements: [1]).model == 0)
    }
}
