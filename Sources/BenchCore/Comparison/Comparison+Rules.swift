import DiffBenchText
import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// Comparison rules: what counts as a change, metric by metric
//===----------------------------------------------------------------------===//

extension Comparison {
    /// Compares `current` against `baseline` cell by cell.
    ///
    /// - Allocations (count and bytes) and changeset sizes are deterministic:
    ///   any increase is a regression, any decrease an improvement. A
    ///   changeset of the same total size but another composition is a
    ///   regression (the algorithm's output changed).
    /// - Instruction counts are exact: a change beyond
    ///   `policy.instructionThreshold` counts. A cell counted in both runs
    ///   has its time row shown but not gating (informational).
    /// - Times compare by median, after normalization. A change beyond
    ///   `policy.threshold` counts only when the runs can tell it from the
    ///   machine (steady calibrations, a change that survives the
    ///   calibration ratio, p10–p90 ranges apart and each no wider than the
    ///   threshold: `compareTime`); otherwise
    ///   it is `inconclusive`, which does not decide the exit code.
    /// - Rows animated (deletes + inserts + moves) and their multiple of the
    ///   workload's lower bound are exact too: more rows, or a larger
    ///   multiple when the bounds differ, is a regression.
    /// - A cell whose status got worse (ok → failed, crashed, timed out, out
    ///   of memory, skipped) is a regression; the reverse an improvement.
    ///
    /// - Throws: `InputError` when the runs have no cell in common, or the
    ///   normalization asked for cannot be applied.
    package static func compare(
        baseline: ResultsFile, current: ResultsFile, policy: ComparisonPolicy = ComparisonPolicy()
    ) throws(InputError) -> Comparison {
        var baselineCells: [CellKey: CellResult] = [:]
        for cell in baseline.cells { baselineCells[cell.key] = cell }
        var currentCells: [CellKey: CellResult] = [:]
        for cell in current.cells { currentCells[cell.key] = cell }
        let common = Set(baselineCells.keys).intersection(currentCells.keys).sorted()
        guard !common.isEmpty else {
            throw InputError(
                "the runs have no cell in common (baseline \(baseline.run.id): \(baseline.cells.count) cells, current \(current.run.id): \(current.cells.count) cells)"
            )
        }
        var warnings = environmentWarnings(baseline, current) + instructionWarnings(baseline, current)
        let calibration = CalibrationEvidence(baseline, current, clock: policy.clock)
        if !policy.ignoreTimes { warnings += calibration.warnings }

        // Normalization.
        var normalization = policy.ignoreTimes ? .none : policy.normalization
        var factor: Double?
        let calibrationFactor = calibrationRatio(baseline, current, clock: policy.clock)
        if normalization == .auto {
            let otherMachine =
                baseline.environment.cpu != current.environment.cpu
                || baseline.environment.cores != current.environment.cores
            if otherMachine, calibrationFactor != nil {
                normalization = .calibration
            } else {
                normalization = .none
                if otherMachine {
                    warnings.append(
                        "warning: times are not normalized: a run has no calibration measurement (compare with --normalize ALGORITHM, e.g. stdlib)")
                }
            }
        }
        if policy.clock == .cpu, !policy.ignoreTimes {
            for (name, cells) in [("baseline", baselineCells), ("current run", currentCells)]
            where common.contains(where: { cells[$0]!.status == .ok && cells[$0]!.cpuSummary == nil }) {
                throw InputError("--clock cpu: the \(name) has no CPU times (it predates them); use --clock wall")
            }
        }
        switch normalization {
        case .calibration:
            guard let calibrationFactor else {
                let problem =
                    baseline.calibrationMedian(clock: policy.clock) == nil
                    ? "the baseline has no calibration measurement"
                    : current.calibrationMedian(clock: policy.clock) == nil
                        ? "the current run has no calibration measurement"
                        : "the runs measured different calibration workloads"
                throw InputError("--normalize calibration: \(problem); use --normalize none or an algorithm id")
            }
            factor = calibrationFactor
        case let .algorithm(id):
            guard common.contains(where: { $0.algorithm == id }) else {
                throw InputError("--normalize \(id): no cell of algorithm '\(id)' in both runs")
            }
        case .none, .auto:
            break
        }

        var cells: [CellComparison] = []
        for key in common {
            let base = baselineCells[key]!, cur = currentCells[key]!
            var cellFactor = factor
            var referenceNote: String?
            if case let .algorithm(id) = normalization {
                let referenceKey = CellKey(algorithm: id, dataset: key.dataset, scenario: key.scenario, size: key.size)
                if let b = baselineCells[referenceKey].flatMap(policy.clock.summary)?.median,
                    let c = currentCells[referenceKey].flatMap(policy.clock.summary)?.median,
                    b > 0, c > 0, baselineCells[referenceKey]?.status == .ok, currentCells[referenceKey]?.status == .ok
                {
                    cellFactor = c / b
                } else {
                    referenceNote = "not normalized: no \(id) time at this size in both runs"
                }
                if key.algorithm == id { referenceNote = "the reference: equal by construction" }
            }
            var comparison = compareCell(base, cur, policy: policy, factor: cellFactor ?? 1, calibration: calibration)
            if let referenceNote, let index = comparison.metrics.firstIndex(where: { $0.metric == .time }) {
                comparison.metrics[index].note = referenceNote
            }
            cells.append(comparison)
        }

        let onlyInBaseline = Set(baselineCells.keys).subtracting(currentCells.keys).sorted()
        let onlyInCurrent = Set(currentCells.keys).subtracting(baselineCells.keys).sorted()
        if !onlyInBaseline.isEmpty || !onlyInCurrent.isEmpty {
            warnings.append(
                "note: \(onlyInBaseline.count) cells only in the baseline and \(onlyInCurrent.count) only in the current run are not compared")
        }
        return Comparison(
            baseline: baseline.run, current: current.run, policy: policy, normalization: normalization,
            calibrationFactor: calibrationFactor, cells: cells, onlyInBaseline: onlyInBaseline,
            onlyInCurrent: onlyInCurrent, warnings: warnings)
    }

    /// current ÷ baseline median calibration time, when both runs measured
    /// the same calibration workload.
    package static func calibrationRatio(_ baseline: ResultsFile, _ current: ResultsFile, clock: TimeClock = .wall) -> Double? {
        guard Set(baseline.calibrations.map(\.key)) == Set(current.calibrations.map(\.key)),
            let b = baseline.calibrationMedian(clock: clock), let c = current.calibrationMedian(clock: clock), b > 0, c > 0
        else { return nil }
        return c / b
    }

    /// One line per difference that makes times (or allocations) less comparable.
    package static func environmentWarnings(_ baseline: ResultsFile, _ current: ResultsFile) -> [String] {
        let b = baseline.environment, c = current.environment
        var differences: [String] = []
        if b.cpu != c.cpu || b.cores != c.cores {
            differences.append("CPU \"\(b.cpu)\" (\(b.cores) cores) vs \"\(c.cpu)\" (\(c.cores) cores)")
        }
        if b.swift != c.swift { differences.append("\"\(b.swift)\" vs \"\(c.swift)\"") }
        if b.buildConfiguration != c.buildConfiguration {
            differences.append("\(b.buildConfiguration) build vs \(c.buildConfiguration) build")
        }
        if b.jemalloc != c.jemalloc {
            differences.append("jemalloc \(b.jemalloc ?? "unavailable") vs \(c.jemalloc ?? "unavailable")")
        }
        var warnings: [String] = []
        if !differences.isEmpty {
            warnings.append("warning: different environment, compared anyway: " + differences.joined(separator: "; "))
        }
        if b.buildConfiguration == "debug" || c.buildConfiguration == "debug" {
            warnings.append("warning: a debug build is involved; its times are meaningless")
        }
        if baseline.parameters.seed != current.parameters.seed {
            warnings.append(
                "warning: different seeds (\(baseline.parameters.seed) vs \(current.parameters.seed)): the workloads differ, so allocations and changesets will too")
        }
        for (name, run) in [("baseline", baseline.run), ("current run", current.run)] where !run.complete {
            warnings.append("warning: the \(name) \(run.id) is incomplete (\(run.plannedCells) cells planned)")
        }
        return warnings
    }

    /// Compares one cell; `factor` divides the current times (1 = raw), and
    /// `calibration` tells the machine's noise from a change (`compareTime`).
    package static func compareCell(
        _ base: CellResult, _ cur: CellResult, policy: ComparisonPolicy, factor: Double,
        calibration: CalibrationEvidence
    ) -> CellComparison {
        var metrics: [MetricComparison] = []
        if base.status != .ok || cur.status != .ok {
            let rank = { (status: CellStatus) -> Int in
                switch status {
                case .ok: 0
                case .skipped: 1
                case .timedOut, .outOfMemory: 2
                case .crashed, .protocolError: 3
                case .failed: 4
                }
            }
            let verdict: ChangeVerdict =
                rank(cur.status) > rank(base.status) ? .regression
                : rank(cur.status) < rank(base.status) ? .improvement : .unchanged
            metrics.append(
                MetricComparison(
                    metric: .status, baseline: base.status.rawValue, current: cur.status.rawValue,
                    change: base.status == cur.status ? "" : "\(base.status.rawValue) → \(cur.status.rawValue)",
                    verdict: verdict, note: cur.status == base.status || cur.status == .ok ? nil : cur.message))
        }
        let baseSamples = policy.clock.samples(of: base), curSamples = policy.clock.samples(of: cur)
        if !policy.ignoreTimes, base.status == .ok, cur.status == .ok, !baseSamples.isEmpty, !curSamples.isEmpty {
            var time = compareTime(
                baseline: baseSamples, current: curSamples, threshold: policy.threshold, factor: factor,
                calibration: calibration)
            // Counted in both runs: the exact count decides, the time informs.
            let counted = base.instructions != nil && cur.instructions != nil
            if policy.timesInformational || counted {
                time.gates = false
            }
            if !time.gates, time.verdict != .unchanged {
                let why = policy.timesInformational ? "informational" : "informational: instructions counted"
                time.note = time.note.map { "\($0); \(why)" } ?? why
            }
            metrics.append(time)
            if !time.gates {
                metrics.append(
                    compareFastest(baseline: baseSamples, current: curSamples, threshold: policy.threshold, factor: factor))
            }
        }
        if let instructions = instructionMetric(base, cur, policy: policy) {
            metrics.append(instructions)
        }
        if let b = base.allocations, let c = cur.allocations {
            metrics.append(compareAllocations(b, c))
        }
        if let b = base.changeset, let c = cur.changeset {
            metrics.append(compareChangeset(b, c))
        }
        if let b = base.quality, let c = cur.quality {
            metrics.append(compareQuality(b, c))
        }
        return CellComparison(key: base.key, metrics: metrics)
    }

    /// Exact: count and bytes of one diff.
    package static func compareAllocations(_ b: AllocationCount, _ c: AllocationCount) -> MetricComparison {
        let verdict: ChangeVerdict =
            (c.count > b.count || c.bytes > b.bytes) ? .regression
            : (c.count < b.count || c.bytes < b.bytes) ? .improvement : .unchanged
        let change =
            verdict == .unchanged
            ? ""
            : "\(signed(c.count - b.count)) · \(c.bytes >= b.bytes ? "+" : "−")\(formatBytes(abs(c.bytes - b.bytes)))"
        return MetricComparison(
            metric: .allocations, baseline: "\(groupedDigits(b.count)) · \(formatBytes(b.bytes))",
            current: "\(groupedDigits(c.count)) · \(formatBytes(c.bytes))", change: change, verdict: verdict)
    }

    /// Exact: deleted/inserted/moved/updated.
    package static func compareChangeset(_ b: ChangesetSize, _ c: ChangesetSize) -> MetricComparison {
        let bTotal = b.deleted + b.inserted + b.moved + b.updated
        let cTotal = c.deleted + c.inserted + c.moved + c.updated
        let verdict: ChangeVerdict
        var note: String?
        if b == c {
            verdict = .unchanged
        } else if cTotal < bTotal {
            verdict = .improvement
        } else {
            verdict = .regression
            if cTotal == bTotal { note = "same size, different changes" }
        }
        return MetricComparison(
            metric: .changeset, baseline: changesetText(b), current: changesetText(c),
            change: verdict == .unchanged ? "" : "\(signed(cTotal - bTotal)) changes", verdict: verdict, note: note)
    }

    /// `"d100 i100 m98 u0"`: deleted, inserted, moved, updated.
    package static func changesetText(_ size: ChangesetSize) -> String {
        "d\(size.deleted) i\(size.inserted) m\(size.moved) u\(size.updated)"
    }
}

/// `+31.2%`, `−4.0%`, `0.0%`.
package func formatPercent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return fraction > 0 ? "+∞" : "−∞" }
    let text = String(format: "%.1f%%", abs(fraction) * 100)
    return fraction > 0.0005 ? "+" + text : fraction < -0.0005 ? "−" + text : text
}

/// `+1`, `−3`, `0`.
package func signed(_ value: Int) -> String {
    value > 0 ? "+\(groupedDigits(value))" : value < 0 ? "−\(groupedDigits(-value))" : "0"
}
