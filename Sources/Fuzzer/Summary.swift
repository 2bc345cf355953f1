import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchText
import FuzzCore

/// The end-of-campaign table: one row per property, one column per algorithm.
/// A cell is the number of cases the property was checked on (`0` when the
/// algorithm promises it but no case exercised it), `N✗` when it failed N
/// times, and `–` when the algorithm's traits do not promise it. After the
/// `stages-compose` row, one row per stager policy (`ReloadPolicy`): the
/// cases whose changeset the staged properties judged staged with it.
/// `shrinker-minimal` checks the shrinker, not an algorithm, so it is a line
/// of its own below the table (`ShrinkerLine`), not a row.
struct Summary {
    var stats: CampaignStats

    var rendered: String {
        let columns = stats.perAlgorithm
        let labelWidth = max(22, PropertyID.allCases.map(\.rawValue.count).max()! + 2)
        let width = max(11, columns.map(\.algorithm.count).max().map { $0 + 2 } ?? 11)
        func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return left ? text + padding : padding + text
        }
        var lines: [String] = []
        lines.append(pad("property", labelWidth, left: true) + columns.map { pad($0.algorithm, width) }.joined())
        lines.append(pad("cases checked", labelWidth, left: true) + columns.map { pad(groupedDigits($0.cases), width) }.joined())
        lines.append(pad("refused (size guard)", labelWidth, left: true) + columns.map { pad(groupedDigits($0.refused), width) }.joined())
        let promised = columns.map { column in
            AlgorithmRegistry.algorithm(id: column.algorithm).map { Set(PropertyID.promised(by: $0.traits)) } ?? []
        }
        for property in PropertyID.allCases where property != .shrinkerMinimal {
            let cells = zip(columns, promised).map { column, promised -> String in
                pad(
                    CountTable.cell(
                        checked: column.checked(property), failed: column.failed(property),
                        applies: promised.contains(property)),
                    width)
            }
            lines.append(pad(property.rawValue, labelWidth, left: true) + cells.joined())
            guard property == .stagesCompose else { continue }
            for policy in ReloadPolicy.allCases {
                let cells = zip(columns, promised).map { column, promised in
                    pad(
                        CountTable.cell(
                            checked: column.staged(with: policy), failed: 0, applies: promised.contains(.stagesCompose)),
                        width)
                }
                lines.append(pad("  staged \(policy.rawValue)", labelWidth, left: true) + cells.joined())
            }
        }
        lines.append(ShrinkerLine(checks: stats.shrinkerChecks, failures: stats.shrinkerFailures).rendered)
        lines.append(
            "\(groupedDigits(stats.cases)) cases (\(groupedDigits(stats.checkedCases)) checked), \(groupedDigits(stats.algorithmCases)) algorithm-cases in "
                + String(format: "%.1fs", stats.elapsed) + " (\(groupedDigits(Int(stats.algorithmCasesPerSecond))) algorithm-cases/s), "
                + "\(stats.failures) failure\(stats.failures == 1 ? "" : "s")")
        return lines.joined(separator: "\n")
    }
}
