import DiffBenchText

//===----------------------------------------------------------------------===//
// Times as multiples of the floor reference row
//===----------------------------------------------------------------------===//

extension ResultsTable {
    /// The id of the reference row that hashes every identity once.
    public static let floorID = "floor"

    /// `cell`'s median as a multiple of `floor`'s median, e.g. `"3.4×"`;
    /// `–` unless both are ok and timed.
    public static func floorMultipleText(_ cell: CellResult?, floor: CellResult?) -> String {
        guard let cell, cell.status == .ok, let time = cell.summary?.median,
            let floor, floor.status == .ok, let base = floor.summary?.median, base > 0
        else { return "–" }
        let ratio = time / base
        return "\(significant(ratio))×"
    }

    /// The Markdown table of every other row's time in multiples of the
    /// `floor` row's at the same size; empty when the group has no timed floor.
    public static func floorMarkdown(_ group: Group) -> String {
        guard group.algorithms.contains(floorID),
            group.sizes.contains(where: { group.cell(floorID, $0)?.summary != nil })
        else { return "" }
        var output = "\nTime × floor (the median over `floor`'s, same size; the work no identity-keyed diff avoids):\n\n"
        output += "| algorithm | " + group.sizes.map(formatCount).joined(separator: " | ") + " |\n"
        output += "|---|" + group.sizes.map { _ in "---:|" }.joined() + "\n"
        for algorithm in group.algorithms where algorithm != floorID {
            output += "| \(algorithm) | "
                + group.sizes.map { floorMultipleText(group.cell(algorithm, $0), floor: group.cell(floorID, $0)) }
                    .joined(separator: " | ") + " |\n"
        }
        return output
    }
}
