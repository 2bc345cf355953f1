import AdapterHost
import BenchCore
import DiffAlgorithms
import Foundation
import DiffBenchText
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// AdapterCellRunner: one cell of an external adapter, run from the parent
//===----------------------------------------------------------------------===//

/// Measures an adapter's cell from the benchrunner parent process.
///
/// Decision: an adapter cell needs no benchrunner child. The adapter is
/// already a process of its own, so a crash, a hang or garbage cannot take
/// the run down, and the times are the adapter's own `nanoseconds` samples,
/// so nothing the parent does is timed. Each cell starts a **fresh adapter
/// process** and stops it afterwards, as each built-in cell gets a fresh
/// child: no heap, cache or JIT state leaks from one cell into the next, and
/// a fault costs one cell.
///
/// Order, as for built-in cells: generate the workload (untimed); start the
/// adapter and check it declares what it declared when the run began; one
/// warm-up request of `warmupRuns` calls whose changeset is checked with the
/// strict applier (`ReportedChangeset.rebuild`); then requests of several
/// calls each (at most about a second of them, so an interruption is seen)
/// until the policy is met. Every timed request's changeset must equal the
/// warm-up's.
///
/// Not measured for adapters: allocations (`nil`: "not measured"), CPU time
/// and peak RSS; the memory limit is not enforced (the cell timeout is, as
/// the adapter's hang timeout).
package enum AdapterCellRunner {
    /// Measures `request`'s cell with `adapter`; the adapter's standard
    /// error goes to `logPath` (its last line is quoted when it crashes).
    package static func run(_ adapter: AdapterAlgorithm, _ request: CellRequest, logPath: String) -> CellResult {
        let start = DiffBenchClock.seconds()
        var cell = CellResult(key: request.key, status: .failed, samples: [], wallSeconds: 0)
        defer { cell.wallSeconds = DiffBenchClock.seconds() - start }
        guard let scenario = WorkloadScenario.named(request.key.scenario), let dataset = WorkloadDataset(rawValue: request.key.dataset) else {
            cell.message = "unknown dataset or scenario in \(request.key)"
            return cell
        }
        guard dataset != .bookSections else {
            // Protocol version 1 carries flat lists only.
            let reason = "the adapter protocol (version 1) has no sectioned lists"
            cell.status = .skipped
            cell.message = reason
            cell.refusal = RefusalRecord(reason: reason, estimate: nil)
            return cell
        }
        guard adapter.accepts(dataset: dataset.rawValue) else {
            let reason = "the adapter does not accept \(dataset.rawValue) elements"
            cell.status = .skipped
            cell.message = reason
            cell.refusal = RefusalRecord(reason: reason, estimate: nil)
            return cell
        }
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = FileHandle(forWritingAtPath: logPath) ?? .standardError
        defer { try? log.close() }
        let measurement = Measurement(adapter: adapter, request: request, start: start, log: log)
        switch dataset {
        case .int:
            let workload = WorkloadGenerator.ints(scenario: scenario, count: request.key.size, seed: request.seed)
            measurement.measure(workload.source, workload.target, into: &cell)
        case .book:
            let workload = WorkloadGenerator.books(scenario: scenario, count: request.key.size, seed: request.seed)
            measurement.measure(workload.source, workload.target, into: &cell)
        case .bookSections:
            break  // skipped above
        }
        if cell.status == .crashed, let tail = lastLine(ofFile: logPath) {
            cell.message = (cell.message ?? "crashed") + ": \(tail)"
        }
        return cell
    }

    /// The longest one timed request should take, in seconds, so that an
    /// interruption or the cell timeout is noticed between requests.
    static let requestSeconds = 1.0

    private struct Measurement {
        let adapter: AdapterAlgorithm
        let request: CellRequest
        let start: Double
        let log: FileHandle

        func measure<Element: AdapterWireElement & Equatable>(
            _ source: [Element], _ target: [Element], into cell: inout CellResult
        ) {
            cell.sourceCount = source.count
            cell.targetCount = target.count
            do {
                try sample(source, target, into: &cell)
            } catch {
                record(error, into: &cell)
            }
        }

        private func sample<Element: AdapterWireElement & Equatable>(
            _ source: [Element], _ target: [Element], into cell: inout CellResult
        ) throws(AdapterFault) {
            let policy = request.policy
            let budget = request.budgetSeconds
            let connection = try AdapterConnection(
                command: adapter.command, hangTimeout: budget, startTimeout: min(10, budget), log: log)
            defer { connection.stop() }
            guard connection.handshake == adapter.handshake else {
                throw .protocolError(
                    line: "", why: "the adapter now declares \(connection.handshake), at the start of the run it declared \(adapter.handshake)")
            }

            // Warm-up: checked, not kept.
            let warmup = try connection.diff(source: source, target: target, repeatCount: max(1, policy.warmupRuns))
            cell.changeset = AdapterCellRunner.size(of: warmup.changeset)
            if let problem = AdapterCellRunner.rebuildProblem(warmup.changeset, source: source, target: target) {
                cell.status = .failed
                cell.message = problem
                return
            }
            var estimate = max(Double(warmup.nanoseconds.last ?? 0) * 1e-9, 1e-9)
            if DiffBenchClock.seconds() - start + estimate * Double(policy.minSamples) > budget {
                cell.status = .timedOut
                cell.message =
                    "one diff took \(formatDuration(estimate)); \(policy.minSamples) samples would exceed the \(formatDuration(budget)) timeout"
                return
            }

            var samples: [Double] = []
            var sampledSeconds = 0.0
            while samples.count < policy.maxSamples {
                let wantedForCount = policy.minSamples - samples.count
                let wantedForTime = Int(((policy.minSeconds - sampledSeconds) / estimate).rounded(.up))
                let wanted = max(wantedForCount, wantedForTime)
                if wanted <= 0 { break }
                let perRequest = max(1, Int(AdapterCellRunner.requestSeconds / estimate))
                let count = min(wanted, perRequest, policy.maxSamples - samples.count)
                if Interruption.shared.signal != nil {
                    cell.status = .crashed
                    cell.message = "interrupted"
                    return
                }
                if DiffBenchClock.seconds() - start + estimate * Double(count) > budget {
                    cell.status = .timedOut
                    cell.message = "\(samples.count) samples in the \(formatDuration(budget)) timeout; the policy wants more"
                    return
                }
                let answer = try connection.diff(source: source, target: target, repeatCount: count)
                let seconds = answer.nanoseconds.map { Double($0) * 1e-9 }
                samples += seconds
                sampledSeconds += seconds.reduce(0, +)
                estimate = max(sampledSeconds / Double(samples.count), 1e-9)
                if answer.changeset != warmup.changeset {
                    cell.status = .failed
                    cell.message = "the timed runs returned a different changeset than the warm-up"
                    return
                }
            }
            cell.status = .ok
            cell.samples = samples
            cell.summary = SampleSummary(samples: samples)
        }

        private func record(_ fault: AdapterFault, into cell: inout CellResult) {
            cell.message = fault.description
            switch fault {
            case .crashed, .launchFailed: cell.status = .crashed
            case .timedOut: cell.status = .timedOut
            case .protocolError: cell.status = .protocolError
            case .refused(let reason):
                cell.status = .skipped
                cell.message = reason
                cell.refusal = RefusalRecord(reason: reason, estimate: nil)
            }
        }
    }

    /// Rebuilds the target through the strict applier and compares with `==`
    /// (identity and content), by `ReportedChangeset.checkRebuilds`; a
    /// one-line problem, or `nil` when right.
    package static func rebuildProblem<Element: Equatable>(
        _ changeset: ReportedChangeset, source: [Element], target: [Element]
    ) -> String? {
        do {
            try changeset.checkRebuilds(source: source, target: target)
            return nil
        } catch {
            return error.description
        }
    }

    /// The changeset's list sizes, summed over its batches.
    package static func size(of changeset: ReportedChangeset) -> ChangesetSize {
        changeset.batches.reduce(ChangesetSize(deleted: 0, inserted: 0, moved: 0, updated: 0)) { size, batch in
            ChangesetSize(
                deleted: size.deleted + batch.deleted.count, inserted: size.inserted + batch.inserted.count,
                moved: size.moved + batch.moved.count, updated: size.updated + batch.updated.count)
        }
    }
}
