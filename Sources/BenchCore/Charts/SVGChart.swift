import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// SVGChart: log–log time (or instructions) against size, without dependencies
//===----------------------------------------------------------------------===//

/// Draws one dataset × scenario group: log size on x, a log metric on y
/// (time: median with a whisker up to p90; instructions: the exact
/// count), one line per algorithm. The p90 is a capped whisker at each
/// point rather than a shaded band between points: the bands of series
/// that lie close together ran into one smear. Cells that were not measured are listed
/// in the legend, which wraps into columns and widens the canvas as needed;
/// size labels that would collide are left out (their gridlines stay).
package enum SVGChart {
    /// The canvas's least size and the plot's margins.
    static let minimumWidth = 860.0, minimumHeight = 500.0
    static let left = 78.0, top = 48.0, bottom = 56.0, plotWidth = 482.0

    /// The file a group's chart of `metric` is written to:
    /// `chart-int-mixed.svg` for time, `chart-int-mixed-instructions.svg`.
    package static func fileName(dataset: String, scenario: String, metric: ChartMetric) -> String {
        metric == .time ? "chart-\(dataset)-\(scenario).svg" : "chart-\(dataset)-\(scenario)-\(metric.rawValue).svg"
    }

    /// One line of the chart.
    struct Series {
        var algorithm: String
        var style: AlgorithmStyle
        var points: [(size: Int, value: Double, upper: Double)]
        var notes: [String]
    }

    /// The chart of `group`'s `metric`.
    package static func render(_ group: ResultsTable.Group, seed: UInt64, metric: ChartMetric = .time) -> String {
        let styles = AlgorithmStyle.styles(for: group.algorithms)
        let series = group.algorithms.map { algorithm in
            Series(
                algorithm: algorithm, style: styles[algorithm]!, points: points(group, algorithm, metric),
                notes: notes(group, algorithm, metric))
        }
        let plotHeight = minimumHeight - top - bottom
        let legendX = left + plotWidth + 18, legendTop = top
        let legend = ChartLegend(
            entries: series.map { ChartLegend.Entry(label: $0.algorithm, notes: $0.notes) },
            maxHeight: minimumHeight - legendTop - 12, swatchWidth: 20)
        let width = max(minimumWidth, (legendX + legend.width + 12).rounded(.up))
        let height = max(minimumHeight, (legendTop + legend.height + 12).rounded(.up))

        let values = series.flatMap { $0.points.flatMap { [$0.value, $0.upper] } }
        let sizes = group.sizes.isEmpty ? [1] : group.sizes
        var xLow = log10(Double(sizes.min()!)) - 0.15, xHigh = log10(Double(sizes.max()!)) + 0.15
        if xHigh - xLow < 1 { xLow -= 0.5; xHigh += 0.5 }
        var yLow = floor(log10(values.min() ?? 1e-6)), yHigh = ceil(log10(values.max() ?? 1))
        if yHigh <= yLow { yHigh = yLow + 1 }
        if yHigh - yLow < 2 { yLow -= 1 }

        func x(_ size: Double) -> Double { left + (log10(size) - xLow) / (xHigh - xLow) * plotWidth }
        func y(_ value: Double) -> Double { top + (yHigh - log10(value)) / (yHigh - yLow) * plotHeight }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }

        let subtitle = metric == .time
            ? "log–log; line: median; whisker: median to p90" : "log–log; callgrind's exact count of one diff call"
        var svg = opening(
            width: width, height: height, left: left,
            title: "\(group.dataset) · \(group.scenario) (seed \(seed)): \(metric.quantity)", subtitle: subtitle)
        // Horizontal grid: decades of the metric, labelled where labels fit.
        svg += decadeGrid(yLow: yLow, yHigh: yHigh, left: left, plotWidth: plotWidth, metric: metric, y: y)
        // Vertical grid: the sizes measured, labelled where labels fit.
        let sizeTexts = sizes.map(formatCount)
        let sizeLabels = Set(
            AxisLabels.kept(
                positions: sizes.map { x(Double($0)) }, extents: sizeTexts.map { ChartText.width($0, fontSize: 12) },
                gap: 4, priority: AxisLabels.sizePriority(sizes)))
        for (index, size) in sizes.enumerated() {
            let xx = x(Double(size))
            svg += "<line x1=\"\(f(xx))\" y1=\"\(f(top))\" x2=\"\(f(xx))\" y2=\"\(f(top + plotHeight))\" stroke=\"#ddd\"/>\n"
            guard sizeLabels.contains(index) else { continue }
            svg += "<text x=\"\(f(xx))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(sizeTexts[index])</text>\n"
        }
        svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#888\"/>\n"
        svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(top + plotHeight + bottom - 14))\" text-anchor=\"middle\">items (n)</text>\n"
        svg += "<text transform=\"translate(18 \(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(metric.axisTitle)</text>\n"

        for entry in series where !entry.points.isEmpty {
            let color = entry.style.color
            if entry.points.count > 1 {
                let line = entry.points.map { "\(f(x(Double($0.size)))),\(f(y($0.value)))" }
                svg += "<polyline points=\"\(line.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(entry.style.dashAttribute)/>\n"
            }
            for point in entry.points {
                let xx = x(Double(point.size))
                var text = "\(entry.algorithm) \(formatCount(point.size)): "
                if metric == .time {
                    if point.upper > point.value { svg += whisker(x: xx, from: y(point.value), to: y(point.upper), color: color) }
                    text += "median \(formatDuration(point.value)), p90 \(formatDuration(point.upper))"
                } else {
                    text += "\(metric.valueText(point.value)) instructions"
                }
                svg += entry.style.markerSVG(x: xx, y: y(point.value), inner: "<title>\(escape(text))</title>") + "\n"
            }
        }

        // Legend, with the cells that were not measured.
        for (entry, origin) in zip(series, legend.origins) {
            let ex = legendX + origin.x, ey = legendTop + origin.y
            svg += "<line x1=\"\(f(ex - 2))\" y1=\"\(f(ey + 8))\" x2=\"\(f(ex + 16))\" y2=\"\(f(ey + 8))\" stroke=\"\(entry.style.color)\" stroke-width=\"2\"\(entry.style.dashAttribute)/>\n"
            svg += entry.style.markerSVG(x: ex + 7, y: ey + 8) + "\n"
            svg += "<text x=\"\(f(ex + 20))\" y=\"\(f(ey + 12))\">\(escape(entry.algorithm))</text>\n"
            for (index, note) in entry.notes.enumerated() {
                let baseline = ey + ChartLegend.labelHeight + ChartLegend.noteHeight * Double(index) + 10
                svg += "<text x=\"\(f(ex + 20))\" y=\"\(f(baseline))\" fill=\"#777\" font-size=\"11\">\(escape(note))</text>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }

    /// The p90 whisker of a point: a vertical line from the median (`from`)
    /// to the p90 (`to`) with a cap across its end, one `class="p90"` path.
    static func whisker(x: Double, from: Double, to: Double, color: String) -> String {
        let f = coordinate
        let d = "M\(f(x)),\(f(from)) L\(f(x)),\(f(to)) M\(f(x - 4)),\(f(to)) L\(f(x + 4)),\(f(to))"
        return "<path class=\"p90\" d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.2\"/>\n"
    }

    /// An algorithm's points of `metric`, in size order.
    static func points(_ group: ResultsTable.Group, _ algorithm: String, _ metric: ChartMetric) -> [(size: Int, value: Double, upper: Double)] {
        group.sizes.compactMap { size in
            group.cell(algorithm, size).flatMap(metric.point).map { (size, $0.value, $0.upper) }
        }
    }

    /// The cells of an algorithm that have no point: `timed out at 100k`,
    /// `skipped at 1k, 10k`, or `not counted at 100k` for ok cells without
    /// a value of `metric`.
    static func notes(_ group: ResultsTable.Group, _ algorithm: String, _ metric: ChartMetric) -> [String] {
        var unmeasured: [(status: String, sizes: [String])] = []
        for size in group.sizes {
            guard let cell = group.cell(algorithm, size), metric.point(cell) == nil else { continue }
            let status = cell.status == .ok ? (metric == .time ? "not timed" : "not counted") : ResultsTable.timeText(cell)
            if let index = unmeasured.firstIndex(where: { $0.status == status }) {
                unmeasured[index].sizes.append(formatCount(size))
            } else {
                unmeasured.append((status, [formatCount(size)]))
            }
        }
        return unmeasured.map { "\($0.status) at \($0.sizes.joined(separator: ", "))" }
    }

    /// `-3` → `"1 ms"`, `-2` → `"10 ms"`, `0` → `"1 s"`.
    package static func decadeLabel(_ decade: Int) -> String {
        guard (-9...2).contains(decade) else { return "1e\(decade) s" }
        // Round down to a multiple of three: the unit's own decade.
        let unitDecade = decade >= 0 ? 0 : -3 * ((-decade + 2) / 3)
        let unit = [0: "s", -3: "ms", -6: "µs", -9: "ns"][unitDecade] ?? "s"
        return "1" + String(repeating: "0", count: decade - unitDecade) + " " + unit
    }

    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
