import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// ResultsTable: the per-dataset tables for stdout and results.md
//===----------------------------------------------------------------------===//

/// Renders a results file as tables: one group per dataset and scenario,
/// algorithms as rows, sizes as columns.
package enum ResultsTable {
    /// One dataset × scenario group of cells.
    package struct Group {
        package var dataset: String
        package var scenario: String
        package var sizes: [Int]
        package var algorithms: [String]
        package var cells: [CellKey: CellResult]

        package func cell(_ algorithm: String, _ size: Int) -> CellResult? {
            cells[CellKey(algorithm: algorithm, dataset: dataset, scenario: scenario, size: size)]
        }

        /// Growth exponents between consecutive measured sizes.
        package func growth(_ algorithm: String) -> [Double] {
            growthExponents(
                sizes.compactMap { size in
                    guard let cell = cell(algorithm, size), cell.status == .ok, let summary = cell.summary
                    else { return nil }
                    return (size, summary.median)
                })
        }

        /// The non-ok cells of an algorithm, summarized per status.
        package func notes(_ algorithm: String) -> [String] {
            var notes: [String] = []
            for status in CellStatus.allCases where status != .ok {
                let hits = sizes.compactMap { size in cell(algorithm, size).flatMap { $0.status == status ? $0 : nil } }
                guard let first = hits.first else { continue }
                let at = hits.map { formatCount($0.key.size) }.joined(separator: ", ")
                notes.append("\(algorithm) \(status.rawValue) at \(at)" + (first.message.map { ": \($0)" } ?? ""))
            }
            return notes
        }

        /// Creates a value from every stored property.
        package init(dataset: String, scenario: String, sizes: [Int], algorithms: [String], cells: [CellKey: CellResult]) {
            self.dataset = dataset
            self.scenario = scenario
            self.sizes = sizes
            self.algorithms = algorithms
            self.cells = cells
        }
    }

    package static func groups(_ results: ResultsFile) -> [Group] {
        var byKey: [CellKey: CellResult] = [:]
        for cell in results.cells { byKey[cell.key] = cell }
        var groups: [Group] = []
        for dataset in results.parameters.datasets {
            for scenario in results.parameters.scenarios {
                let cells = byKey.filter { $0.key.dataset == dataset && $0.key.scenario == scenario }
                guard !cells.isEmpty else { continue }
                // Columns and rows: the sizes and algorithms this group has
                // cells for (a tier or an extra scenario covers only some).
                let sizes = Set(cells.keys.map(\.size))
                let algorithms = Set(cells.keys.map(\.algorithm))
                groups.append(
                    Group(
                        dataset: dataset, scenario: scenario, sizes: results.parameters.sizes.filter(sizes.contains),
                        algorithms: results.parameters.algorithms.filter(algorithms.contains), cells: cells))
            }
        }
        return groups
    }

    /// The short text of a cell's time: the median, or its status.
    package static func timeText(_ cell: CellResult?, p90: Bool = false) -> String {
        guard let cell else { return "–" }
        switch cell.status {
        case .ok:
            guard let summary = cell.summary else { return "?" }
            return p90
                ? "\(formatDuration(summary.median)) (p90 \(formatDuration(summary.p90)))"
                : formatDuration(summary.median)
        case .skipped: return "skipped"
        case .failed: return "FAILED"
        case .timedOut: return "timed out"
        case .crashed: return "crashed"
        case .outOfMemory: return "out of memory"
        case .protocolError: return "protocol error"
        }
    }

    /// Allocations and moves of a cell: `"14 · 2.10 MiB · 9,871 mv"`.
    package static func costText(_ cell: CellResult?) -> String {
        guard let cell, cell.allocations != nil || cell.changeset != nil else {
            guard let cell else { return "–" }
            if cell.status == .ok && cell.allocator == .system { return "not measured" }
            return cell.status == .ok ? "?" : "–"
        }
        var parts: [String] = []
        if let allocations = cell.allocations {
            parts.append(groupedDigits(allocations.count))
            parts.append(formatBytes(allocations.bytes))
        } else if cell.allocator == .system {
            parts.append("not measured")
        }
        if let changeset = cell.changeset { parts.append("\(groupedDigits(changeset.moved)) mv") }
        return parts.joined(separator: " · ")
    }

    package static func growthText(_ exponents: [Double]) -> String {
        exponents.isEmpty ? "–" : exponents.map { String(format: "%.2f", $0) }.joined(separator: ", ")
    }

    package static func sizeHeader(_ sizes: [Int]) -> String {
        sizes.count < 2 ? "growth" : "growth (\(sizes.map(formatCount).joined(separator: "→")))"
    }

    /// Whether the run measured time (`--metric` held `time`); a run that
    /// only counted instructions gets no time tables.
    package static func isTimed(_ results: ResultsFile) -> Bool {
        results.parameters.measuredMetrics.contains(.time)
    }

    /// The stdout tables: times (when measured), allocations, then
    /// instructions (when counted; first, in place of times, when only
    /// they were measured).
    package static func text(for results: ResultsFile) -> String {
        var output = ""
        let timed = isTimed(results)
        for group in groups(results) {
            let heading = timed ? "median time of one diff" : "instructions of one diff (callgrind)"
            output += "\n\(group.dataset) · \(group.scenario) · seed \(results.parameters.seed) — \(heading)\n"
            var rows: [[String]]
            if timed {
                rows = [["algorithm"] + group.sizes.map(formatCount) + [sizeHeader(group.sizes)]]
                for algorithm in group.algorithms {
                    rows.append(
                        [algorithm] + group.sizes.map { timeText(group.cell(algorithm, $0)) }
                            + [growthText(group.growth(algorithm))])
                }
            } else {
                rows = instructionRows(group)
            }
            output += align(rows)
            output += "\nallocations of one diff (count · bytes) · moves reported\n"
            rows = [["algorithm"] + group.sizes.map(formatCount)]
            for algorithm in group.algorithms {
                rows.append([algorithm] + group.sizes.map { costText(group.cell(algorithm, $0)) })
            }
            output += align(rows)
            output += qualitySection(group)
            if timed { output += instructionSection(group) }
            let notes = group.algorithms.flatMap(group.notes)
            if !notes.isEmpty {
                output += "\n" + notes.map { "  note: \($0)\n" }.joined()
            }
        }
        return output
    }

    /// Left-aligns the first column, right-aligns the others, two spaces apart.
    package static func align(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, text) in row.enumerated() { widths[index] = max(widths[index], text.count) }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (index, text) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - text.count)
                line += index == 0 ? text + padding : "  " + padding + text
            }
            output += line + "\n"
        }
        return output
    }

    /// The Markdown tables, with chart links: `chartFile` names a group's
    /// (dataset, scenario) time chart, `instructionChartFile` its
    /// instruction chart and `paretoFile` its Pareto chart (time against
    /// rows animated); each returns `nil` for none. A run that only counted
    /// instructions gets no time tables.
    package static func markdown(
        for results: ResultsFile, chartFile: (String, String) -> String?,
        instructionChartFile: (String, String) -> String? = { _, _ in nil },
        paretoFile: (String, String) -> String? = { _, _ in nil }
    ) -> String {
        let environment = results.environment
        let timed = isTimed(results)
        var output = "# DiffBench results: \(results.run.id)\n\n"
        output += results.run.complete
            ? "Complete run of \(results.cells.count) cells in \(formatClock(results.run.wallSeconds)).\n\n"
            : "**Partial run:** \(results.cells.count) of \(results.run.plannedCells) cells so far.\n\n"
        output += """
            | environment | |
            |---|---|
            | CPU | \(environment.cpu) (\(environment.cores) cores, \(formatBytes(environment.memoryBytes))) |
            | OS | \(environment.os), kernel \(environment.kernel) |
            | Swift | \(environment.swift) |
            | build | \(environment.buildConfiguration) |
            | commit | \(environment.commit)\(environment.dirty ? " (with uncommitted changes)" : "") |
            | allocator | \(allocatorText(results)) |
            | instruction counter | \(environment.valgrind.map { "\($0) (callgrind)" } ?? "none (time only)") |
            | command | `\(results.run.command.joined(separator: " "))` |

            DiffBenchWorkloads: seed \(results.parameters.seed); timeout \(formatDuration(results.parameters.timeoutSeconds)) per cell; \
            \(timed ? timingSentence(results.parameters.measurement) : "no times measured: each cell counts the instructions of one diff call under callgrind (exact).") \
            Allocations are of one diff (jemalloc requests and bytes; not measured under the system malloc).

            """
        let calibrations = results.calibrations.compactMap(\.summary).map { formatDuration($0.median) }
        if !calibrations.isEmpty {
            let when = zip(calibrations, ["at the start", "at the end"]).map { "\($0) \($1)" }
            output += "\nCalibration (hash and sort 100,000 integers, median): \(when.joined(separator: ", ")).\n"
        }
        for warning in results.warnings ?? [] { output += "\n> \(warning)\n" }
        for group in groups(results) {
            output += "\n## \(group.dataset) · \(group.scenario)\n\n"
            if timed {
                if let chart = chartFile(group.dataset, group.scenario) {
                    output += "![\(group.dataset) · \(group.scenario): time against size](\(chart))\n\n"
                }
                output += "| algorithm | " + group.sizes.map(formatCount).joined(separator: " | ") + " | \(sizeHeader(group.sizes)) |\n"
                output += "|---|" + group.sizes.map { _ in "---:|" }.joined() + "---:|\n"
                for algorithm in group.algorithms {
                    output += "| \(algorithm) | "
                        + group.sizes.map { timeText(group.cell(algorithm, $0), p90: true) }.joined(separator: " | ")
                        + " | \(growthText(group.growth(algorithm))) |\n"
                }
                output += floorMarkdown(group)
            } else {
                output += instructionMarkdown(group, chart: instructionChartFile(group.dataset, group.scenario), always: true)
                    .drop { $0 == "\n" }
            }
            output += "\nAllocations of one diff (count · bytes) · moves reported:\n\n"
            output += "| algorithm | " + group.sizes.map(formatCount).joined(separator: " | ") + " |\n"
            output += "|---|" + group.sizes.map { _ in "---:|" }.joined() + "\n"
            for algorithm in group.algorithms {
                output += "| \(algorithm) | "
                    + group.sizes.map { costText(group.cell(algorithm, $0)) }.joined(separator: " | ") + " |\n"
            }
            output += qualityMarkdown(group)
            if let pareto = paretoFile(group.dataset, group.scenario) {
                output += "\n![\(group.dataset) · \(group.scenario): time against rows animated](\(pareto))\n"
            }
            if timed { output += instructionMarkdown(group, chart: instructionChartFile(group.dataset, group.scenario)) }
            let notes = group.algorithms.flatMap(group.notes)
            if !notes.isEmpty {
                output += "\n" + notes.map { "- \($0)\n" }.joined()
            }
        }
        return output
    }

    /// How the cells of a timed run were sampled, in one sentence or two.
    static func timingSentence(_ policy: MeasurementPolicy) -> String {
        "at least \(policy.minSamples) samples and \(formatDuration(policy.minSeconds)) of sampling per cell "
            + "(at most \(policy.maxSamples) samples), after one warm-up diff. Times are the median of the samples "
            + "(p90 in parentheses); growth is the slope of log time against log size between consecutive sizes."
    }
}
