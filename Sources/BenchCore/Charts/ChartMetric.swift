import DiffBenchText

//===----------------------------------------------------------------------===//
// ChartMetric: what a chart's value axis shows
//===----------------------------------------------------------------------===//

/// The quantity a chart plots on its logarithmic value axis: the time of
/// one diff (median, with a band up to p90) or callgrind's instruction
/// count of one diff (exact, no band).
package enum ChartMetric: String, CaseIterable, Sendable {
    case time
    case instructions

    /// The metrics a group has values of, time first: a chart for each
    /// makes sense, a chart for any other would be empty.
    package static func measured(in group: ResultsTable.Group) -> [ChartMetric] {
        allCases.filter { metric in group.cells.values.contains { metric.point($0) != nil } }
    }

    /// A cell's value and the upper end of its band, or `nil` when the
    /// cell has no value of this metric.
    package func point(_ cell: CellResult) -> (value: Double, upper: Double)? {
        guard cell.status == .ok else { return nil }
        switch self {
        case .time:
            guard let summary = cell.summary, summary.median > 0 else { return nil }
            return (summary.median, max(summary.p90, summary.median))
        case .instructions:
            guard let count = cell.instructions?.instructions, count > 0 else { return nil }
            return (Double(count), Double(count))
        }
    }

    /// A history row's value and the upper end of its band, or `nil`.
    package func point(_ row: HistoryRow) -> (value: Double, upper: Double)? {
        guard row.status == .ok else { return nil }
        switch self {
        case .time:
            guard let median = row.median, median > 0 else { return nil }
            return (median, max(row.p90 ?? median, median))
        case .instructions:
            guard let count = row.instructions, count > 0 else { return nil }
            return (Double(count), Double(count))
        }
    }

    /// What one value is, for titles: `time of one diff`.
    package var quantity: String {
        switch self {
        case .time: "time of one diff"
        case .instructions: "instructions of one diff"
        }
    }

    /// The value axis's title.
    package var axisTitle: String {
        switch self {
        case .time: "time per diff"
        case .instructions: "instructions per diff"
        }
    }

    /// A value as text: `1.23 ms`, `12,345,678`.
    package func valueText(_ value: Double) -> String {
        switch self {
        case .time: formatDuration(value)
        case .instructions: groupedDigits(Int(value.rounded()))
        }
    }

    /// The label of the gridline at 10^`decade`: `1 ms`, `10 µs`; `100 k`, `1 M`.
    package func decadeLabel(_ decade: Int) -> String {
        switch self {
        case .time:
            return SVGChart.decadeLabel(decade)
        case .instructions:
            guard (0...14).contains(decade) else { return "1e\(decade)" }
            let unitDecade = decade / 3 * 3
            let unit = ["", " k", " M", " G", " T"][unitDecade / 3]
            return "1" + String(repeating: "0", count: decade - unitDecade) + unit
        }
    }
}
