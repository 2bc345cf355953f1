import DiffBenchText

//===----------------------------------------------------------------------===//
// ResultsTable: rows animated against the workload's lower bound
//===----------------------------------------------------------------------===//

extension ResultsTable {
    /// Whether any cell of the group has a changeset quality.
    package static func hasQuality(_ group: Group) -> Bool {
        group.cells.values.contains { $0.quality != nil }
    }

    /// A cell's rows animated and their multiple of the lower bound,
    /// `"28,000 ×1.00"`; a changeset without moves adds its multiple of the
    /// move-free bound, `"36,000 ×1.29 (move-free ×1.00)"`. `–` without a
    /// quality.
    package static func qualityText(_ cell: CellResult?) -> String {
        guard let quality = cell?.quality else { return "–" }
        var text = "\(groupedDigits(quality.rowsAnimated)) \(ChangesetQuality.multipleText(quality.boundMultiple))"
        if let moveFree = quality.moveFreeMultiple {
            text += " (move-free \(ChangesetQuality.multipleText(moveFree)))"
        }
        return text
    }

    /// The workload's bound at `size`, from any cell of the group that has it.
    package static func bound(_ group: Group, size: Int) -> ChangesetBound? {
        group.algorithms.lazy.compactMap { group.cell($0, size)?.quality?.bound }.first
    }

    /// Rows of the quality table: a header, one row per algorithm, then the
    /// lower bound and the move-free bound of each size.
    package static func qualityRows(_ group: Group) -> [[String]] {
        var rows = [["algorithm"] + group.sizes.map(formatCount)]
        for algorithm in group.algorithms {
            rows.append([algorithm] + group.sizes.map { qualityText(group.cell(algorithm, $0)) })
        }
        let bounds = group.sizes.map { bound(group, size: $0) }
        rows.append(["lower bound"] + bounds.map { $0.map { groupedDigits($0.lowerBound) } ?? "–" })
        rows.append(["move-free bound"] + bounds.map { $0.map { groupedDigits($0.moveFreeLowerBound) } ?? "–" })
        return rows
    }

    /// The stdout section of a group's changeset quality, or "" without any.
    package static func qualitySection(_ group: Group) -> String {
        guard hasQuality(group) else { return "" }
        return "\nrows animated (deletes + inserts + moves) · × the lower bound\n" + align(qualityRows(group))
    }

    /// The Markdown section of a group's changeset quality, or "" without any.
    package static func qualityMarkdown(_ group: Group) -> String {
        guard hasQuality(group) else { return "" }
        let rows = qualityRows(group)
        var output = """

            Rows animated (deletes + inserts + moves; updates reload in place) and their multiple of the \
            lower bound *n* + *m* − *k* − *L*, which no changeset beats (×1.00 is the fewest); a changeset \
            without moves also against the move-free bound *n* + *m* − 2*L*:


            """
        output += "| " + rows[0].joined(separator: " | ") + " |\n"
        output += "|---|" + group.sizes.map { _ in "---:|" }.joined() + "\n"
        for row in rows.dropFirst() {
            let label = row[0] == "lower bound" || row[0] == "move-free bound" ? "*\(row[0])*" : row[0]
            output += "| " + ([label] + row.dropFirst()).joined(separator: " | ") + " |\n"
        }
        return output
    }
}
