import Foundation
import Testing

import BenchCore
import DiffAlgorithms

/// Charts a reader can take apart: every series in a colour of its own,
/// series that a colour-blind reader could confuse drawn with different
/// dashes, p90 as whiskers rather than bands that run together, and trend
/// runs labelled so that no two labels read the same.
@Suite struct ChartReadabilityTests {
    /// Every registry algorithm, the reference rows and one adapter: the
    /// series of the published run's `int` · `mixed` chart.
    static let publishedSeries = AlgorithmRegistry.ids + ["stdlib-direct", "floor", "floor-content", "delete-insert-all"]

    /// The least CIE76 ΔE between two series' colours for normal vision.
    static let leastNormalDifference = 25.0
    /// Below this ΔE for some colour-vision deficiency, two series must
    /// differ in their line's dash.
    static let confusableDifference = 20.0

    @Test func everySeriesHasItsOwnDistinguishableColour() throws {
        let ids = Self.publishedSeries
        let svg = chartOfOnlyGroup(chartResults(algorithms: ids, sizes: [1000, 10_000, 100_000]))
        let entries = SVGReader.legendEntries(svg, names: ids)
        #expect(entries.count == ids.count)
        #expect(Set(entries.values.map(\.color)).count == ids.count, "two series share a colour: \(entries.mapValues(\.color))")
        for (index, first) in ids.enumerated() {
            for second in ids[(index + 1)...] {
                guard let a = entries[first], let b = entries[second] else { continue }
                let normal = ColourVision.normal.difference(a.color, b.color)
                #expect(normal >= Self.leastNormalDifference, "\(first) \(a.color) and \(second) \(b.color): ΔE \(normal)")
                if ColourVision.leastDifference(a.color, b.color) < Self.confusableDifference {
                    #expect(a.dash != b.dash, "\(first) and \(second) are confusable colours with the same dash")
                }
            }
        }
    }

    /// The palette's promise (`AlgorithmStyle`): every two colours at
    /// least 30 ΔE apart for normal vision.
    @Test func thePaletteColoursAreFarApart() {
        let palette = AlgorithmStyle.palette
        #expect(palette.count >= 12)
        for (index, first) in palette.enumerated() {
            for second in palette[(index + 1)...] {
                #expect(ColourVision.normal.difference(first, second) >= 30, "\(first) and \(second)")
            }
        }
    }

    /// hunt-szymanski and hash-linear lie on one another on Int (their
    /// times are within 2×): they differ in colour, dash and marker.
    @Test func overlappingLinesDifferInColourAndDash() {
        let hunt = AlgorithmStyle.of("hunt-szymanski"), hash = AlgorithmStyle.of("hash-linear")
        #expect(ColourVision.normal.difference(hunt.color, hash.color) >= 40)
        #expect(hunt.dash != hash.dash && hunt.marker != hash.marker)
    }

    /// Adapters named at run time get colours no series of the chart has,
    /// while the palette has any left.
    @Test func anAdapterGetsAColourOfItsOwn() {
        for adapter in ["delete-insert-all", "my-adapter", "differencekit", "python-difflib"] {
            let styles = AlgorithmStyle.styles(for: Self.publishedSeries.filter { $0 != "delete-insert-all" } + [adapter])
            let others = styles.filter { $0.key != adapter }.map(\.value.color)
            #expect(!others.contains(styles[adapter]!.color), "\(adapter) drawn in a colour of another series")
        }
    }

    /// The p90 of each point is a whisker with a cap, and no shaded band
    /// joins the points of a series.
    @Test func p90IsAWhiskerNotABand() throws {
        let results = chartResults(algorithms: ["hash-linear", "heckel", "hunt-szymanski"], sizes: [1000, 10_000, 100_000])
        let svg = chartOfOnlyGroup(results)
        #expect(!svg.contains("<polygon"), "no band")
        let whiskers = svg.split(separator: "\n").filter { $0.contains("class=\"p90\"") }
        #expect(whiskers.count == 9, "one whisker per point: \(whiskers.count)")
    }

    /// Two runs of one commit started in the same minute (a run and its
    /// `--allocator system` twin), and two of one day recorded without a
    /// time, still get labels that read differently.
    @Test func trendRunLabelsAreUnique() {
        let runs = [
            (id: "2026-11-27-f648f37", commit: "f648f37", date: "2026-11-27T20:03:43Z"),
            (id: "2026-11-27-f648f37-system", commit: "f648f37", date: "2026-11-27T20:03:59Z"),
            (id: "2026-11-28-abc1234", commit: "abc1234", date: "2026-11-28"),
            (id: "2026-11-28-abc1234-2", commit: "abc1234", date: "2026-11-28"),
        ]
        let rows = runs.map { run in
            HistoryRow(
                run: run.id, date: run.date, commit: run.commit, dirty: false, cpu: "Test CPU", cores: 2, swift: "6.3.1",
                build: "release", key: CellKey(algorithm: "myers", dataset: "int", scenario: "mixed", size: 1000), seed: 42,
                status: .ok, samples: 5, median: 1e-4, p90: 1.2e-4)
        }
        let svg = TrendChart.render(
            title: "int · mixed", runs: runs, series: [TrendChart.Series(algorithm: "myers", size: 1000, rows: rows)])
        let labels = SVGReader.texts(svg).filter { $0.rotation > 0 }.map(\.content)
        #expect(labels.count == runs.count, "\(labels)")
        #expect(Set(labels).count == labels.count, "two runs share a label: \(labels)")
    }
}
