import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// ParetoChart: time against rows animated, one point per algorithm
//===----------------------------------------------------------------------===//

/// Draws one dataset × scenario group at its largest size with a changeset
/// quality: the time of one diff (x, log) against the rows its changeset
/// animates (y, linear from 0), one point per algorithm, with the lower
/// bound and the move-free bound as horizontal lines (named in the
/// legend) and the Pareto
/// frontier (the points no other point beats on both axes) as a grey step
/// line. A fast diff that animates far more rows than needed sits high
/// above the frontier's lower end.
package enum ParetoChart {
    /// One algorithm's point.
    package struct Point: Equatable, Sendable {
        package var algorithm: String
        /// Median seconds of one diff.
        package var seconds: Double
        package var quality: ChangesetQuality
    }

    /// The size the chart shows: the largest of the group's sizes at which
    /// some algorithm has both a median time and a quality; `nil` if none.
    package static func size(_ group: ResultsTable.Group) -> Int? {
        group.sizes.last { !points(group, size: $0).isEmpty }
    }

    /// The points of `size`, in the group's algorithm order.
    package static func points(_ group: ResultsTable.Group, size: Int) -> [Point] {
        group.algorithms.compactMap { algorithm in
            guard let cell = group.cell(algorithm, size), cell.status == .ok, let median = cell.summary?.median,
                median > 0, let quality = cell.quality
            else { return nil }
            return Point(algorithm: algorithm, seconds: median, quality: quality)
        }
    }

    /// The algorithms on the Pareto frontier, fastest first: those no
    /// other point matches or beats on both time and rows while beating it
    /// on one.
    ///
    /// - Complexity: O(*p* log *p*) for *p* points.
    package static func frontier(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for point in points.sorted(by: { ($0.seconds, $0.quality.rowsAnimated) < ($1.seconds, $1.quality.rowsAnimated) }) {
            if let last = result.last, last.quality.rowsAnimated <= point.quality.rowsAnimated { continue }
            result.append(point)
        }
        return result
    }

    /// The SVG, or `nil` when the group has no point to draw.
    package static func render(_ group: ResultsTable.Group, seed: UInt64) -> String? {
        guard let size = size(group) else { return nil }
        let points = points(group, size: size)
        guard let bound = points.first?.quality.bound else { return nil }
        let left = 78.0, right = 300.0, top = 48.0, bottom = 56.0
        // The legend gives each algorithm two lines (34 px) and each bound
        // line 16 px; the canvas grows to hold it.
        let legendHeight = 6 + Double(group.algorithms.count) * 34 + 2 * 16 + 12
        let width = 860.0, height = max(500.0, top + legendHeight)
        let plotWidth = width - left - right, plotHeight = height - top - bottom

        let times = points.map(\.seconds)
        var xLow = floor(log10(times.min()!)), xHigh = ceil(log10(times.max()!))
        if xHigh - xLow < 1 { xHigh = xLow + 1 }
        let highest = max(points.map(\.quality.rowsAnimated).max()!, bound.moveFreeLowerBound, 1)
        let yHigh = Double(highest) * 1.1
        if log10(times.max()!) > xHigh - 0.05 { xHigh += 0.3 }
        if log10(times.min()!) < xLow + 0.05 { xLow -= 0.3 }

        func x(_ seconds: Double) -> Double { left + (log10(seconds) - xLow) / (xHigh - xLow) * plotWidth }
        func y(_ rows: Int) -> Double { top + (1 - Double(rows) / yHigh) * plotHeight }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }
        let escape = SVGChart.escape

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(left))" y="24" font-size="15" font-weight="bold">\(escape("\(group.dataset) · \(group.scenario) · \(formatCount(size)) (seed \(seed)): time against rows animated"))</text>
            <text x="\(f(left))" y="40" fill="#555">\(escape("x: median time of one diff (log); y: deletes + inserts + moves; grey steps: Pareto frontier"))</text>

            """
        // Vertical grid: decades of time.
        for decade in Int(ceil(xLow))...Int(floor(xHigh)) {
            let xx = x(pow(10, Double(decade)))
            svg += "<line x1=\"\(f(xx))\" y1=\"\(f(top))\" x2=\"\(f(xx))\" y2=\"\(f(top + plotHeight))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(f(xx))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(escape(SVGChart.decadeLabel(decade)))</text>\n"
        }
        // Horizontal grid: about six steps of rows.
        let step = niceStep(yHigh / 6)
        var rows = 0
        while Double(rows) <= yHigh {
            let yy = y(rows)
            svg += "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(yy))\" stroke=\"#eee\"/>\n"
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(yy + 4))\" text-anchor=\"end\">\(groupedDigits(rows))</text>\n"
            rows += step
        }
        svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#888\"/>\n"
        svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\">time per diff</text>\n"
        svg += "<text transform=\"translate(18 \(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">rows animated</text>\n"

        // The two bounds (named in the legend, where no point can hide the label).
        let bounds = [
            (bound.lowerBound, "lower bound \(groupedDigits(bound.lowerBound))", "6 3"),
            (bound.moveFreeLowerBound, "move-free bound \(groupedDigits(bound.moveFreeLowerBound))", "2 3"),
        ]
        for (rows, _, dash) in bounds {
            let yy = y(rows)
            svg += "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(yy))\" stroke=\"#444\" stroke-dasharray=\"\(dash)\"/>\n"
        }

        // The frontier, as steps: from each point right to the next one's time, then down.
        let best = frontier(points)
        if best.count > 1 {
            var path = "M\(f(x(best[0].seconds))),\(f(y(best[0].quality.rowsAnimated)))"
            for point in best.dropFirst() {
                path += " H\(f(x(point.seconds))) V\(f(y(point.quality.rowsAnimated)))"
            }
            svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"#999\" stroke-width=\"3\" stroke-opacity=\"0.5\"/>\n"
        }

        let styles = AlgorithmStyle.styles(for: group.algorithms)
        var placedLabels: [(left: Double, right: Double, top: Double, bottom: Double)] = []
        for point in points {
            let style = styles[point.algorithm] ?? AlgorithmStyle.of(point.algorithm)
            let multiple = ChangesetQuality.multipleText(point.quality.boundMultiple)
            let title = "<title>\(escape("\(point.algorithm): \(formatDuration(point.seconds)), \(groupedDigits(point.quality.rowsAnimated)) rows animated \(multiple)"))</title>"
            let xx = x(point.seconds), yy = y(point.quality.rowsAnimated)
            svg += style.markerSVG(x: xx, y: yy, size: 10, inner: title) + "\n"
            // Labels of points in the right third go to their left, inside the plot.
            // A label that would overlap one already placed is left out: the
            // legend names every point with its numbers.
            let leftward = xx > left + plotWidth * 2 / 3
            let label = "\(point.algorithm) \(multiple)"
            let labelWidth = ChartText.width(label, fontSize: 11)
            let labelLeft = leftward ? xx - 9 - labelWidth : xx + 9
            let box = (left: labelLeft, right: labelLeft + labelWidth, top: yy - 17, bottom: yy - 4)
            let overlaps = placedLabels.contains {
                box.left < $0.right && $0.left < box.right && box.top < $0.bottom && $0.top < box.bottom
            }
            if !overlaps {
                placedLabels.append(box)
                svg += "<text x=\"\(f(leftward ? xx - 9 : xx + 9))\" y=\"\(f(yy - 6))\" font-size=\"11\"\(leftward ? " text-anchor=\"end\"" : "")>\(escape(label))</text>\n"
            }
        }

        // Legend: every algorithm of the group, with its numbers or why it has no point.
        var legendY = top + 6
        let legendX = left + plotWidth + 18
        for algorithm in group.algorithms {
            let style = styles[algorithm] ?? AlgorithmStyle.of(algorithm)
            svg += style.markerSVG(x: legendX + 7, y: legendY + 2) + "\n"
            svg += "<text x=\"\(f(legendX + 20))\" y=\"\(f(legendY + 6))\">\(escape(algorithm))</text>\n"
            legendY += 16
            let note: String
            if let point = points.first(where: { $0.algorithm == algorithm }) {
                note = "\(formatDuration(point.seconds)) · \(groupedDigits(point.quality.rowsAnimated)) rows \(ChangesetQuality.multipleText(point.quality.boundMultiple))"
            } else if let cell = group.cell(algorithm, size), cell.status != .ok {
                note = "\(ResultsTable.timeText(cell)) at \(formatCount(size))"
            } else {
                note = "no changeset at \(formatCount(size))"
            }
            svg += "<text x=\"\(f(legendX + 20))\" y=\"\(f(legendY + 4))\" fill=\"#777\" font-size=\"11\">\(escape(note))</text>\n"
            legendY += 18
        }
        for (_, label, dash) in bounds {
            svg += "<line x1=\"\(f(legendX - 2))\" y1=\"\(f(legendY + 2))\" x2=\"\(f(legendX + 16))\" y2=\"\(f(legendY + 2))\" stroke=\"#444\" stroke-dasharray=\"\(dash)\"/>\n"
            svg += "<text x=\"\(f(legendX + 20))\" y=\"\(f(legendY + 6))\">\(escape(label))</text>\n"
            legendY += 16
        }
        svg += "</svg>\n"
        return svg
    }

    /// 1, 2 or 5 times a power of ten, at least `raw` (and at least 1).
    static func niceStep(_ raw: Double) -> Int {
        guard raw > 1 else { return 1 }
        let power = pow(10, floor(log10(raw)))
        let factor = [1.0, 2, 5, 10].first { $0 * power >= raw } ?? 10
        return Int(factor * power)
    }
}
