import BatchUpdateChecker
import DiffAlgorithms
import Testing

/// The model of one list view driven by hand: held counts, pending
/// `reloadData`, and the display oracle over time.
@Suite struct SimulatedListViewTests {
    private func list(_ elements: [Int], view: ListViewKind = .table, options: ValidationOptions = ValidationOptions()) -> SimulatedListView<Int> {
        SimulatedListView(initial: ListSnapshot(version: 0, elements: elements), view: view, options: options)
    }

    @Test func stateDriftIsNowUIKitsException() {
        // H-STATE-DRIFT (spec §4): the data source changed before the batch.
        // The view holds 3 rows, the data source 0; the batch deletes 2 (§8 T36).
        var view = list([1, 2, 3])
        view.setData(ListSnapshot(version: 2, elements: []), at: 1)
        let verdict = view.performBatchUpdates(.singleSection(deletes: [0, 1]), at: 1)
        #expect(verdict.violation == RuleViolation(rule: .itemCount, message: countMessage(after: 0, before: 3, inserted: 0, deleted: 2)))
        #expect(view.heldCount == 3)
    }

    @Test func theDocumentedExamplesGiveWhatTheySay() {
        // SimulatedListView's and the "Streams of updates" article's example.
        var list = SimulatedListView(initial: ListSnapshot(version: 0, elements: ["A", "B"]))
        list.setData(ListSnapshot(version: 1, elements: ["C", "A", "B"]), at: 0)
        list.setData(ListSnapshot(version: 2, elements: ["A"]), at: 1)
        let verdict = list.performBatchUpdates(.singleSection(inserts: [0]), at: 2)
        #expect(verdict.violation == RuleViolation(rule: .itemCount, message: countMessage(after: 1, before: 2, inserted: 1, deleted: 0)))
        // docs/guides/live-lists.md's collection view with a pending reloadData.
        var collection = SimulatedListView(initial: ListSnapshot(version: 0, elements: [1, 2, 3]), view: .collection)
        collection.setData(ListSnapshot(version: 1, elements: [1, 2, 3, 4]), at: 0)
        collection.reloadData(at: 0)
        collection.setData(ListSnapshot(version: 2, elements: [1, 2, 3, 4, 5]), at: 0)
        let pending = collection.performBatchUpdates(.singleSection(inserts: [4]), at: 0)
        #expect(pending.violation == RuleViolation(rule: .itemCount, message: countMessage(.collection, after: 5, before: 5, inserted: 1, deleted: 0)))
        // ListStreamSimulator's example.
        let report = ListStreamSimulator(policy: .latest, algorithm: HeckelSixPassDiff(),
                                         timing: ListStreamTiming(diffQueue: .background, diffDuration: 2))
            .run(ListUpdateStream(initial: [1, 2, 3], inputs: [.snapshot([3, 2], at: 0), .snapshot([4], at: 1)]))
        #expect(report.verdict == .ok)
    }

    @Test func stateDriftInTheModernFormat() {
        // §8 T36, exyte/Chat#56.
        var view = list([1, 2, 3], options: ValidationOptions(indexPathStyle: .short, countFormat: .modern))
        view.setData(ListSnapshot(version: 2, elements: []), at: 1)
        let verdict = view.performBatchUpdates(.singleSection(deletes: [1, 0]), at: 1)
        #expect(verdict.violation?.rule == .modernCount)
        let message = verdict.violation?.message ?? ""
        #expect(message.contains("Data source before updates = { 1 section with row counts: [3] }"))
        #expect(message.contains("Data source after updates = { 1 section with row counts: [0] }"))
    }

    @Test func dataSetInsideTheBlockPasses() {
        var view = list([1, 2, 3])
        let verdict = view.performBatchUpdates(.singleSection(deletes: [0, 1]), settingData: ListSnapshot(version: 1, elements: [3]), at: 0)
        #expect(verdict.isAccepted)
        #expect(view.heldCount == 1)
        #expect(view.mismatch(with: ListSnapshot(version: 1, elements: [3])) == nil)
    }

    @Test func aPendingReloadIsReadBeforeTheBatch() {
        // reloadData, then the array changes and the batch inserts: UIKit
        // reads the counts when the batch starts, so they look impossible.
        for kind in ListViewKind.allCases {
            var view = list([1, 2], view: kind)
            view.setData(ListSnapshot(version: 1, elements: [1, 2]), at: 0)
            view.reloadData(at: 0)
            view.setData(ListSnapshot(version: 2, elements: [1, 2, 3]), at: 0)
            let verdict = view.performBatchUpdates(.singleSection(inserts: [2]), at: 0)
            let expected = kind == .table
                ? nil   // the table view read 2 rows in reloadData
                : RuleViolation(rule: .itemCount, message: countMessage(kind, after: 3, before: 3, inserted: 1, deleted: 0))
            #expect(verdict.isAccepted == (expected == nil))
            if let expected { #expect(verdict.violation == expected) }
        }
    }

    @Test func aPendingReloadThenABatchThatSetsItsDataPasses() {
        for kind in ListViewKind.allCases {
            var view = list([1, 2], view: kind)
            view.setData(ListSnapshot(version: 1, elements: [1, 2, 3]), at: 0)
            view.reloadData(at: 0)
            let verdict = view.performBatchUpdates(.singleSection(deletes: [0]), settingData: ListSnapshot(version: 2, elements: [2, 3]), at: 0)
            #expect(verdict.isAccepted)
            #expect(view.mismatch(with: ListSnapshot(version: 2, elements: [2, 3])) == nil)
        }
    }

    @Test func aTableReadsCountsInReloadDataACollectionAtLayout() {
        var table = list([1], view: .table), collection = list([1], view: .collection)
        for index in [0, 1] {
            var view = index == 0 ? table : collection
            view.setData(ListSnapshot(version: 1, elements: [1, 2]), at: 0)
            view.reloadData(at: 0)
            if index == 0 { table = view } else { collection = view }
        }
        #expect(table.heldCount == 2 && !table.reloadPending)
        #expect(collection.heldCount == 1 && collection.reloadPending)
        collection.setOnScreen(false, at: 1)
        collection.layoutIfNeeded(at: 1)
        #expect(collection.reloadPending)   // no layout off screen
        collection.setOnScreen(true, at: 2)
        collection.layoutIfNeeded(at: 2)
        #expect(collection.heldCount == 2 && !collection.reloadPending)
        #expect(collection.cells.map(\.version) == [1, 1])
    }

    @Test func theOracleCatchesAnOlderSnapshotAfterANewerOne() {
        var view = list([1])
        view.performBatchUpdates(.singleSection(inserts: [1]), settingData: ListSnapshot(version: 2, elements: [1, 2]), at: 1)
        #expect(view.defects.isEmpty)
        view.performBatchUpdates(.singleSection(deletes: [1]), settingData: ListSnapshot(version: 1, elements: [1]), at: 2)
        #expect(view.defects == [ListDisplayDefect(kind: .olderSnapshotShown, time: 2, version: 1, note: "shows snapshot 1 after snapshot 2")])
    }

    @Test func aCarriedCellWithNewContentIsStale() {
        // [A, B] → [B, A']: moving A without reloading it keeps its old content (H-MOVE-STALE).
        var view = SimulatedListView(initial: ListSnapshot(version: 0, elements: cells(["A", "B"])))
        let verdict = view.performBatchUpdates(.singleSection(moves: [(0, 1)]), settingData: ListSnapshot(version: 1, elements: cells(["B", "A'"])), at: 0)
        #expect(verdict.isAccepted)
        #expect(view.defects.map(\.kind) == [.wrongCells])
        #expect(view.defects.first?.note == "(0 - 1) shows stale content carried from (0 - 0)")
        #expect(view.mismatch(with: ListSnapshot(version: 1, elements: cells(["B", "A'"]))) == "row 1 shows stale content (from snapshot 0)")
    }

    @Test func animationsEndOnTime() {
        var view = list([1])
        view.performBatchUpdates(.singleSection(inserts: [1]), settingData: ListSnapshot(version: 1, elements: [1, 2]), at: 0, animationDuration: 3)
        #expect(view.animationsInFlight == [3])
        view.completeAnimations(through: 2)
        #expect(view.animationsInFlight == [3])
        view.completeAnimations(through: 3)
        #expect(view.animationsInFlight.isEmpty)
    }
}
