import DiffBenchText

//===----------------------------------------------------------------------===//
// Times as multiples of the floor reference row
//===----------------------------------------------------------------------===//

extension ResultsTable {
    /// The id of the reference row that hashes every identity once.
    package static let floorID = ReferenceRow.floor.rawValue
    /// The id of the reference row that also compares the content of each
    /// pair of equal identities once.
    package static let floorContentID = ReferenceRow.floorContent.rawValue

    /// `cell`'s median as a multiple of `floor`'s median, e.g. `"3.4×"`;
    /// `–` unless both are ok and timed.
    package static func floorMultipleText(_ cell: CellResult?, floor: CellResult?) -> String {
        guard let cell, cell.status == .ok, let time = cell.summary?.median,
            let floor, floor.status == .ok, let base = floor.summary?.median, base > 0
        else { return "–" }
        let ratio = time / base
        return "\(significant(ratio))×"
    }

    /// The Markdown table of every other row's time in multiples of the
    /// `floor` row's at the same size, and of the `floor-content` row's in a
    /// second column per size when the group has it; empty when the group
    /// has no timed floor.
    package static func floorMarkdown(_ group: Group) -> String {
        guard group.algorithms.contains(floorID),
            group.sizes.contains(where: { group.cell(floorID, $0)?.summary != nil })
        else { return "" }
        let withContent = group.algorithms.contains(floorContentID)
            && group.sizes.contains(where: { group.cell(floorContentID, $0)?.summary != nil })
        var output = "\nTime × floor (the median over `floor`'s, same size; the work no identity-keyed diff avoids)"
        output += withContent
            ? " and × floor-content (over `floor-content`'s: the floor plus one content comparison per matched identity):\n\n"
            : ":\n\n"
        let columns = withContent
            ? group.sizes.flatMap { ["\(formatCount($0)) × floor", "\(formatCount($0)) × floor-content"] }
            : group.sizes.map(formatCount)
        output += "| algorithm | " + columns.joined(separator: " | ") + " |\n"
        output += "|---|" + columns.map { _ in "---:|" }.joined() + "\n"
        for algorithm in group.algorithms where algorithm != floorID {
            let cells = group.sizes.flatMap { size in
                let cell = group.cell(algorithm, size)
                let floor = floorMultipleText(cell, floor: group.cell(floorID, size))
                guard withContent else { return [floor] }
                let content = floorMultipleText(cell, floor: group.cell(floorContentID, size))
                return [floor, content]
            }
            output += "| \(algorithm) | " + cells.joined(separator: " | ") + " |\n"
        }
        return output
    }
}
