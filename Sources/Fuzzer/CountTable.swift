import DiffBenchText

//===----------------------------------------------------------------------===//
// CountTable: a summary table of counts, labels left, numbers right
//===----------------------------------------------------------------------===//

/// A plain-text table: a header row, then one row per label; the first
/// column is left-aligned, the others right-aligned.
///
///     CountTable(header: ["property", "myers"], rows: [("rebuilds-target", ["1,200"])]).rendered
struct CountTable {
    var header: [String]
    var rows: [(label: String, cells: [String])]

    var rendered: String {
        let labelWidth = max(header.first?.count ?? 0, rows.map(\.label.count).max() ?? 0) + 2
        let cellWidth = max(11, (header.dropFirst().map(\.count) + rows.flatMap { $0.cells.map(\.count) }).max().map { $0 + 2 } ?? 11)
        func line(_ label: String, _ cells: [String]) -> String {
            label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                + cells.map { String(repeating: " ", count: max(0, cellWidth - $0.count)) + $0 }.joined()
        }
        return ([line(header.first ?? "", Array(header.dropFirst()))] + rows.map { line($0.label, $0.cells) })
            .joined(separator: "\n")
    }

    /// `N✗` when it failed, `–` when it does not apply, else the count.
    static func cell(checked: Int, failed: Int, applies: Bool = true) -> String {
        if failed > 0 { return "\(groupedDigits(failed))✗" }
        return applies || checked > 0 ? groupedDigits(checked) : "–"
    }
}
