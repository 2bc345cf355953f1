import DiffBenchText
import Testing

import BenchCore

/// Trend charts tell every size apart and keep their run labels on the canvas.
@Suite struct TrendChartLayoutTests {
    static let sizes = [4, 6, 8, 10, 1000, 10_000, 100_000]

    /// Ten runs, two a day, of `algorithms` at every size of `sizes`.
    static func chart(algorithms: [String] = ["myers", "bit-lcs"]) -> String {
        let runs = (0..<10).map { index in
            (id: "run-\(index)", commit: "abc12\(index)f", date: "2026-11-\(10 + index / 2)T\(index % 2 == 0 ? "09" : "18"):15:00Z")
        }
        var series: [TrendChart.Series] = []
        for (offset, algorithm) in algorithms.enumerated() {
            for size in sizes {
                let rows = runs.map { run in
                    HistoryRow(
                        run: run.id, date: run.date, commit: run.commit, dirty: false, cpu: "Test CPU", cores: 2,
                        swift: "6.3.1", build: "release",
                        key: CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size), seed: 42,
                        status: .ok, samples: 5, median: 1e-8 * Double(size * (offset + 1)), p90: 1.2e-8 * Double(size * (offset + 1)))
                }
                series.append(TrendChart.Series(algorithm: algorithm, size: size, rows: rows))
            }
        }
        return TrendChart.render(title: "int · mixed: LCS / edit-script algorithms", runs: runs, series: series)
    }

    @Test func everySizeHasItsOwnLine() {
        let lines = Self.chart().split(separator: "\n").map(String.init)
        var looks: [String: String] = [:]
        for (index, line) in lines.enumerated() where index > 0 && line.hasPrefix("<text") && line.hasSuffix(" items</text>") {
            let stroke = lines[index - 1]
            looks[line] = "\(SVGReader.attribute("stroke-dasharray", in: stroke) ?? "solid") \(SVGReader.attribute("stroke-width", in: stroke) ?? "")"
        }
        #expect(looks.count == Self.sizes.count, "a legend line per size")
        #expect(Set(looks.values).count == Self.sizes.count, "two sizes drawn alike: \(looks.values.sorted())")
    }

    @Test func rotatedRunLabelsLieInsideTheCanvas() {
        let svg = Self.chart()
        let canvas = SVGReader.canvas(svg)
        let labels = SVGReader.texts(svg).filter { $0.rotation > 0 }
        #expect(labels.count >= 5, "runs are labelled")
        for label in labels {
            for corner in label.corners {
                #expect(corner.x >= 0 && corner.x <= canvas.width && corner.y >= 0 && corner.y <= canvas.height, "\(label.content)")
            }
        }
    }

    @Test func everyTextOfABusyTrendChartLiesInsideTheCanvas() {
        let svg = Self.chart(algorithms: ["naive-lcs", "dp-lcs", "bit-lcs", "myers", "hunt-szymanski", "stdlib", "floor"])
        let canvas = SVGReader.canvas(svg)
        for text in SVGReader.texts(svg) {
            for corner in text.corners {
                #expect(corner.x >= 0 && corner.x <= canvas.width && corner.y >= 0 && corner.y <= canvas.height, "\(text.content)")
            }
        }
    }
}
