import BenchCore
import DiffBenchText
import DiffAlgorithms
import DiffBenchWire
import Foundation
import InputValidation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// RunController: plans the cells, runs each in a child, writes results
//===----------------------------------------------------------------------===//

/// Runs a configuration cell by cell and keeps the results folder current.
package final class RunController {
    package let configuration: RunConfiguration
    package let command: [String]
    /// The benchrunner binary the children run (this one, unless a test says otherwise).
    package var executable: String = currentExecutablePath()
    /// The algorithms the cells may name (the registry's, unless a test adds
    /// its own; the child `executable` must know the same ones).
    package var algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all
    /// External adapters the cells may name by their handshake name; their
    /// cells run from this process (see `AdapterCellRunner`).
    package var adapters: [AdapterAlgorithm] = []
    /// The `valgrind` executable, found when the run starts if it counts instructions.
    package var valgrind: String?
    /// The jemalloc library preloaded into every child when the run's
    /// allocator is jemalloc (`JemallocLibrary.locate()` by default).
    package var jemallocLibrary: String? = JemallocLibrary.locate()
    /// jemalloc's version as the last jemalloc cell reported it.
    var observedJemallocVersion: String?
    /// Each workload's changeset bound, computed here (outside every cell)
    /// once for all the cells that diff it.
    package let workloadBounds = WorkloadBounds()

    package init(configuration: RunConfiguration, command: [String]) {
        self.configuration = configuration
        self.command = command
    }

    /// Runs every cell; returns the exit code: 0, or 1 when a cell failed
    /// its correctness check, crashed or was killed by a signal, or 130 when
    /// the run was interrupted (see `Interruption`; the results files then
    /// hold the cells finished so far).
    package func run() throws -> Int32 {
        #if DEBUG
        warn(
            "*** DEBUG BUILD *** timings are meaningless; build in release: swift run -c release benchrunner (or scripts/bench.sh)"
        )
        #endif
        // Filled in from the first cell that runs under jemalloc.
        var environment = RunEnvironment.capture(jemalloc: nil)
        if configuration.metrics.contains(.instructions) {
            guard let valgrind = Valgrind.locate() else { throw InstructionCountingError.valgrindMissing }
            self.valgrind = valgrind
            environment.valgrind = Valgrind.version(of: valgrind) ?? "unknown"
        }
        switch configuration.allocator {
        case .jemalloc where jemallocLibrary == nil:
            throw AllocatorError.jemallocMissing
        case .jemalloc:
            break
        case .system:
            warn("benchrunner: cells run under the C library's malloc (--allocator system): allocations are not measured")
        }
        let started = Date()
        let runID = "\(dayStamp(started))-\(environment.commit)"
        let folder = try RunFolder.create(output: configuration.output, runID: runID, overwrite: configuration.overwrite)
        let writer = ResultsWriter(folder: folder, charts: configuration.charts)
        let keys = configuration.cells
        var results = ResultsFile(
            run: RunInfo(
                id: folder.lastPathComponent, started: isoTimestamp(started), updated: isoTimestamp(started),
                complete: false, plannedCells: keys.count, command: command, wallSeconds: 0),
            environment: environment, parameters: configuration.parameters, cells: [])
        try writer.write(results)

        results.calibrations.append(runInChild(Calibration.key, timeout: Calibration.timeout))
        results.environment.jemalloc = observedJemallocVersion
        try writer.write(results)
        let progress = ProgressReporter(keys: keys, timeout: configuration.timeout)
        progress.minSamples = configuration.policy.minSamples
        progress.minSeconds = configuration.policy.minSeconds
        progress.maxSamples = configuration.policy.maxSamples
        let startSeconds = DiffBenchClock.seconds()
        warn("benchrunner: \(keys.count) cells, timeout \(formatDuration(configuration.timeout)) each; writing \(folder.path)")
        for (index, planned) in plan(keys).enumerated() {
            let key = planned.key
            if Interruption.shared.signal != nil { break }
            progress.begin(index: index, key: key)
            let cell = Self.outgrown(key, by: results.cells) ?? runCell(planned, after: results.cells)
            // A cell cut short by the interruption is not a result.
            if Interruption.shared.signal != nil && cell.status != .ok && cell.status != .skipped { break }
            results.cells.append(cell)
            results.run.updated = isoTimestamp()
            results.run.wallSeconds = DiffBenchClock.seconds() - startSeconds
            results.run.complete = index == keys.count - 1
            results.environment.jemalloc = observedJemallocVersion
            try writer.write(results)
            progress.end(index: index, cell: cell)
        }
        progress.finish()
        if let signal = Interruption.shared.signal {
            results.run.complete = false
            results.run.updated = isoTimestamp()
            results.run.wallSeconds = DiffBenchClock.seconds() - startSeconds
            try writer.write(results)
            print(ResultsTable.text(for: results), terminator: "")
            warn(
                "benchrunner: interrupted: \(results.cells.count) of \(keys.count) cells in \(folder.path) (\(signalName(signal)))"
            )
            return Interruption.exitStatus
        }
        results.calibrations.append(runInChild(Calibration.key, timeout: Calibration.timeout))
        if let drift = results.calibrationWarning() { results.warnings = [drift] }
        try writer.write(results)
        if let first = results.calibrations.first?.summary, let last = results.calibrations.last?.summary {
            warn(
                "benchrunner: calibration (hash and sort 100k integers) \(formatDuration(first.median)) at the start, \(formatDuration(last.median)) at the end"
            )
        }
        for warning in results.warnings ?? [] { warn("benchrunner: \(warning)") }
        print(ResultsTable.text(for: results), terminator: "")
        warn("benchrunner: finished in \(formatClock(results.run.wallSeconds)); results in \(folder.path)")
        let bad = results.cells.filter { $0.status == .failed || $0.status == .crashed || $0.status == .protocolError }
        return bad.isEmpty ? 0 : 1
    }

    /// A cell not worth running because the same algorithm, dataset and
    /// scenario already ran out of time or memory at a smaller size.
    package static func outgrown(_ key: CellKey, by finished: [CellResult]) -> CellResult? {
        let smaller = finished.first {
            $0.key.algorithm == key.algorithm && $0.key.dataset == key.dataset && $0.key.scenario == key.scenario
                && $0.key.size < key.size && ($0.status == .timedOut || $0.status == .outOfMemory)
        }
        guard let smaller else { return nil }
        return CellResult(
            key: key, status: smaller.status,
            message: "not run: already \(smaller.status.rawValue) at \(formatCount(smaller.key.size))",
            samples: [], wallSeconds: 0)
    }

    /// One cell: a refusal is decided here, then whether the `finished`
    /// cells predict it too slow to finish (`predictedTooSlow`); anything
    /// else runs in a child (natively for time, under callgrind for
    /// instructions).
    package func runCell(_ key: CellKey, after finished: [CellResult] = []) -> CellResult {
        runCell(plannedCell(key), after: finished)
    }

    /// One cell of the plan, as `runCell(_:after:)`; an adapter's cell runs
    /// from this process, and its adapter decides what it refuses.
    package func runCell(_ planned: PlannedCell, after finished: [CellResult] = []) -> CellResult {
        let key = planned.key
        let adapter: AdapterAlgorithm?
        if case let .success(.adapter(row)) = planned.row { adapter = row } else { adapter = nil }
        if let refused = refusedCell(planned) { return refused }
        if let slow = Self.predictedTooSlow(
            key, by: finished, policy: configuration.policy, timeout: configuration.timeout)
        {
            return slow
        }
        if let adapter { return runAdapterCell(adapter, key) }
        return measureCell(key)
    }

    /// The cell's result when its algorithm refuses its sizes (or its row
    /// or scenario is unknown); `nil` when it should run.
    package func refusedCell(_ planned: PlannedCell) -> CellResult? {
        let key = planned.key
        let unknown = CellResult(
            key: key, status: .crashed, message: "unknown algorithm or scenario", samples: [], wallSeconds: 0)
        guard case let .success(row) = planned.row else { return unknown }
        // An adapter refuses in its own process, which checks the scenario too.
        if case .adapter = row { return nil }
        guard let scenario = WorkloadScenario.named(key.scenario) else { return unknown }
        // Reference rows never refuse; they run in a child like the algorithms.
        guard case let .algorithm(algorithm) = row else { return nil }
        let targetCount = scenario.targetCount(sourceCount: key.size)
        guard let refusal = algorithm.refusal(sourceCount: key.size, targetCount: targetCount) else { return nil }
        return CellResult(
            key: key, status: .skipped, message: refusal.reason,
            refusal: RefusalRecord(reason: refusal.reason, estimate: refusal.estimate),
            sourceCount: key.size, targetCount: targetCount, samples: [], wallSeconds: 0)
    }

    /// Runs a cell (or the calibration) in a child process and reads its outcome.
    ///
    /// With `valgrind`, the child runs under callgrind and counts the
    /// instructions of one diff instead of timing it (see `Valgrind`).
    package func runInChild(_ key: CellKey, timeout: Double? = nil, valgrind: String? = nil) -> CellResult {
        let timeout = timeout ?? configuration.timeout
        var cell = CellResult(key: key, status: .crashed, samples: [], wallSeconds: 0)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchrunner-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let resultPath = scratch.appendingPathComponent("outcome.json").path
        let stderrPath = scratch.appendingPathComponent("stderr.txt").path
        let callgrindPath = scratch.appendingPathComponent("callgrind.out").path
        // The child reads its workload rather than generating it (see `WorkloadFile`).
        var workloadPath: String?
        if CellWorkload(key: key, seed: configuration.seed) != nil {
            let path = scratch.appendingPathComponent("workload.bin").path
            do throws(InputError) {
                try WorkloadFile.write(key: key, seed: configuration.seed, to: path)
            } catch {
                cell.message = error.description
                return cell
            }
            workloadPath = path
        }
        let request = CellRequest(
            key: key, seed: configuration.seed, policy: configuration.policy,
            budgetSeconds: timeout, countsInstructions: valgrind != nil ? true : nil, workloadPath: workloadPath)
        let commandLine = CellCommandLine(request: request, resultPath: resultPath)

        let exit: ChildExit
        let oomKillsBefore = kernelOOMKillCount()
        do {
            let child = childCommand(commandLine.arguments, valgrind: valgrind, callgrindOutput: callgrindPath)
            exit = try runChild(
                executable: child.executable,
                arguments: child.arguments,
                stderrPath: stderrPath, timeout: timeout,
                memoryLimit: configuration.memoryLimit,
                environment: JemallocLibrary.childEnvironment(configuration.allocator, library: jemallocLibrary))
        } catch {
            cell.message = "\(error)"
            return cell
        }
        cell.peakRSSBytes = exit.peakRSSBytes
        cell.wallSeconds = exit.wallSeconds
        let stderrTail = lastLine(ofFile: stderrPath)

        if exit.interrupted {
            cell.message = "interrupted"
            return cell
        }
        if exit.timedOut {
            cell.status = .timedOut
            cell.message = "killed after the \(formatDuration(timeout)) timeout"
            return cell
        }
        if exit.exceededMemory {
            cell.status = .outOfMemory
            cell.message = "killed above the \(formatBytes(configuration.memoryLimit)) memory limit"
            return cell
        }
        switch exit.termination {
        case let .signaled(signal):
            let oomKills = kernelOOMKillCount().flatMap { after in oomKillsBefore.map { after - $0 } }
            let outcome = Self.signalOutcome(
                signal, peakRSSBytes: exit.peakRSSBytes, memoryLimit: configuration.memoryLimit,
                kernelOOMKills: oomKills)
            cell.status = outcome.status
            cell.message = outcome.message + (stderrTail.map { ": \($0)" } ?? "")
            return cell
        case let .exited(code) where code != 0:
            cell.status = .crashed
            cell.message = "child exited with code \(code)" + (stderrTail.map { ": \($0)" } ?? "")
            return cell
        case .exited:
            break
        }
        guard let data = FileManager.default.contents(atPath: resultPath),
            let outcome = try? JSONDecoder().decode(CellOutcome.self, from: data)
        else {
            cell.message = "the child wrote no result" + (stderrTail.map { ": \($0)" } ?? "")
            return cell
        }
        cell.status = outcome.status
        cell.message = outcome.message
        cell.refusal = outcome.refusal
        cell.sourceCount = outcome.sourceCount
        cell.targetCount = outcome.targetCount
        cell.samples = outcome.samples
        cell.summary = SampleSummary(samples: outcome.samples)
        cell.cpuSamples = outcome.cpuSamples.isEmpty ? nil : outcome.cpuSamples
        cell.cpuSummary = SampleSummary(samples: outcome.cpuSamples)
        cell.allocations = outcome.allocations
        cell.changeset = outcome.changeset
        cell.allocator = outcome.allocator
        if let version = outcome.jemallocVersion { observedJemallocVersion = version }
        if valgrind != nil { readInstructions(callgrindPath, into: &cell) }
        cell.quality = workloadBounds.quality(of: cell, seed: configuration.seed, rowsWithSections: outcome.rowsWithSections)
        return cell
    }
}

extension RunController {
    /// The status and message of a cell whose child a signal killed.
    ///
    /// SIGKILL counts as out of memory only with evidence: the kernel counted
    /// an out-of-memory kill while the child ran (`kernelOOMKills > 0`), or
    /// its peak RSS reached 90 % of the memory limit. Otherwise the cell
    /// crashed, "killed by SIGKILL", as with any other signal.
    package static func signalOutcome(
        _ signal: Int32, peakRSSBytes: Int, memoryLimit: Int, kernelOOMKills: Int?
    ) -> (status: CellStatus, message: String) {
        let killed = "killed by \(signalName(signal))"
        guard signal == SIGKILL else { return (.crashed, killed) }
        let peak = "peak RSS \(formatBytes(peakRSSBytes))"
        if let kills = kernelOOMKills, kills > 0 {
            return (.outOfMemory, "\(killed) from the kernel's out-of-memory killer (\(peak))")
        }
        if peakRSSBytes >= memoryLimit / 10 * 9 {
            return (.outOfMemory, "\(killed) at \(peak), near the \(formatBytes(memoryLimit)) memory limit (probably out of memory)")
        }
        let evidence = kernelOOMKills == nil ? "the kernel's out-of-memory count is not readable" : "no out-of-memory kill by the kernel"
        return (.crashed, "\(killed) from outside benchrunner (\(peak), under the \(formatBytes(memoryLimit)) limit; \(evidence))")
    }
}

/// Writes one line to stderr.
package func warn(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// `YYYY-MM-DD` in UTC.
package func dayStamp(_ date: Date) -> String {
    String(isoTimestamp(date).prefix(10))
}

/// The telling line of a child's stderr: the last one mentioning a fatal
/// error, else the last non-empty one; trimmed to 300 characters.
package func lastLine(ofFile path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.trimmed.isEmpty }
    let fatal = lines.last { $0.localizedCaseInsensitiveContains("fatal error") || $0.contains("error:") }
    guard let line = fatal ?? lines.last else { return nil }
    return String(line.trimmed.prefix(300))
}
