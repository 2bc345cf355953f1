import DiffBenchText
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// TrendChart: median time across tracked runs, one chart per family
//===----------------------------------------------------------------------===//

/// Algorithms grouped so that a trend chart holds comparable lines.
public enum AlgorithmFamily: String, CaseIterable, Sendable {
    /// Edit-script algorithms, whose time grows with the edit distance or
    /// n·m: naive-lcs, dp-lcs, myers, and the stdlib's Myers-based
    /// `difference(from:)`.
    case lcs
    /// Hash-based linear matching: heckel, hash-linear.
    case linear
    /// Not in the registry (an algorithm since removed, or a test one).
    case other

    public init(algorithm id: String) {
        guard let algorithm = AlgorithmRegistry.algorithm(id: id) else { self = .other; return }
        self = algorithm.traits.minimality == .minimal ? .lcs : .linear
    }

    public var title: String {
        switch self {
        case .lcs: "LCS / edit-script algorithms"
        case .linear: "linear (hash-based) algorithms"
        case .other: "other algorithms"
        }
    }
}

/// Draws one dataset · scenario · family: tracked runs on x (oldest left),
/// log median time on y, one line per algorithm and size (colour by
/// algorithm, dash by size), with a tick up to p90. A run where the cell was
/// not measured leaves a gap and a cross.
public enum TrendChart {
    public struct Series {
        public var algorithm: String
        public var size: Int
        /// One entry per run (`nil`: not in that run).
        public var rows: [HistoryRow?]

        /// Creates a value from every stored property.
        public init(algorithm: String, size: Int, rows: [HistoryRow?]) {
            self.algorithm = algorithm
            self.size = size
            self.rows = rows
        }
    }

    public static let dashes = ["", "6,3", "2,3", "10,3,2,3"]

    /// The x label of a run: its date, its time of day (UTC, to the minute)
    /// when the date has one, and its commit, e.g. `2026-11-23 14:05 abc1234`,
    /// so that two runs of one day and commit are told apart.
    public static func runLabel(date: String, commit: String) -> String {
        let day = date.prefix(10)
        let rest = date.dropFirst(11)
        let time = rest.count >= 5 && date.dropFirst(10).first == "T" ? " " + rest.prefix(5) : ""
        return "\(day)\(time) \(commit)"
    }

    public static func render(title: String, runs: [(id: String, commit: String, date: String)], series allSeries: [Series]) -> String {
        // A series that was only ever skipped (naive-lcs above its guard)
        // draws nothing; the legend names it instead.
        let series = allSeries.filter { $0.rows.contains { $0 != nil && $0!.status != .skipped } }
        let skippedOnly = Array(Set(allSeries.map(\.algorithm)).subtracting(series.map(\.algorithm))).sorted()
        let width = 900.0, height = 520.0
        let left = 78.0, right = 230.0, top = 48.0, bottom = 92.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let algorithms = Array(Set(series.map(\.algorithm))).sorted {
            (AlgorithmRegistry.ids.firstIndex(of: $0) ?? .max, $0) < (AlgorithmRegistry.ids.firstIndex(of: $1) ?? .max, $1)
        }
        let sizes = Array(Set(series.map(\.size))).sorted()
        func color(_ algorithm: String) -> String { AlgorithmStyle.of(algorithm).color }
        func dash(_ size: Int) -> String { dashes[(sizes.firstIndex(of: size) ?? 0) % dashes.count] }

        let times = series.flatMap { $0.rows.compactMap { $0?.status == .ok ? $0 : nil }.flatMap { [$0.median, $0.p90] } }
            .compactMap { $0 }.filter { $0 > 0 }
        var yLow = floor(log10(times.min() ?? 1e-6)), yHigh = ceil(log10(times.max() ?? 1))
        if yHigh <= yLow { yHigh = yLow + 1 }
        func x(_ index: Int) -> Double { runs.count > 1 ? left + 12 + Double(index) * (plotWidth - 24) / Double(runs.count - 1) : left + plotWidth / 2 }
        func y(_ seconds: Double) -> Double { top + (yHigh - log10(seconds)) / (yHigh - yLow) * plotHeight }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(left))" y="24" font-size="15" font-weight="bold">\(SVGChart.escape(title))</text>
            <text x="\(f(left))" y="40" fill="#555">median time of one diff per tracked run (log scale); tick: median to p90; ×: failed, crashed, timed out or out of memory</text>

            """
        for decade in Int(yLow)...Int(yHigh) {
            let yy = y(pow(10, Double(decade)))
            svg += "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(yy))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(yy + 4))\" text-anchor=\"end\">\(SVGChart.escape(SVGChart.decadeLabel(decade)))</text>\n"
        }
        // Run labels: every run when few, else about 12 of them.
        let every = max(1, Int((Double(runs.count) / 12).rounded(.up)))
        for (index, run) in runs.enumerated() {
            let xx = x(index)
            svg += "<line x1=\"\(f(xx))\" y1=\"\(f(top))\" x2=\"\(f(xx))\" y2=\"\(f(top + plotHeight))\" stroke=\"#f0f0f0\"/>\n"
            guard index % every == 0 || index == runs.count - 1 else { continue }
            let label = runLabel(date: run.date, commit: run.commit)
            svg += "<text transform=\"translate(\(f(xx + 4)) \(f(top + plotHeight + 10))) rotate(40)\" font-size=\"11\"><title>\(SVGChart.escape(run.id))</title>\(SVGChart.escape(label))</text>\n"
        }
        svg += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#888\"/>\n"
        svg += "<text transform=\"translate(18 \(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">time per diff</text>\n"

        for entry in series {
            let stroke = color(entry.algorithm)
            let dashAttribute = dash(entry.size).isEmpty ? "" : " stroke-dasharray=\"\(dash(entry.size))\""
            // Polylines through consecutive measured runs.
            var segment: [String] = []
            func flush() {
                if segment.count > 1 {
                    svg += "<polyline points=\"\(segment.joined(separator: " "))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"2\"\(dashAttribute)/>\n"
                }
                segment = []
            }
            for (index, row) in entry.rows.enumerated() {
                guard let row else { flush(); continue }
                guard row.status == .ok, let median = row.median, median > 0 else {
                    flush()
                    if row.status == .skipped { continue }
                    let yy = top + plotHeight - 8
                    svg += "<text x=\"\(f(x(index)))\" y=\"\(f(yy))\" text-anchor=\"middle\" fill=\"\(stroke)\"><title>\(SVGChart.escape("\(entry.algorithm) \(formatCount(entry.size)) in \(row.run): \(row.status.rawValue)"))</title>×</text>\n"
                    continue
                }
                let xx = x(index), yy = y(median)
                segment.append("\(f(xx)),\(f(yy))")
                if let p90 = row.p90, p90 > median {
                    svg += "<line x1=\"\(f(xx))\" y1=\"\(f(yy))\" x2=\"\(f(xx))\" y2=\"\(f(y(p90)))\" stroke=\"\(stroke)\"/>\n"
                }
                let title = "<title>\(SVGChart.escape("\(entry.algorithm) \(formatCount(entry.size)) at \(row.commit) (\(row.run)): median \(formatDuration(median))\(row.p90.map { ", p90 \(formatDuration($0))" } ?? "")"))</title>"
                svg += AlgorithmStyle.of(entry.algorithm).markerSVG(x: xx, y: yy, size: 7, inner: title) + "\n"
            }
            flush()
        }

        // Legend: colours for algorithms, dashes for sizes.
        var legendY = top + 6
        let legendX = left + plotWidth + 18
        for algorithm in algorithms {
            svg += "<rect x=\"\(f(legendX))\" y=\"\(f(legendY))\" width=\"24\" height=\"4\" fill=\"\(color(algorithm))\"/>\n"
            svg += AlgorithmStyle.of(algorithm).markerSVG(x: legendX + 12, y: legendY + 2, size: 7) + "\n"
            svg += "<text x=\"\(f(legendX + 30))\" y=\"\(f(legendY + 6))\">\(SVGChart.escape(algorithm))</text>\n"
            legendY += 18
        }
        legendY += 8
        for size in sizes {
            let dashAttribute = dash(size).isEmpty ? "" : " stroke-dasharray=\"\(dash(size))\""
            svg += "<line x1=\"\(f(legendX))\" y1=\"\(f(legendY + 2))\" x2=\"\(f(legendX + 24))\" y2=\"\(f(legendY + 2))\" stroke=\"#333\" stroke-width=\"2\"\(dashAttribute)/>\n"
            svg += "<text x=\"\(f(legendX + 30))\" y=\"\(f(legendY + 6))\">\(formatCount(size)) items</text>\n"
            legendY += 18
        }
        if !skippedOnly.isEmpty {
            svg += "<text x=\"\(f(legendX))\" y=\"\(f(legendY + 14))\" fill=\"#777\" font-size=\"11\">skipped at every size: \(SVGChart.escape(skippedOnly.joined(separator: ", ")))</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }
}
