import BenchCore
import DiffBenchText
import Foundation

//===----------------------------------------------------------------------===//
// Chart fixtures: results files to draw, and an SVG reader for the chart tests
//===----------------------------------------------------------------------===//

/// A complete `int` · `mixed` run of `algorithms` at `sizes`: each cell ok
/// and timed (or counted, for an instructions-only `metrics`), except the
/// cells of `timedOut` above 1,000, which time out at the largest size and
/// crash at the others.
func chartResults(
    algorithms: [String], sizes: [Int], metrics: [Metric]? = nil, timedOut: Set<String> = []
) -> ResultsFile {
    let environment = RunEnvironment(
        cpu: "Test CPU", cores: 2, memoryBytes: 1 << 34, os: "TestOS 1", kernel: "6.0", swift: "Swift version 6.3.1",
        commit: "abc1234", dirty: false, buildConfiguration: "release", jemalloc: "5.3.0")
    let parameters = RunParameters(
        sizes: sizes, algorithms: algorithms, datasets: ["int"], scenarios: ["mixed"], seed: 42, timeoutSeconds: 20,
        memoryLimitBytes: 1 << 33, measurement: MeasurementPolicy(), metrics: metrics)
    let timed = (metrics ?? [.time]).contains(.time)
    var cells: [CellResult] = []
    for (index, algorithm) in algorithms.enumerated() {
        for size in sizes {
            let key = CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size)
            if timedOut.contains(algorithm) && size > 1000 {
                let largest = size == sizes.max()
                cells.append(
                    CellResult(
                        key: key, status: largest ? .timedOut : .crashed, message: largest ? "killed after 20 s" : "signal 11",
                        samples: [], wallSeconds: 20))
                continue
            }
            let seconds = 1e-8 * Double(size) * Double(index + 1)
            let samples = timed ? [seconds, seconds * 1.1, seconds * 0.95, seconds * 1.3, seconds] : []
            cells.append(
                CellResult(
                    key: key, status: .ok, sourceCount: size, targetCount: size, samples: samples,
                    summary: timed ? SampleSummary(samples: samples) : nil,
                    allocations: AllocationCount(bytes: 64 * size, count: 10 + index),
                    changeset: ChangesetSize(deleted: size / 10, inserted: size / 10, moved: size / 10, updated: 0),
                    wallSeconds: 0.6,
                    instructions: timed ? nil : InstructionCount(instructions: 40 * size * (index + 1))))
        }
    }
    return ResultsFile(
        run: RunInfo(
            id: "2026-01-01-abc1234", started: "2026-01-01T00:00:00Z", updated: "2026-01-01T00:01:00Z", complete: true,
            plannedCells: cells.count, command: ["benchrunner"], wallSeconds: 60),
        environment: environment, parameters: parameters, cells: cells)
}

/// The chart of the one group of `results`.
func chartOfOnlyGroup(_ results: ResultsFile) -> String {
    SVGChart.render(ResultsTable.groups(results)[0], seed: 42)
}

/// A `<text>` element of an SVG, with a box estimated independently of the
/// code under test: every character 0.6 em wide (Helvetica's digits are
/// 0.556 em, most lower-case letters narrower).
struct SVGTextElement {
    var x: Double
    var y: Double
    var anchor: String
    var fontSize: Double
    /// Degrees, clockwise, from a `transform="translate(x y) rotate(r)"`.
    var rotation: Double
    var content: String

    var width: Double { Double(content.count) * 0.6 * fontSize }

    /// The horizontal extent of unrotated text.
    var horizontal: ClosedRange<Double> {
        switch anchor {
        case "middle": (x - width / 2)...(x + width / 2)
        case "end": (x - width)...x
        default: x...(x + width)
        }
    }

    /// The corners of the text's box (baseline to ascender), rotated.
    var corners: [(x: Double, y: Double)] {
        let start = horizontal.lowerBound - x
        let angle = rotation * Double.pi / 180
        return [(start, 0.0), (start + width, 0), (start, -fontSize), (start + width, -fontSize)].map { point in
            (x + point.0 * cos(angle) - point.1 * sin(angle), y + point.0 * sin(angle) + point.1 * cos(angle))
        }
    }
}

/// Reads the pieces of generated SVG that the chart tests check.
enum SVGReader {
    /// The `width` and `height` of the root element.
    static func canvas(_ svg: String) -> (width: Double, height: Double) {
        let root = String(svg[svg.range(of: "<svg")!.lowerBound...].prefix { $0 != ">" })
        return (attribute("width", in: root).flatMap(Double.init) ?? 0, attribute("height", in: root).flatMap(Double.init) ?? 0)
    }

    /// The value of `name="…"` in an element's text.
    static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Every `<text>` element, its `<title>` left out of its content.
    static func texts(_ svg: String) -> [SVGTextElement] {
        var elements: [SVGTextElement] = []
        var rest = svg[...]
        while let open = rest.range(of: "<text") {
            guard let close = rest.range(of: "</text>", range: open.upperBound..<rest.endIndex) else { break }
            let element = String(rest[open.lowerBound..<close.lowerBound])
            rest = rest[close.upperBound...]
            let head = String(element.prefix { $0 != ">" })
            var content = String(element.drop { $0 != ">" }.dropFirst())
            while let title = content.range(of: "<title>"), let end = content.range(of: "</title>") {
                content.removeSubrange(title.lowerBound..<end.upperBound)
            }
            content = content.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            var x = attribute("x", in: head).flatMap(Double.init) ?? 0
            var y = attribute("y", in: head).flatMap(Double.init) ?? 0
            var rotation = 0.0
            if let transform = attribute("transform", in: head) {
                let numbers = transform.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
                if numbers.count >= 2 { x += numbers[0]; y += numbers[1] }
                if numbers.count >= 3 { rotation = numbers[2] }
            }
            elements.append(
                SVGTextElement(
                    x: x, y: y, anchor: attribute("text-anchor", in: head) ?? "start",
                    fontSize: attribute("font-size", in: head).flatMap(Double.init) ?? 12, rotation: rotation,
                    content: content))
        }
        return elements
    }

    /// How a legend draws each named entry: its line's colour and dashes
    /// and its marker's shape, read from the line and marker elements that
    /// precede the entry's label.
    static func legendEntries(_ svg: String, names: [String]) -> [String: (color: String, dash: String, marker: String)] {
        let lines = svg.split(separator: "\n").map(String.init)
        var entries: [String: (color: String, dash: String, marker: String)] = [:]
        for (index, line) in lines.enumerated() where index >= 2 && line.hasPrefix("<text") {
            let content = String(line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            guard names.contains(content), entries[content] == nil else { continue }
            let stroke = lines[index - 2]
            entries[content] = (
                attribute("stroke", in: stroke) ?? attribute("fill", in: stroke) ?? "",
                attribute("stroke-dasharray", in: stroke) ?? "", markerShape(lines[index - 1])
            )
        }
        return entries
    }

    /// A marker element reduced to its shape: the element, its fill (open
    /// or filled) and its points relative to their bounding box.
    static func markerShape(_ element: String) -> String {
        let tag = String(element.dropFirst().prefix { $0.isLetter })
        let filled = attribute("fill", in: element) == attribute("stroke", in: element) ? "filled" : "open"
        if tag == "circle" { return "circle \(filled) r=\(attribute("r", in: element) ?? "")" }
        let numbers = (attribute("d", in: element) ?? "").split(whereSeparator: { !"0123456789.-".contains($0) })
            .compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        let relative = zip(xs, ys).map { String(format: "%.0f,%.0f", $0 - (xs.min() ?? 0), $1 - (ys.min() ?? 0)) }
        return "\(tag) \(filled) \(relative.joined(separator: " "))"
    }
}
