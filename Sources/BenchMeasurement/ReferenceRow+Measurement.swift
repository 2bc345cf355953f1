import BenchCore
import DiffAlgorithms
import DiffBenchWire
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// ReferenceRow: measured like an algorithm, in a cell's child
//===----------------------------------------------------------------------===//

extension ReferenceRow {
    /// Measures the cell `request` names: warm-up (allocations counted),
    /// then timed samples or one counted call, as for an algorithm.
    func measure(_ request: CellRequest, start: Double) -> CellOutcome {
        request.measureWorkload(with: RowMeasurement(row: self, request: request, start: start))
    }

    /// Measures a reference row on the workload of a cell; sectioned
    /// workloads are skipped.
    private struct RowMeasurement: CellWorkloadVisitor {
        let row: ReferenceRow
        let request: CellRequest
        let start: Double

        func visitFlat<Element: Diffable & Hashable & Sendable>(_ workload: WorkloadArrays<Element>) -> CellOutcome {
            row.measure(workload.source, workload.target, request: request, start: start)
        }

        func visitSectioned(_ workload: SectionedWorkloadBooks) -> CellOutcome {
            CellOutcome(status: .skipped, message: "\(row.rawValue) is a reference row of flat datasets only")
        }
    }

    private func measure<Element: Diffable & Hashable & Sendable>(
        _ source: [Element], _ target: [Element], request: CellRequest, start: Double
    ) -> CellOutcome {
        switch self {
        case .floor:
            return Self.measure(source, target, request: request, start: start, changesetSize: { _ in nil }) {
                FloorScan.pairs(source, target, IgnoringContent.self)
            }
        case .floorContent:
            return Self.measure(source, target, request: request, start: start, changesetSize: { _ in nil }) {
                FloorScan.pairs(source, target, ComparingContent.self)
            }
        case .stdlibDirect:
            return Self.measure(source, target, request: request, start: start, changesetSize: Self.size) {
                target.difference(from: source).inferringMoves()
            }
        }
    }

    /// The changeset size of a `CollectionDifference`: an associated pair
    /// is a move, the rest deletions and insertions (no updates).
    package static func size<Element>(_ difference: CollectionDifference<Element>) -> ChangesetSize? {
        let moved = difference.removals.count { change in
            if case let .remove(_, _, associated) = change { return associated != nil }
            return false
        }
        return ChangesetSize(
            deleted: difference.removals.count - moved, inserted: difference.insertions.count - moved,
            moved: moved, updated: 0)
    }

    /// Only the warm-up output's size and fingerprint outlive the warm-up
    /// (see `OutputFingerprint`).
    private static func measure<Element, Output: Hashable>(
        _ source: [Element], _ target: [Element], request: CellRequest, start: Double,
        changesetSize: (Output) -> ChangesetSize?, run: () -> Output
    ) -> CellOutcome {
        var outcome = CellOutcome(status: .ok, sourceCount: source.count, targetCount: target.count)
        let warmupStart = DiffBenchClock.seconds()
        let warmupSeconds: Double
        let firstAllocations: AllocationCount?
        let expected: OutputFingerprint
        do {
            let (output, allocations) = Jemalloc.measure { run() }
            warmupSeconds = DiffBenchClock.seconds() - warmupStart
            firstAllocations = allocations
            outcome.changeset = changesetSize(output)
            expected = OutputFingerprint(output)
        }
        outcome.allocations = CellRunner.steadyAllocations(
            first: firstAllocations, warmupSeconds: warmupSeconds, request: request, start: start
        ) { blackHole(run()) }
        for _ in 2..<max(2, request.policy.warmupRuns) { blackHole(run()) }
        if request.countsInstructions == true {
            return CellRunner.countInstructions(expected: expected, outcome: outcome) { run() }
        }
        return CellRunner.sampled(outcome, expected: expected, request: request, start: start, warmupSeconds: warmupSeconds) {
            run()
        }
    }
}
