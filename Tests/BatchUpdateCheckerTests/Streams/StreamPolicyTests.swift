import BatchUpdateChecker
import DiffAlgorithms
import Testing

/// Each policy on hand-written streams: where it must pass, and where the
/// negative controls must fail with UIKit's exact message.
@Suite struct StreamPolicyTests {
    @Test func serialAppliesEverySnapshotInOrder() {
        let report = simulate(.serial, overlappingStream, timing: background(diff: 1, animation: 5))
        #expect(report.verdict == .ok)
        #expect(report.stats.batches == 3)
        #expect(report.stats.dropped == 0)
        // S1 shown at 1, S2 (diffed 2–3) at 3, S3 (waits for S2's diff) at 4.
        #expect(report.stats.staleness == [1, 1, 1])
    }

    @Test func serialStagesAnUpdatedElementThatMoves() {
        // [A, B] → [B, A']: one batch would be R-DEL-MOVE (spec §8 T4).
        let stream = ListUpdateStream(initial: cells(["A", "B"]), inputs: [.snapshot(cells(["B", "A'"]), at: 0)])
        let report = simulate(.serial, stream)
        #expect(report.verdict == .ok)
        #expect(report.stats.batches == 2)
    }

    @Test func latestDropsWhatArrivesDuringAnAnimation() {
        let report = simulate(.latest, overlappingStream, timing: background(diff: 1, animation: 5))
        #expect(report.verdict == .ok)
        #expect(report.stats.dropped == 1)
        #expect(report.stats.batches == 2)
        // S1 shown at 1; S2 dropped, S3 diffed 6–7 from what the view shows.
        #expect(report.stats.staleness == [1, 5, 4])
        #expect(report.log.contains(ListStreamLogEntry(time: 6, .diffStarted(from: 1, to: 3, queue: .background))))
    }

    @Test func reloadAboveReloadsBigChangesOnly() {
        for view in ListViewKind.allCases {
            let report = simulate(.reloadAbove(1), overlappingStream, timing: background(diff: 1), view: view)
            #expect(report.verdict == .ok)
            // One insert each for S1 and S2: batches; two inserts for S3: reloadData.
            #expect(report.stats.batches == 2)
            #expect(report.stats.reloads == 1)
        }
    }

    @Test func reloadAboveReloadsOffScreen() {
        for view in ListViewKind.allCases {
            let stream = ListUpdateStream(initial: [1, 2], inputs: [
                ListStreamInput(time: 0, .window(onScreen: false)),
                .snapshot([2], at: 1),
                .snapshot([2, 3], at: 2),
                ListStreamInput(time: 3, .window(onScreen: true)),
            ])
            let report = simulate(.reloadAbove(5), stream, view: view)
            #expect(report.verdict == .ok)
            #expect(report.stats.reloads == 2)
            #expect(report.stats.batches == 0)
        }
    }

    @Test func diffableSnapshotPassesUniqueIdentifiers() {
        let report = simulate(.diffableSnapshot, overlappingStream, timing: background(diff: 1, animation: 5))
        #expect(report.verdict == .ok)
        #expect(report.stats.batches == 3)
    }

    @Test func diffableSnapshotRefusesDuplicateIdentifiers() {
        let stream = ListUpdateStream(initial: [1], inputs: [.snapshot([1, 2], at: 0), .snapshot([3, 2, 2, 1, 3, 2], at: 1)])
        let report = simulate(.diffableSnapshot, stream)
        let error = DiffableIdentifierError(duplicates: ["2", "3"])
        #expect(report.verdict == .refusedSnapshot(time: 1, version: 2, error))
        #expect(error.message == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2, 3)}")
        // The other policies take the same stream.
        #expect(simulate(.serial, stream).verdict == .ok)
    }

    @Test func swapThenDiffPassesWhenNothingOverlaps() {
        let stream = ListUpdateStream(initial: [1, 2], inputs: [.snapshot([1, 2, 3], at: 0), .snapshot([3], at: 2)])
        #expect(simulate(.swapThenDiff, stream).verdict == .ok)
        #expect(simulate(.swapThenDiff, stream, timing: background(diff: 1)).verdict == .ok)
    }

    @Test func swapThenDiffFailsWhenASnapshotArrivesDuringADiff() {
        // The data source holds [1] (snapshot 2) when the batch of the diff
        // 0 → 1 (insert 0) is applied; the view still holds 2 rows.
        let stream = ListUpdateStream(initial: [1, 2], inputs: [.snapshot([3, 1, 2], at: 0), .snapshot([1], at: 1)])
        for view in ListViewKind.allCases {
            let report = simulate(.swapThenDiff, stream, timing: background(diff: 2), view: view)
            let message = countMessage(view, after: 1, before: 2, inserted: 1, deleted: 0)
            #expect(report.verdict == .exception(time: 2, version: 2, RuleViolation(rule: .itemCount, message: message)))
        }
        for policy in ListUpdatePolicy.correct() {
            #expect(simulate(policy, stream, timing: background(diff: 2)).verdict == .ok)
        }
        // Inserting at 2 fails earlier, in Step 3: out of bounds after the update.
        let outOfBounds = ListUpdateStream(initial: [1, 2], inputs: [.snapshot([1, 2, 3], at: 0), .snapshot([1], at: 1)])
        let message = "attempt to insert row 2 into section 0, but there are only 1 rows in section 0 after the update"
        #expect(simulate(.swapThenDiff, outOfBounds, timing: background(diff: 2)).verdict.violation == RuleViolation(rule: .insertItemOutOfBounds, message: message))
    }

    @Test func staleBasePassesWithoutDrops() {
        let report = simulate(.staleBase, overlappingStream, timing: background(diff: 1))
        #expect(report.verdict == .ok)
        #expect(report.stats.dropped == 0)
    }

    @Test func staleBaseFailsAfterADroppedSnapshot() {
        // S2 is dropped; S3 is diffed from S2 (2 inserts) while the view shows S1 (3 rows).
        let report = simulate(.staleBase, overlappingStream, timing: background(diff: 1, animation: 5))
        let message = countMessage(after: 6, before: 3, inserted: 2, deleted: 0)
        #expect(report.verdict == .exception(time: 7, version: 3, RuleViolation(rule: .itemCount, message: message)))
        #expect(report.stats.dropped == 1)
    }

    @Test func staleBaseWithEqualCountsShowsStaleCells() {
        // [A, B] → [A', B] → [A', B'] (dropped) → [A'', B']: the last diff
        // (from the dropped snapshot) reloads A only; B keeps its old content.
        let stream = ListUpdateStream(initial: [Cell("A"), Cell("B")], inputs: [
            .snapshot([Cell("A", 1), Cell("B")], at: 0),
            .snapshot([Cell("A", 1), Cell("B", 1)], at: 1),
            .snapshot([Cell("A", 2), Cell("B", 1)], at: 2),
        ])
        let timing = ListStreamTiming(animationDuration: 5)
        let report = simulate(.staleBase, stream, timing: timing)
        let kinds = Set(report.verdict.defects.map(\.kind))
        #expect(kinds == [.wrongCells, .notSettled])
        #expect(simulate(.latest, stream, timing: timing).verdict == .ok)
    }

    @Test func policyNames() {
        #expect(ListUpdatePolicy.correct(threshold: 3).map(\.name) == ["serial", "latest", "reload-above(3)", "diffable-snapshot"])
        #expect(ListUpdatePolicy.negativeControls.map(\.name) == ["swap-then-diff", "stale-base"])
        let controls = ListUpdatePolicy.negativeControls.filter { $0.isNegativeControl }
        let correct = ListUpdatePolicy.correct().filter { $0.isNegativeControl }
        #expect(controls.count == 2)
        #expect(correct.isEmpty)
    }
}
