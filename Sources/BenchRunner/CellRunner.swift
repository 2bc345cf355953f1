import DiffAlgorithms
import Foundation
import Workloads

//===----------------------------------------------------------------------===//
// CellRunner: one cell, measured inside the child process
//===----------------------------------------------------------------------===//

/// What the parent asks a child to measure.
struct CellRequest: Codable, Hashable, Sendable {
    var key: CellKey
    var seed: UInt64
    var policy: MeasurementPolicy
    /// Seconds the whole cell may take; the child gives up early when the
    /// warm-up shows that `minSamples` more runs would not fit.
    var budgetSeconds: Double
}

/// What a child reports back (through a JSON file).
struct CellOutcome: Codable, Hashable, Sendable {
    var status: CellStatus
    var message: String?
    var refusal: RefusalRecord?
    var sourceCount: Int?
    var targetCount: Int?
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    var allocations: AllocationCount?
    var changeset: ChangesetSize?
}

/// Measures one cell in the current process.
///
/// Order: generate the workload (untimed); diff two-element arrays once so
/// that type metadata and lazy globals exist; run one warm-up diff, counting
/// its allocations; check its changeset with the applier (untimed); then
/// time `diff(from:to:)` alone until the policy is met.
enum CellRunner {
    static func run(_ request: CellRequest) -> CellOutcome {
        let start = monotonicSeconds()
        if request.key.algorithm == Calibration.id { return Calibration.measure(request) }
        guard let algorithm = BenchAlgorithms.algorithm(id: request.key.algorithm) else {
            return CellOutcome(status: .failed, message: "unknown algorithm \(request.key.algorithm)")
        }
        // Hand every algorithm over as its concrete type, so that the timed
        // `diff(from:to:)` is specialized for the algorithm and the element
        // type, as in an app that names its algorithm. (Before `diff` was made
        // to specialize through `any DiffAlgorithm`, timing through the
        // existential ran unspecialized hashing: hash-linear at Int 100k took
        // 34 ms instead of 13 ms.) Unknown algorithms go through the existential.
        switch algorithm {
        case let algorithm as NaiveRecursiveLCS: return run(algorithm, request, start: start)
        case let algorithm as DynamicProgrammingLCS: return run(algorithm, request, start: start)
        case let algorithm as MyersDiff: return run(algorithm, request, start: start)
        case let algorithm as HeckelDiff: return run(algorithm, request, start: start)
        case let algorithm as HashKeyedLinearDiff: return run(algorithm, request, start: start)
        case let algorithm as StandardLibraryDiff: return run(algorithm, request, start: start)
        default: return run(algorithm, request, start: start)
        }
    }

    static func run<Algorithm: DiffAlgorithm>(
        _ algorithm: Algorithm, _ request: CellRequest, start: Double
    ) -> CellOutcome {
        guard let scenario = Scenario.named(request.key.scenario),
            let dataset = Dataset(rawValue: request.key.dataset)
        else {
            return CellOutcome(status: .failed, message: "unknown dataset or scenario in \(request.key)")
        }
        switch dataset {
        case .int:
            let workload = WorkloadGenerator.ints(scenario: scenario, count: request.key.size, seed: request.seed)
            return measure(algorithm, workload, request: request, start: start)
        case .book:
            let workload = WorkloadGenerator.books(scenario: scenario, count: request.key.size, seed: request.seed)
            return measure(algorithm, workload, request: request, start: start)
        }
    }

    static func measure<Algorithm: DiffAlgorithm, Element: Diffable & Equatable>(
        _ algorithm: Algorithm, _ workload: Workload<Element>, request: CellRequest, start: Double
    ) -> CellOutcome {
        let source = workload.source
        let target = workload.target
        var outcome = CellOutcome(status: .ok, sourceCount: source.count, targetCount: target.count)
        let policy = request.policy

        // Type metadata, lazy globals: not part of the first diff's allocations.
        _ = try? algorithm.diff(from: Array(source.prefix(2)), to: Array(target.prefix(2)))

        // Warm-up, counting allocations.
        let warmupStart = monotonicSeconds()
        let (result, allocations) = Jemalloc.measure {
            Result { () throws(DiffRefusal) -> Changeset in try algorithm.diff(from: source, to: target) }
        }
        let warmupSeconds = monotonicSeconds() - warmupStart
        let changeset: Changeset
        switch result {
        case let .failure(refusal):
            outcome.status = .skipped
            outcome.refusal = RefusalRecord(reason: refusal.reason, estimate: refusal.estimate)
            outcome.message = refusal.reason
            return outcome
        case let .success(value):
            changeset = value
        }
        outcome.allocations = allocations
        outcome.changeset = ChangesetSize(
            deleted: changeset.deleted.count, inserted: changeset.inserted.count,
            moved: changeset.moved.count, updated: changeset.updated.count)

        if let problem = verify(changeset, source: source, target: target) {
            outcome.status = .failed
            outcome.message = problem
            return outcome
        }

        for _ in 1..<max(1, policy.warmupRuns) {
            blackHole(try? algorithm.diff(from: source, to: target))
        }

        // Give up early rather than be killed: the warm-up predicts the rest.
        let projected = (monotonicSeconds() - start) + warmupSeconds * Double(policy.minSamples)
        if projected > request.budgetSeconds {
            outcome.status = .timedOut
            outcome.message =
                "one diff took \(formatDuration(warmupSeconds)); \(policy.minSamples) samples would exceed the \(formatDuration(request.budgetSeconds)) timeout"
            return outcome
        }

        // Timed region: exactly one diff(from:to:) call per sample.
        // The thread's CPU time is read outside the wall-clock window; it
        // shows how much of a slow sample was the machine being busy.
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        samples.reserveCapacity(min(policy.maxSamples, 1 << 16))
        cpuSamples.reserveCapacity(min(policy.maxSamples, 1 << 16))
        var last: Changeset? = nil
        let samplingStart = monotonicSeconds()
        while true {
            let cpuBefore = threadCPUSeconds()
            let before = monotonicSeconds()
            let changes = try? algorithm.diff(from: source, to: target)
            let after = monotonicSeconds()
            let cpuAfter = threadCPUSeconds()
            samples.append(after - before)
            cpuSamples.append(cpuAfter - cpuBefore)
            last = changes
            blackHole(changes)
            let elapsed = after - samplingStart
            if samples.count >= policy.maxSamples { break }
            if samples.count >= policy.minSamples && elapsed >= policy.minSeconds { break }
        }
        outcome.samples = samples
        outcome.cpuSamples = cpuSamples
        if last != changeset {
            outcome.status = .failed
            outcome.message = "the timed runs returned a different changeset than the warm-up"
        }
        return outcome
    }

    /// Applies `changeset` to `source` and compares with `target` by `==`
    /// (identity and content); returns a one-line problem, or `nil` if right.
    static func verify<Element: Equatable>(
        _ changeset: Changeset, source: [Element], target: [Element]
    ) -> String? {
        let rebuilt: [Element]
        do {
            rebuilt = try changeset.apply(to: source, target: target)
        } catch {
            return "the changeset does not apply: \(error)"
        }
        guard rebuilt.count == target.count else {
            return "applying the changeset gives \(rebuilt.count) items, the target has \(target.count)"
        }
        if let offset = zip(rebuilt, target).firstIndex(where: { $0 != $1 }) {
            return "applying the changeset gives a different item at target offset \(offset)"
        }
        return nil
    }
}

/// Keeps the optimizer from discarding a result.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// CPU time of the calling thread in seconds (`CLOCK_THREAD_CPUTIME_ID`).
@inline(__always)
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Monotonic clock in seconds (`CLOCK_MONOTONIC`).
@inline(__always)
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

extension Sequence {
    fileprivate func firstIndex(where predicate: (Element) -> Bool) -> Int? {
        for (offset, element) in enumerated() where predicate(element) { return offset }
        return nil
    }
}
