import DiffBenchText
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// TrendChart: median time across tracked runs, one chart per family
//===----------------------------------------------------------------------===//

/// Algorithms grouped so that a trend chart holds comparable lines.
package enum AlgorithmFamily: String, CaseIterable, Sendable {
    /// Edit-script algorithms, whose time grows with the edit distance or
    /// n·m: naive-lcs, dp-lcs, myers, and the stdlib's Myers-based
    /// `difference(from:)`.
    case lcs
    /// Hash-based linear matching: heckel, hash-linear.
    case linear
    /// Not an algorithm of the registry (a reference row, an adapter, an
    /// algorithm since removed, or a test one).
    case other

    package init(algorithm id: String) {
        guard case let .algorithm(algorithm)? = try? RecordedRow(resolving: id) else { self = .other; return }
        self = algorithm.traits.minimality == .minimal ? .lcs : .linear
    }

    package var title: String {
        switch self {
        case .lcs: "LCS / edit-script algorithms"
        case .linear: "linear (hash-based) algorithms"
        case .other: "other algorithms"
        }
    }
}

/// Draws one dataset · scenario · family: tracked runs on x (oldest left),
/// a log metric on y (median time with a tick up to p90, or instructions),
/// one line per algorithm and size: colour and marker by algorithm, dash
/// (and past eight sizes, stroke width) by size, so no two lines look
/// alike. A run where a cell failed leaves a gap and a cross. Run labels
/// are unique (`runLabels`) and thinned until they do not collide, and
/// the canvas grows to hold the longest label and every legend entry.
package enum TrendChart {
    package struct Series {
        package var algorithm: String
        package var size: Int
        /// One entry per run (`nil`: not in that run).
        package var rows: [HistoryRow?]

        /// Creates a value from every stored property.
        package init(algorithm: String, size: Int, rows: [HistoryRow?]) {
            self.algorithm = algorithm
            self.size = size
            self.rows = rows
        }
    }

    /// The size dashes, one per size in ascending order; after the eighth
    /// size they repeat in another stroke width (`sizeStroke`).
    package static let dashes = ["", "8,4", "2,3", "12,3,2,3", "3,8", "16,4,4,4", "12,3,2,3,2,3", "22,6"]

    /// The dash and stroke width of the `index`th size: distinct for 24 sizes.
    package static func sizeStroke(_ index: Int) -> (dash: String, width: Double) {
        (dashes[index % dashes.count], [2.0, 1.0, 3.0][(index / dashes.count) % 3])
    }

    /// The rotation of the run labels, in degrees clockwise.
    static let labelAngle = 40.0
    static let labelSize = 11.0

    /// The x label of a run: its date, its time of day (UTC, to the minute)
    /// when the date has one, and its commit, e.g. `2026-11-23 14:05 abc1234`,
    /// so that two runs of one day and commit are told apart.
    package static func runLabel(date: String, commit: String) -> String {
        let day = date.prefix(10)
        let rest = date.dropFirst(11)
        let time = rest.count >= 5 && date.dropFirst(10).first == "T" ? " " + rest.prefix(5) : ""
        return "\(day)\(time) \(commit)"
    }

    /// Whether a series draws anything for `metric`: a value, or a failure
    /// in a run that measured the metric (`measured`, one flag per run).
    static func draws(_ series: Series, _ metric: ChartMetric, measured: [Bool]) -> Bool {
        series.rows.indices.contains { index in
            guard let row = series.rows[index] else { return false }
            return metric.point(row) != nil || (isFailure(row) && measured.indices.contains(index) && measured[index])
        }
    }

    /// Per run, whether any series has a value of `metric` in it: a run
    /// that only counted instructions has no failed times to cross out.
    static func measuredRuns(_ series: [Series], _ metric: ChartMetric, runs: Int) -> [Bool] {
        (0..<runs).map { index in
            series.contains { index < $0.rows.count && $0.rows[index].flatMap(metric.point) != nil }
        }
    }

    /// A row whose cell ran and did not finish: crossed out on the chart.
    static func isFailure(_ row: HistoryRow) -> Bool { row.status != .ok && row.status != .skipped }

    /// Whether any series has a value of `metric`: only then is a chart drawn.
    package static func hasValues(_ series: [Series], _ metric: ChartMetric) -> Bool {
        series.contains { $0.rows.contains { $0.flatMap(metric.point) != nil } }
    }

    package static func render(
        title: String, runs: [(id: String, commit: String, date: String)], series allSeries: [Series],
        metric: ChartMetric = .time
    ) -> String {
        // A series that was only ever skipped (naive-lcs above its guard)
        // draws nothing; the legend names it instead.
        let measured = measuredRuns(allSeries, metric, runs: runs.count)
        let series = allSeries.filter { draws($0, metric, measured: measured) }
        let skippedOnly = Array(Set(allSeries.map(\.algorithm)).subtracting(series.map(\.algorithm))).sorted()
        let left = 78.0, top = 48.0, plotWidth = 592.0, plotHeight = 380.0
        let algorithms = Array(Set(series.map(\.algorithm))).sorted {
            (AlgorithmRegistry.ids.firstIndex(of: $0) ?? .max, $0) < (AlgorithmRegistry.ids.firstIndex(of: $1) ?? .max, $1)
        }
        let styles = AlgorithmStyle.styles(for: algorithms, distinguishing: .colorAndMarker)
        let sizes = Array(Set(series.map(\.size))).sorted()
        func stroke(_ size: Int) -> (dash: String, width: Double) { sizeStroke(sizes.firstIndex(of: size) ?? 0) }
        func strokeAttributes(_ size: Int) -> String {
            let stroke = stroke(size)
            return "stroke-width=\"\(f(stroke.width))\"" + (stroke.dash.isEmpty ? "" : " stroke-dasharray=\"\(stroke.dash)\"")
        }

        let values = series.flatMap { $0.rows.compactMap { $0.flatMap(metric.point) }.flatMap { [$0.value, $0.upper] } }
        var yLow = floor(log10(values.min() ?? 1e-6)), yHigh = ceil(log10(values.max() ?? 1))
        if yHigh <= yLow { yHigh = yLow + 1 }
        func x(_ index: Int) -> Double { runs.count > 1 ? left + 12 + Double(index) * (plotWidth - 24) / Double(runs.count - 1) : left + plotWidth / 2 }
        func y(_ value: Double) -> Double { top + (yHigh - log10(value)) / (yHigh - yLow) * plotHeight }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }

        // Run labels: the last run's always, then every `every`th back from
        // it, so that neighbouring rotated labels stay a line apart.
        let labels = runLabels(runs)
        let angle = labelAngle * Double.pi / 180
        let step = runs.count > 1 ? (plotWidth - 24) / Double(runs.count - 1) : plotWidth
        let every = max(1, Int((labelSize * 1.3 / sin(angle) / step).rounded(.up)))
        let labelled = Set(stride(from: runs.count - 1, through: 0, by: -every))
        let longest = labels.indices.filter(labelled.contains).map { ChartText.width(labels[$0], fontSize: labelSize) }.max() ?? 0
        let labelTop = top + plotHeight + 10
        let labelsBottom = labelTop + longest * sin(angle) + 4
        let labelsRight = x(max(runs.count - 1, 0)) + 4 + longest * cos(angle) + labelSize * sin(angle)

        // Legend: algorithms (colour and marker), then sizes (dash).
        let legendX = left + plotWidth + 18, legendTop = top
        var entries = algorithms.map { ChartLegend.Entry(label: $0) }
        entries += sizes.enumerated().map { ChartLegend.Entry(label: "\(formatCount($1)) items", spaceBefore: $0 == 0 ? 8 : 0) }
        if !skippedOnly.isEmpty {
            entries.append(
                ChartLegend.Entry(label: "skipped at every size: \(skippedOnly.joined(separator: ", "))", hasSwatch: false, spaceBefore: 8))
        }
        let legend = ChartLegend(entries: entries, maxHeight: plotHeight + 40, swatchWidth: 40)

        let subtitle = "\(metric == .time ? "median time" : "instructions") of one diff per tracked run (log scale)"
            + (metric == .time ? "; tick: to p90" : "") + "; ×: did not finish"
        let width = max(900, (legendX + legend.width + 12).rounded(.up), (labelsRight + 8).rounded(.up),
            (left + ChartText.width(subtitle, fontSize: 12) + 12).rounded(.up))
        let height = max(520, (labelsBottom + 8).rounded(.up), (legendTop + legend.height + 12).rounded(.up))

        var svg = SVGChart.opening(width: width, height: height, left: left, title: title, subtitle: subtitle)
        svg += SVGChart.decadeGrid(yLow: yLow, yHigh: yHigh, left: left, plotWidth: plotWidth, metric: metric, y: y)
        for (index, run) in runs.enumerated() {
            let xx = x(index)
            svg += "<line x1=\"\(f(xx))\" y1=\"\(f(top))\" x2=\"\(f(xx))\" y2=\"\(f(top + plotHeight))\" stroke=\"#f0f0f0\"/>\n"
            guard labelled.contains(index) else { continue }
            svg += "<text transform=\"translate(\(f(xx + 4)) \(f(labelTop))) rotate(\(Int(labelAngle)))\" font-size=\"\(Int(labelSize))\"><title>\(SVGChart.escape(run.id))</title>\(SVGChart.escape(labels[index]))</text>\n"
        }
        svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#888\"/>\n"
        svg += "<text transform=\"translate(18 \(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(metric.axisTitle)</text>\n"

        for entry in series {
            let style = styles[entry.algorithm]!
            // Polylines through consecutive measured runs.
            var segment: [String] = []
            func flush() {
                if segment.count > 1 {
                    svg += "<polyline points=\"\(segment.joined(separator: " "))\" fill=\"none\" stroke=\"\(style.color)\" \(strokeAttributes(entry.size))/>\n"
                }
                segment = []
            }
            for (index, row) in entry.rows.enumerated() {
                guard let row else { flush(); continue }
                guard let point = metric.point(row) else {
                    flush()
                    guard isFailure(row), measured.indices.contains(index), measured[index] else { continue }
                    let yy = top + plotHeight - 8
                    svg += "<text x=\"\(f(x(index)))\" y=\"\(f(yy))\" text-anchor=\"middle\" fill=\"\(style.color)\"><title>\(SVGChart.escape("\(entry.algorithm) \(formatCount(entry.size)) in \(row.run): \(row.status.rawValue)"))</title>×</text>\n"
                    continue
                }
                let xx = x(index), yy = y(point.value)
                segment.append("\(f(xx)),\(f(yy))")
                if point.upper > point.value {
                    svg += "<line x1=\"\(f(xx))\" y1=\"\(f(yy))\" x2=\"\(f(xx))\" y2=\"\(f(y(point.upper)))\" stroke=\"\(style.color)\"/>\n"
                }
                let detail = metric == .time
                    ? "median \(formatDuration(point.value))" + (point.upper > point.value ? ", p90 \(formatDuration(point.upper))" : "")
                    : "\(metric.valueText(point.value)) instructions"
                let title = "<title>\(SVGChart.escape("\(entry.algorithm) \(formatCount(entry.size)) at \(row.commit) (\(row.run)): \(detail)"))</title>"
                svg += style.markerSVG(x: xx, y: yy, size: 7, inner: title) + "\n"
            }
            flush()
        }

        // Legend: colours and markers for algorithms, dashes for sizes.
        for (entry, origin) in zip(entries, legend.origins) {
            let ex = legendX + origin.x, ey = legendTop + origin.y
            if let style = styles[entry.label] {
                svg += "<line x1=\"\(f(ex))\" y1=\"\(f(ey + 8))\" x2=\"\(f(ex + 34))\" y2=\"\(f(ey + 8))\" stroke=\"\(style.color)\" stroke-width=\"4\"/>\n"
                svg += style.markerSVG(x: ex + 17, y: ey + 8, size: 7) + "\n"
                svg += "<text x=\"\(f(ex + 40))\" y=\"\(f(ey + 12))\">\(SVGChart.escape(entry.label))</text>\n"
            } else if entry.hasSwatch, let size = sizes.first(where: { "\(formatCount($0)) items" == entry.label }) {
                svg += "<line x1=\"\(f(ex))\" y1=\"\(f(ey + 8))\" x2=\"\(f(ex + 34))\" y2=\"\(f(ey + 8))\" stroke=\"#333\" \(strokeAttributes(size))/>\n"
                svg += "<text x=\"\(f(ex + 40))\" y=\"\(f(ey + 12))\">\(entry.label)</text>\n"
            } else {
                svg += "<text x=\"\(f(ex))\" y=\"\(f(ey + 12))\" fill=\"#777\" font-size=\"11\">\(SVGChart.escape(entry.label))</text>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }
}
