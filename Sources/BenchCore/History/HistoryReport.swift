import DiffAlgorithms
import DiffBenchText
import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// HistoryReport: trend charts and a Markdown summary of the tracked runs
//===----------------------------------------------------------------------===//

/// Renders `history.csv` into a folder: `report.md` and one
/// `trend-<dataset>-<scenario>-<family>.svg` per dataset, scenario and
/// algorithm family whose runs have times, and a
/// `trend-<dataset>-<scenario>-<family>-instructions.svg` where they have
/// instruction counts.
package enum HistoryReport {
    /// A tracked run, as the history knows it.
    package struct TrackedRun: Hashable {
        package var id: String
        package var date: String
        package var commit: String
        package var cpu: String
        package var swift: String
        package var build: String
        package var calibration: Double?
        package var cells: Int
        package var ok: Int

        /// Creates a value from every stored property.
        package init(id: String, date: String, commit: String, cpu: String, swift: String, build: String, calibration: Double? = nil, cells: Int, ok: Int) {
            self.id = id
            self.date = date
            self.commit = commit
            self.cpu = cpu
            self.swift = swift
            self.build = build
            self.calibration = calibration
            self.cells = cells
            self.ok = ok
        }
    }

    /// The runs in the history, oldest first (by start time, then file order).
    package static func runs(_ rows: [HistoryRow]) -> [TrackedRun] {
        var order: [String] = []
        var runs: [String: TrackedRun] = [:]
        for row in rows {
            if runs[row.run] == nil {
                order.append(row.run)
                runs[row.run] = TrackedRun(
                    id: row.run, date: row.date, commit: row.commit + (row.dirty ? "+" : ""), cpu: row.cpu,
                    swift: row.swift, build: row.build, calibration: row.calibration, cells: 0, ok: 0)
            }
            runs[row.run]!.cells += 1
            if row.status == .ok { runs[row.run]!.ok += 1 }
        }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return order.compactMap { runs[$0] }.sorted { ($0.date, position[$0.id]!) < ($1.date, position[$1.id]!) }
    }

    /// Writes the charts and `report.md` for the last `last` runs.
    ///
    /// - Returns: The names of the files written, `report.md` last.
    @discardableResult
    package static func write(_ rows: [HistoryRow], to folder: URL, last: Int, columns: Int = 5, source: String) throws(InputError) -> [String] {
        let allRuns = runs(rows)
        guard !allRuns.isEmpty else { throw InputError("\(source): the history is empty") }
        let shown = Array(allRuns.suffix(last))
        let shownIDs = Set(shown.map(\.id))
        let rows = rows.filter { shownIDs.contains($0.run) }
        var byRun: [String: [CellKey: HistoryRow]] = [:]
        for row in rows { byRun[row.run, default: [:]][row.key] = row }

        var files: [String] = []
        var charts: [String: [(family: AlgorithmFamily, file: String)]] = [:]
        let groups = Array(Set(rows.map { GroupKey(dataset: $0.key.dataset, scenario: $0.key.scenario) })).sorted()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for group in groups {
                let keys = Set(rows.map(\.key)).filter { $0.dataset == group.dataset && $0.scenario == group.scenario }
                for family in AlgorithmFamily.allCases {
                    let familyKeys = keys.filter { AlgorithmFamily(algorithm: $0.algorithm) == family }
                        .sorted { ($0.algorithm, $0.size) < ($1.algorithm, $1.size) }
                    guard !familyKeys.isEmpty else { continue }
                    let series = familyKeys.map { key in
                        TrendChart.Series(algorithm: key.algorithm, size: key.size, rows: shown.map { byRun[$0.id]?[key] })
                    }
                    // A chart per metric the runs have values of.
                    for metric in ChartMetric.allCases where TrendChart.hasValues(series, metric) {
                        let suffix = metric == .time ? "" : "-\(metric.rawValue)"
                        let file = "trend-\(group.dataset)-\(group.scenario)-\(family.rawValue)\(suffix).svg"
                        let svg = TrendChart.render(
                            title: "\(group.dataset) · \(group.scenario): \(family.title)\(metric == .time ? "" : ", instructions")",
                            runs: shown.map { ($0.id, $0.commit, $0.date) }, series: series, metric: metric)
                        try Data(svg.utf8).write(to: folder.appendingPathComponent(file), options: .atomic)
                        files.append(file)
                        charts["\(group.dataset)/\(group.scenario)", default: []].append((family, file))
                    }
                }
            }
            let text = markdown(
                runs: shown, total: allRuns.count, byRun: byRun, groups: groups, charts: charts, columns: columns,
                source: source)
            try Data(text.utf8).write(to: folder.appendingPathComponent("report.md"), options: .atomic)
            files.append("report.md")
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("cannot write \(folder.relativePath): \(fileErrorReason(error, path: folder.path, folder: true))")
        }
        return files
    }

    package struct GroupKey: Hashable, Comparable {
        package var dataset: String
        package var scenario: String
        package static func < (a: GroupKey, b: GroupKey) -> Bool { (a.dataset, a.scenario) < (b.dataset, b.scenario) }

        /// Creates a value from every stored property.
        package init(dataset: String, scenario: String) {
            self.dataset = dataset
            self.scenario = scenario
        }
    }

    package static func markdown(
        runs: [TrackedRun], total: Int, byRun: [String: [CellKey: HistoryRow]], groups: [GroupKey],
        charts: [String: [(family: AlgorithmFamily, file: String)]], columns: Int, source: String
    ) -> String {
        let recent = Array(runs.suffix(columns))
        var output = "# DiffBench nightly report\n\n"
        output += "\(total) tracked runs in `\(source)`"
        if let first = runs.first, let last = runs.last {
            output += "; the charts show the last \(runs.count), \(first.date.prefix(10)) to \(last.date.prefix(10))"
        }
        output += ". Times are medians of one diff; a chart's tick reaches p90.\n\n"
        output += "## Last runs\n\n| run | date | commit | CPU | Swift | build | calibration | cells ok |\n"
        output += "|---|---|---|---|---|---|---:|---:|\n"
        for run in recent.reversed() {
            output += "| \(run.id) | \(run.date) | \(run.commit) | \(run.cpu) | \(run.swift) | \(run.build) | "
                + "\(run.calibration.map(formatDuration) ?? "–") | \(run.ok) of \(run.cells) |\n"
        }
        if let last = recent.last, recent.count > 1 {
            let previous = recent[recent.count - 2]
            if previous.cpu != last.cpu || previous.swift != last.swift || previous.build != last.build {
                output += "\n> The last two runs differ in environment; their times compare only roughly (see the calibration column).\n"
            }
        }
        for group in groups {
            output += "\n## \(group.dataset) · \(group.scenario)\n\n"
            for chart in charts["\(group.dataset)/\(group.scenario)"] ?? [] {
                let metric = chart.file.hasSuffix("-instructions.svg") ? ", instructions" : ""
                output += "![\(group.dataset) · \(group.scenario): \(chart.family.title)\(metric)](\(chart.file))\n"
            }
            let allKeys = Set(recent.flatMap { byRun[$0.id]?.keys.map { $0 } ?? [] })
                .filter { $0.dataset == group.dataset && $0.scenario == group.scenario }
                .sorted { (familyOrder($0.algorithm), $0.size) < (familyOrder($1.algorithm), $1.size) }
            // Cells skipped in every shown run (an algorithm's size guard)
            // get one line, not a row each.
            let alwaysSkipped = allKeys.filter { key in
                recent.allSatisfy { run in byRun[run.id]?[key].map { $0.status == .skipped } ?? true }
            }
            let keys = allKeys.filter { !alwaysSkipped.contains($0) }
            guard !keys.isEmpty else { continue }
            output += "\n| algorithm | size | " + recent.map(\.id).joined(separator: " | ")
                + " | last vs previous |\n"
            output += "|---|---:|" + recent.map { _ in "---:|" }.joined() + "---|\n"
            for key in keys {
                let cells = recent.map { byRun[$0.id]?[key] }
                output += "| \(key.algorithm) | \(formatCount(key.size)) | "
                    + cells.map { cellText($0) }.joined(separator: " | ")
                    + " | \(changeText(cells, runs: recent)) |\n"
            }
            if !alwaysSkipped.isEmpty {
                output += "\nSkipped in every run shown: "
                    + alwaysSkipped.map { "\($0.algorithm) \(formatCount($0.size))" }.joined(separator: ", ") + ".\n"
            }
        }
        return output
    }

    /// `"12.35 M instr"`: an instruction count in millions.
    static func instructionText(_ count: Int) -> String {
        String(format: "%.2f M instr", Double(count) / 1e6)
    }

    /// Registry order, then name.
    private static func familyOrder(_ algorithm: String) -> String {
        let index = AlgorithmRegistry.ids.firstIndex(of: algorithm) ?? 99
        return String(format: "%02d", index) + algorithm
    }

    private static func cellText(_ row: HistoryRow?) -> String {
        guard let row else { return "–" }
        guard row.status == .ok else { return row.status.rawValue }
        if let median = row.median { return formatDuration(median) }
        if let instructions = row.instructions { return instructionText(instructions) }
        return row.status.rawValue
    }

    /// The last run against the one before: time (raw, and calibrated when
    /// both runs have a calibration), then any allocation or changeset change.
    package static func changeText(_ cells: [HistoryRow?], runs: [TrackedRun]) -> String {
        guard cells.count > 1, let last = cells[cells.count - 1], let previous = cells[cells.count - 2] else { return "" }
        var parts: [String] = []
        if last.status != previous.status {
            parts.append("**\(previous.status.rawValue) → \(last.status.rawValue)**")
        } else if let b = previous.median, let c = last.median, b > 0 {
            var text = formatPercent(c / b - 1)
            if let bc = previous.calibration, let cc = last.calibration, bc > 0, cc > 0, abs(cc / bc - 1) > 0.01 {
                text += " (calibrated \(formatPercent((c / (cc / bc)) / b - 1)))"
            }
            parts.append(text)
        }
        if let b = previous.instructions, let c = last.instructions, b != c, b > 0 {
            let text = "instructions \(formatPercent(Double(c - b) / Double(b)))"
            parts.append(abs(Double(c - b) / Double(b)) > 0.01 ? "**\(text)**" : text)
        }
        if let b = previous.allocations, let c = last.allocations, b != c {
            parts.append(
                "**allocations \(groupedDigits(b.count)) → \(groupedDigits(c.count)) · \(formatBytes(b.bytes)) → \(formatBytes(c.bytes))**")
        }
        if let b = previous.changeset, let c = last.changeset, b != c {
            parts.append("**changeset \(Comparison.changesetText(b)) → \(Comparison.changesetText(c))**")
        }
        return parts.joined(separator: "; ")
    }
}
