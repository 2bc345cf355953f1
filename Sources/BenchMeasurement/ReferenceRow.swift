import BenchCore
import DiffAlgorithms
import DiffBenchWire
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// ReferenceRow: rows timed beside the algorithms, never fuzzed
//===----------------------------------------------------------------------===//

/// Rows a run times like algorithms to put them in perspective. They are
/// not `DiffAlgorithm`s: the fuzzer never sees them, and they produce no
/// checked changeset.
///
/// - `floor`: `FloorScan` with `IgnoringContent` — every source identity
///   hashed once into a pre-sized table, every target identity hashed once
///   and looked up in it. No identity-keyed diff can do less; the Markdown
///   table shows every row as a multiple of it.
/// - `floor-content`: `FloorScan` with `ComparingContent` — the same scan of
///   the same table, plus one content comparison per target element whose
///   identity is in the source: the least a diff that reports updates must
///   do; the Markdown table shows every row as a multiple of it too.
/// - `stdlib-direct`: what an app pays calling
///   `target.difference(from: source).inferringMoves()` on its elements —
///   whole-value `==` (for `WorkloadBook`, every field), updates as a removal plus
///   an insertion. The `stdlib` row instead diffs identity codes and
///   reports updates, as every algorithm here does.
///
/// All skip the sectioned dataset (there is no sectioned form of any).
public enum ReferenceRow: String, CaseIterable, Sendable {
    case stdlibDirect = "stdlib-direct"
    case floor
    case floorContent = "floor-content"

    /// Every reference row's id, in table order.
    public static var ids: [String] { allCases.map(\.rawValue) }

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
    public static func size<Element>(_ difference: CollectionDifference<Element>) -> ChangesetSize? {
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
