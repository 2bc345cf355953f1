import DiffBenchText

//===----------------------------------------------------------------------===//
// ResultsTable: the instruction-count tables
//===----------------------------------------------------------------------===//

extension ResultsTable {
    /// Whether any cell of the group has an instruction count.
    package static func hasInstructions(_ group: Group) -> Bool {
        group.cells.values.contains { $0.instructions != nil }
    }

    /// The short text of a cell's instruction count: `"12,345,678"`, `"–"`
    /// when not counted, or the status of a cell that did not run.
    package static func instructionText(_ cell: CellResult?) -> String {
        guard let cell else { return "–" }
        if let count = cell.instructions { return groupedDigits(count.instructions) }
        return cell.status == .ok ? "–" : timeText(cell)
    }

    /// Rows of the instruction table: a header, then one row per algorithm.
    package static func instructionRows(_ group: Group) -> [[String]] {
        var rows = [["algorithm"] + group.sizes.map(formatCount)]
        for algorithm in group.algorithms {
            rows.append([algorithm] + group.sizes.map { instructionText(group.cell(algorithm, $0)) })
        }
        return rows
    }

    /// The stdout section of a group's instruction counts, or "" without any.
    package static func instructionSection(_ group: Group) -> String {
        guard hasInstructions(group) else { return "" }
        return "\ninstructions of one diff (callgrind)\n" + align(instructionRows(group))
    }

    /// The Markdown section of a group's instruction counts, after the
    /// link to its `chart` if any; "" without any count unless `always`.
    package static func instructionMarkdown(_ group: Group, chart: String? = nil, always: Bool = false) -> String {
        guard always || hasInstructions(group) else { return "" }
        let rows = instructionRows(group)
        var output = "\nInstructions of one diff (callgrind, exact; – not counted):\n\n"
        if let chart {
            output += "![\(group.dataset) · \(group.scenario): instructions against size](\(chart))\n\n"
        }
        output += "| " + rows[0].joined(separator: " | ") + " |\n"
        output += "|---|" + group.sizes.map { _ in "---:|" }.joined() + "\n"
        for row in rows.dropFirst() { output += "| " + row.joined(separator: " | ") + " |\n" }
        return output
    }
}
