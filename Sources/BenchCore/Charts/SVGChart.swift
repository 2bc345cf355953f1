import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// SVGChart: log–log time against size, drawn without dependencies
//===----------------------------------------------------------------------===//

/// Draws one dataset × scenario group: log size on x, log time on y, one
/// line per algorithm through the medians, with a shaded band up to p90.
/// Cells that were not measured are listed in the legend.
public enum SVGChart {

    public static func render(_ group: ResultsTable.Group, seed: UInt64) -> String {
        let width = 860.0, height = 500.0
        let left = 78.0, right = 300.0, top = 48.0, bottom = 56.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom

        // Points per algorithm.
        var series: [(algorithm: String, style: AlgorithmStyle, points: [(size: Int, p50: Double, p90: Double)], notes: [String])] = []
        for algorithm in group.algorithms {
            var points: [(Int, Double, Double)] = []
            var unmeasured: [(status: String, sizes: [String])] = []
            for size in group.sizes {
                guard let cell = group.cell(algorithm, size) else { continue }
                if cell.status == .ok, let summary = cell.summary, summary.median > 0 {
                    points.append((size, summary.median, max(summary.p90, summary.median)))
                } else if cell.status != .ok {
                    let status = ResultsTable.timeText(cell)
                    if let index = unmeasured.firstIndex(where: { $0.status == status }) {
                        unmeasured[index].sizes.append(formatCount(size))
                    } else {
                        unmeasured.append((status, [formatCount(size)]))
                    }
                }
            }
            let notes = unmeasured.map { "\($0.status) at \($0.sizes.joined(separator: ", "))" }
            series.append((algorithm, AlgorithmStyle.of(algorithm), points, notes))
        }
        let times = series.flatMap { $0.points.flatMap { [$0.p50, $0.p90] } }
        let sizes = group.sizes.isEmpty ? [1] : group.sizes
        var xLow = log10(Double(sizes.min()!)) - 0.15, xHigh = log10(Double(sizes.max()!)) + 0.15
        if xHigh - xLow < 1 { xLow -= 0.5; xHigh += 0.5 }
        var yLow = floor(log10(times.min() ?? 1e-6)), yHigh = ceil(log10(times.max() ?? 1))
        if yHigh <= yLow { yHigh = yLow + 1 }
        if yHigh - yLow < 2 { yLow -= 1 }

        func x(_ size: Double) -> Double { left + (log10(size) - xLow) / (xHigh - xLow) * plotWidth }
        func y(_ seconds: Double) -> Double { top + (yHigh - log10(seconds)) / (yHigh - yLow) * plotHeight }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(left))" y="24" font-size="15" font-weight="bold">\(escape("\(group.dataset) · \(group.scenario) (seed \(seed)): time of one diff"))</text>
            <text x="\(f(left))" y="40" fill="#555">log–log; line: median; band: median to p90</text>

            """
        // Horizontal grid: decades of time.
        for decade in Int(yLow)...Int(yHigh) {
            let seconds = pow(10, Double(decade))
            let yy = y(seconds)
            svg += "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(yy))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(yy + 4))\" text-anchor=\"end\">\(escape(decadeLabel(decade)))</text>\n"
        }
        // Vertical grid: the sizes measured.
        for size in sizes {
            let xx = x(Double(size))
            svg += "<line x1=\"\(f(xx))\" y1=\"\(f(top))\" x2=\"\(f(xx))\" y2=\"\(f(top + plotHeight))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(f(xx))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(formatCount(size))</text>\n"
        }
        svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#888\"/>\n"
        svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\">items (n)</text>\n"
        svg += "<text transform=\"translate(18 \(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">time per diff</text>\n"

        for entry in series where !entry.points.isEmpty {
            if entry.points.count > 1 {
                let upper = entry.points.map { "\(f(x(Double($0.size)))),\(f(y($0.p90)))" }
                let lower = entry.points.reversed().map { "\(f(x(Double($0.size)))),\(f(y($0.p50)))" }
                svg += "<polygon points=\"\((upper + lower).joined(separator: " "))\" fill=\"\(entry.style.color)\" fill-opacity=\"0.12\" stroke=\"none\"/>\n"
                let line = entry.points.map { "\(f(x(Double($0.size)))),\(f(y($0.p50)))" }
                svg += "<polyline points=\"\(line.joined(separator: " "))\" fill=\"none\" stroke=\"\(entry.style.color)\" stroke-width=\"2\"\(entry.style.dashAttribute)/>\n"
            }
            for point in entry.points {
                svg += "<line x1=\"\(f(x(Double(point.size))))\" y1=\"\(f(y(point.p50)))\" x2=\"\(f(x(Double(point.size))))\" y2=\"\(f(y(point.p90)))\" stroke=\"\(entry.style.color)\" stroke-width=\"1\"/>\n"
                let title = "<title>\(escape("\(entry.algorithm) \(formatCount(point.size)): median \(formatDuration(point.p50)), p90 \(formatDuration(point.p90))"))</title>"
                svg += entry.style.markerSVG(x: x(Double(point.size)), y: y(point.p50), inner: title) + "\n"
            }
        }

        // Legend, with the cells that were not measured.
        var legendY = top + 6
        let legendX = left + plotWidth + 18
        for entry in series {
            svg += "<line x1=\"\(f(legendX - 2))\" y1=\"\(f(legendY + 2))\" x2=\"\(f(legendX + 16))\" y2=\"\(f(legendY + 2))\" stroke=\"\(entry.style.color)\" stroke-width=\"2\"\(entry.style.dashAttribute)/>\n"
            svg += entry.style.markerSVG(x: legendX + 7, y: legendY + 2) + "\n"
            svg += "<text x=\"\(f(legendX + 20))\" y=\"\(f(legendY + 6))\">\(escape(entry.algorithm))</text>\n"
            legendY += 16
            for note in entry.notes {
                svg += "<text x=\"\(f(legendX + 20))\" y=\"\(f(legendY + 4))\" fill=\"#777\" font-size=\"11\">\(escape(note))</text>\n"
                legendY += 14
            }
            legendY += 4
        }
        svg += "</svg>\n"
        return svg
    }

    /// `-3` → `"1 ms"`, `-2` → `"10 ms"`, `0` → `"1 s"`.
    public static func decadeLabel(_ decade: Int) -> String {
        guard (-9...2).contains(decade) else { return "1e\(decade) s" }
        // Round down to a multiple of three: the unit's own decade.
        let unitDecade = decade >= 0 ? 0 : -3 * ((-decade + 2) / 3)
        let unit = [0: "s", -3: "ms", -6: "µs", -9: "ns"][unitDecade] ?? "s"
        return "1" + String(repeating: "0", count: decade - unitDecade) + " " + unit
    }

    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
