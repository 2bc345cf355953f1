import BenchCore
import DiffBenchText
import DiffAlgorithms
import DiffBenchWire
import Foundation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// CellRunner: one cell, measured inside the child process
//===----------------------------------------------------------------------===//

/// What the parent asks a child to measure.
package struct CellRequest: Codable, Hashable, Sendable {
    package var key: CellKey
    package var seed: UInt64
    package var policy: MeasurementPolicy
    /// Seconds the whole cell may take; the child gives up early when the
    /// warm-up shows that `minSamples` more runs would not fit.
    package var budgetSeconds: Double
    /// Count the instructions of one diff (the child runs under callgrind)
    /// instead of timing it; `nil` means `false`.
    package var countsInstructions: Bool?
    /// The `WorkloadFile` the parent wrote for this cell; `nil` means the
    /// child generates the workload itself.
    package var workloadPath: String?

    /// Creates a value from every stored property.
    package init(
        key: CellKey, seed: UInt64, policy: MeasurementPolicy, budgetSeconds: Double, countsInstructions: Bool? = nil,
        workloadPath: String? = nil
    ) {
        self.key = key
        self.seed = seed
        self.policy = policy
        self.budgetSeconds = budgetSeconds
        self.countsInstructions = countsInstructions
        self.workloadPath = workloadPath
    }
}

/// What a child reports back (through a JSON file).
package struct CellOutcome: Codable, Hashable, Sendable {
    package var status: CellStatus
    package var message: String?
    package var refusal: RefusalRecord?
    package var sourceCount: Int?
    package var targetCount: Int?
    package var samples: [Double] = []
    package var cpuSamples: [Double] = []
    package var allocations: AllocationCount?
    package var changeset: ChangesetSize?
    /// Sectioned cells: the rows of deleted and inserted sections, which
    /// the changeset does not list (`SectionedChangeset.rowsWithSections`).
    package var rowsWithSections: Int?
    /// The malloc this process ran under, as it saw it (`Jemalloc.isActive`).
    package var allocator: CellAllocator?
    /// jemalloc's version when `allocator` is `.jemalloc`.
    package var jemallocVersion: String?

    /// Creates a value from every stored property.
    package init(status: CellStatus, message: String? = nil, refusal: RefusalRecord? = nil, sourceCount: Int? = nil, targetCount: Int? = nil, samples: [Double] = [], cpuSamples: [Double] = [], allocations: AllocationCount? = nil, changeset: ChangesetSize? = nil) {
        self.status = status
        self.message = message
        self.refusal = refusal
        self.sourceCount = sourceCount
        self.targetCount = targetCount
        self.samples = samples
        self.cpuSamples = cpuSamples
        self.allocations = allocations
        self.changeset = changeset
    }
}

/// Measures one cell in the current process.
///
/// Order: read the workload (`CellRequest.workloadPath`) or generate it
/// (untimed); diff two-element arrays once so that type metadata and lazy
/// globals exist; run one warm-up diff, keeping only its changeset's size
/// and `OutputFingerprint`; run a second diff, counting its allocations
/// (`steadyAllocations`); time `diff(from:to:)` alone until the policy is
/// met, dropping each changeset before the next diff; then the last timed
/// changeset must have the warm-up's fingerprint and rebuild the target with
/// the applier (`checked`). So between reading the workload and the last
/// sample the process does nothing but diff, and holds nothing but the
/// workload, as a process that diffs data it read does.
package enum CellRunner {
    /// Measures the cell `request` names: the calibration, or the row its
    /// id resolves to among the reference rows and `algorithms`
    /// (`BenchmarkRow`); an unknown id fails the cell.
    package static func run(_ request: CellRequest, algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all) -> CellOutcome {
        var outcome = measure(request, algorithms: algorithms)
        let version = Jemalloc.version
        outcome.allocator = version == nil ? .system : .jemalloc
        outcome.jemallocVersion = version
        return outcome
    }

    private static func measure(_ request: CellRequest, algorithms: [any DiffAlgorithm]) -> CellOutcome {
        let start = DiffBenchClock.seconds()
        if request.key.algorithm == Calibration.id { return Calibration.measure(request) }
        let row: RecordedRow
        do {
            row = try RecordedRow(resolving: request.key.algorithm, algorithms: algorithms)
        } catch {
            return CellOutcome(status: .failed, message: error.description)
        }
        switch row {
        case let .algorithm(algorithm): return run(algorithm, request, start: start)
        case let .reference(reference): return reference.measure(request, start: start)
        case let .adapter(none): switch none {}
        }
    }

    /// The algorithm stays an existential: `diff(from:to:)` specializes for
    /// the element type through `any DiffAlgorithm`, so every algorithm is
    /// timed the same way, generic over nothing but the element.
    package static func run(
        _ algorithm: any DiffAlgorithm, _ request: CellRequest, start: Double
    ) -> CellOutcome {
        request.measureWorkload(with: AlgorithmMeasurement(algorithm: algorithm, request: request, start: start))
    }

    /// Measures an algorithm on the workload of a cell, flat or sectioned.
    private struct AlgorithmMeasurement: CellWorkloadVisitor {
        let algorithm: any DiffAlgorithm
        let request: CellRequest
        let start: Double

        func visitFlat<Element: Diffable & Hashable & Sendable>(_ workload: WorkloadArrays<Element>) -> CellOutcome {
            CellRunner.measure(algorithm, workload, request: request, start: start)
        }

        func visitSectioned(_ workload: SectionedWorkloadBooks) -> CellOutcome {
            CellRunner.measureSectioned(algorithm, source: workload.source, target: workload.target, request: request, start: start)
        }
    }

    package static func measure<Element: Diffable & Equatable>(
        _ algorithm: any DiffAlgorithm, _ workload: WorkloadArrays<Element>, request: CellRequest, start: Double
    ) -> CellOutcome {
        let source = workload.source
        let target = workload.target
        var outcome = CellOutcome(status: .ok, sourceCount: source.count, targetCount: target.count)
        let policy = request.policy

        // Type metadata, lazy globals: not part of the first diff's allocations.
        _ = try? algorithm.diff(from: Array(source.prefix(2)), to: Array(target.prefix(2)))

        // Warm-up: the first full-size diff. Only its size and fingerprint
        // outlive this block (see `OutputFingerprint`).
        let warmupStart = DiffBenchClock.seconds()
        let warmupSeconds: Double
        let firstAllocations: AllocationCount?
        let expected: OutputFingerprint
        do {
            let (result, allocations) = Jemalloc.measure {
                Result { () throws(DiffError) -> DiffChangeset in try algorithm.diff(from: source, to: target) }
            }
            warmupSeconds = DiffBenchClock.seconds() - warmupStart
            firstAllocations = allocations
            switch result {
            case let .failure(.illFormedMatching(_, error)):
                outcome.status = .failed
                outcome.message = "ill-formed matching: \(error)"
                return outcome
            case let .failure(.refused(refusal)):
                outcome.status = .skipped
                outcome.refusal = RefusalRecord(reason: refusal.reason, estimate: refusal.estimate)
                outcome.message = refusal.reason
                return outcome
            case let .success(changeset):
                outcome.changeset = ChangesetSize(
                    deleted: changeset.deleted.count, inserted: changeset.inserted.count,
                    moved: changeset.moved.count, updated: changeset.updated.count)
                expected = OutputFingerprint(changeset)
            }
        }

        outcome.allocations = steadyAllocations(
            first: firstAllocations, warmupSeconds: warmupSeconds, request: request, start: start
        ) { blackHole(try? algorithm.diff(from: source, to: target)) }
        for _ in 2..<max(2, policy.warmupRuns) {
            blackHole(try? algorithm.diff(from: source, to: target))
        }
        if request.countsInstructions == true {
            return countInstructions(algorithm, source: source, target: target, expected: expected, outcome: outcome)
        }
        return sampled(outcome, expected: expected, request: request, start: start, warmupSeconds: warmupSeconds) {
            try? algorithm.diff(from: source, to: target)
        } check: { changeset in
            verify(changeset, source: source, target: target)
        }
    }

    /// Applies `changeset` to `source` and compares with `target` by `==`
    /// (identity and content); returns a one-line problem, or `nil` if right.
    package static func verify<Element: Equatable>(
        _ changeset: DiffChangeset, source: [Element], target: [Element]
    ) -> String? {
        do {
            try changeset.checkRebuilds(source: source, target: target)
        } catch {
            return error.description
        }
        return nil
    }
}

/// Keeps the optimizer from discarding a result.
@inline(never) @_optimize(none)
package func blackHole<T>(_ value: T) {}

/// CPU time of the calling thread in seconds (`CLOCK_THREAD_CPUTIME_ID`).
@inline(__always)
package func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

extension CellRunner {
    /// The allocations of one diff: counted on a second run of `work` after
    /// the first (`first`, the warm-up's count), because the first can still
    /// create type metadata and caches for paths a small warm-up did not
    /// reach, and how many depends on what this process ran before. When
    /// one more run and the policy's samples would not fit in the cell's
    /// budget (the cell is about to time out), `first` stands.
    static func steadyAllocations(
        first: AllocationCount?, warmupSeconds: Double, request: CellRequest, start: Double, _ work: () -> Void
    ) -> AllocationCount? {
        let projected = (DiffBenchClock.seconds() - start) + warmupSeconds * Double(request.policy.minSamples + 1)
        guard projected <= request.budgetSeconds else { return first }
        return Jemalloc.measure(work).1 ?? first
    }
}
