import Foundation

//===----------------------------------------------------------------------===//
// The parts every chart starts with: the frame and the decade grid
//===----------------------------------------------------------------------===//

extension SVGChart {
    /// A coordinate as the charts print it: one decimal.
    static func coordinate(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The opening of a chart `width` × `height` points: the `<svg>` element,
    /// a white background, `title` and `subtitle` at the left margin `left`.
    /// The caller closes it with `</svg>`.
    static func opening(width: Double, height: Double, left: Double, title: String, subtitle: String) -> String {
        let f = coordinate
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(left))" y="24" font-size="15" font-weight="bold">\(escape(title))</text>
            <text x="\(f(left))" y="40" fill="#555">\(escape(subtitle))</text>

            """
    }

    /// Horizontal grid lines at the decades `yLow...yHigh` of `metric`
    /// across the plot (`left` to `left + plotWidth`), labelled where the
    /// labels fit; `y` maps a value to its vertical position.
    static func decadeGrid(
        yLow: Double, yHigh: Double, left: Double, plotWidth: Double, metric: ChartMetric, y: (Double) -> Double
    ) -> String {
        let f = coordinate
        var svg = ""
        let decades = Array(Int(yLow)...Int(yHigh))
        let decadeLabels = AxisLabels.keptDecades(decades) { y(pow(10, Double($0))) }
        for (index, decade) in decades.enumerated() {
            let yy = y(pow(10, Double(decade)))
            svg += "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(yy))\" stroke=\"#ddd\"/>\n"
            guard decadeLabels.contains(index) else { continue }
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(yy + 4))\" text-anchor=\"end\">\(escape(metric.decadeLabel(decade)))</text>\n"
        }
        return svg
    }
}
