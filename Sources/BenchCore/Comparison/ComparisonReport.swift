import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// ComparisonReport: a comparison as a text table or a pull-request comment
//===----------------------------------------------------------------------===//

/// Renders a `Comparison`: a header naming both runs and the rules, one table
/// per dataset · scenario with a row per metric of each cell (baseline,
/// current, change, verdict), and a closing summary line.
package enum ComparisonReport {
    package enum Format: String, CaseIterable, Sendable { case text, markdown }

    package static func render(_ comparison: Comparison, format: Format, onlyChanges: Bool = false) -> String {
        switch format {
        case .text: text(comparison, onlyChanges: onlyChanges)
        case .markdown: markdown(comparison, onlyChanges: onlyChanges)
        }
    }

    /// The rules, in one line: "times: medians, changed beyond ±10.0% with steady calibrations and p10–p90 ranges apart and no wider than that (else inconclusive), …".
    package static func rules(_ comparison: Comparison) -> String {
        let instructions =
            comparison.cells.contains { $0.metric(.instructions) != nil }
            ? "instructions exactly, changed beyond ±\(formatPercent(comparison.policy.instructionThreshold).dropFirst()); "
            : ""
        return instructions + timeRules(comparison)
    }

    /// The rules for times, allocations, changesets and rows animated.
    static func timeRules(_ comparison: Comparison) -> String {
        if comparison.policy.ignoreTimes {
            return "times ignored; allocations (count · bytes), changesets (d deleted, i inserted, m moved, u updated), rows animated (× the lower bound) and statuses compared exactly"
        }
        let clock = comparison.policy.clock == .cpu ? "CPU-time medians" : "medians"
        var text = "times: \(clock), changed beyond ±\(formatPercent(comparison.policy.threshold).dropFirst()) with steady calibrations and p10–p90 ranges apart and no wider than that (else inconclusive)"
        switch comparison.normalization {
        case .none, .auto: text += ", not normalized"
        case .calibration:
            let factor = comparison.calibrationFactor ?? 1
            text += ", normalized by the calibration workload (this machine took ×\(String(format: "%.3f", factor)) the baseline's time)"
        case let .algorithm(id): text += ", normalized by \(id) at the same size"
        }
        if comparison.policy.timesInformational {
            text += " (informational: times do not decide the exit code)"
        } else if comparison.cells.contains(where: { $0.metric(.instructions) != nil }) {
            text += " (informational where both runs counted instructions)"
        }
        return text + "; allocations (count · bytes), changesets (d deleted, i inserted, m moved, u updated) and rows animated (× the lower bound) exactly"
    }

    package static func summary(_ comparison: Comparison) -> String {
        let counts = Dictionary(grouping: comparison.cells, by: \.verdict).mapValues(\.count)
        let regressions = counts[.regression] ?? 0, improvements = counts[.improvement] ?? 0
        let same = counts[.unchanged] ?? 0, inconclusive = counts[.inconclusive] ?? 0
        let outcome =
            switch comparison.exitCode {
            case Comparison.regressionExitCode: "regression (exit 2)"
            case Comparison.improvementExitCode: "improvements only (exit 4)"
            default: inconclusive > 0 ? "no conclusive change (exit 0)" : "no change (exit 0)"
            }
        let inconclusiveText = inconclusive > 0 ? ", \(inconclusive) inconclusive (times within the noise)" : ""
        return "\(comparison.cells.count) cells compared: \(regressions) regressed, \(improvements) improved, \(same) unchanged\(inconclusiveText) — \(outcome)"
    }

    package static func rows(_ comparison: Comparison, onlyChanges: Bool) -> [(group: String, cell: CellComparison, rows: [[String]])] {
        var result: [(String, CellComparison, [[String]])] = []
        for cell in comparison.cells where !onlyChanges || cell.verdict >= .improvement {
            var rows: [[String]] = []
            for metric in cell.metrics where !onlyChanges || metric.verdict >= .improvement {
                let first = rows.isEmpty
                rows.append([
                    first ? cell.key.algorithm : "", first ? formatCount(cell.key.size) : "", metric.metric.rawValue,
                    metric.baseline, metric.current, metric.change,
                    metric.verdict.label + (metric.note.map { " (\($0))" } ?? ""),
                ])
            }
            result.append(("\(cell.key.dataset) · \(cell.key.scenario)", cell, rows))
        }
        return result
    }

    package static let header = ["algorithm", "size", "metric", "baseline", "current", "change", "verdict"]

    package static func text(_ comparison: Comparison, onlyChanges: Bool) -> String {
        var output = "baseline \(runLine(comparison.baseline))\ncurrent  \(runLine(comparison.current))\n\(rules(comparison))\n"
        for warning in comparison.warnings { output += warning + "\n" }
        var groups: [String] = []
        var tables: [String: [[String]]] = [:]
        for entry in rows(comparison, onlyChanges: onlyChanges) {
            if tables[entry.group] == nil { groups.append(entry.group); tables[entry.group] = [header] }
            tables[entry.group]! += entry.rows
        }
        for group in groups {
            output += "\n\(group)\n" + alignLeft(tables[group]!)
        }
        if groups.isEmpty && onlyChanges { output += "\nno cell changed\n" }
        return output + "\n" + summary(comparison) + "\n"
    }

    package static func markdown(_ comparison: Comparison, onlyChanges: Bool) -> String {
        let icon =
            switch comparison.verdict {
            case .regression: "🔴"
            case .improvement: "🟢"
            default: "⚪️"
            }
        var output = "### \(icon) DiffBench: \(summary(comparison))\n\n"
        output += "Baseline `\(comparison.baseline.id)` → current `\(comparison.current.id)`; \(rules(comparison)).\n"
        for warning in comparison.warnings { output += "\n> \(warning)" }
        if !comparison.warnings.isEmpty { output += "\n" }
        let changed = rows(comparison, onlyChanges: true)
        output += changed.isEmpty ? "\nNo cell changed.\n" : "\n" + table(changed)
        if !onlyChanges {
            output += "\n<details><summary>All \(comparison.cells.count) cells</summary>\n\n" + table(rows(comparison, onlyChanges: false)) + "\n</details>\n"
        }
        return output
    }

    private static func table(_ entries: [(group: String, cell: CellComparison, rows: [[String]])]) -> String {
        var output = "| dataset · scenario | " + header.joined(separator: " | ") + " |\n"
        output += "|---|---|---:|---|---:|---:|---:|---|\n"
        for entry in entries {
            for (index, row) in entry.rows.enumerated() {
                let cells = row.enumerated().map { column, text in
                    column == 6 && text.hasPrefix("REGRESSION") ? "**\(escapePipes(text))**" : escapePipes(text)
                }
                output += "| \(index == 0 ? entry.group : "") | " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return output
    }

    private static func runLine(_ run: RunInfo) -> String {
        "\(run.id) (started \(run.started)\(run.complete ? "" : ", incomplete"))"
    }

    private static func escapePipes(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// Columns two spaces apart; the baseline, current and change columns right-aligned.
    private static func alignLeft(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, text) in row.enumerated() { widths[index] = max(widths[index], text.count) }
        }
        let rightAligned: Set<Int> = [1, 3, 4, 5]
        var output = ""
        for row in rows {
            var fields: [String] = []
            for (index, text) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - text.count)
                fields.append(index == row.count - 1 ? text : rightAligned.contains(index) ? padding + text : text + padding)
            }
            output += fields.joined(separator: "  ") + "\n"
        }
        return output
    }
}
