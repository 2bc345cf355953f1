import Testing

import BenchCore
import DiffAlgorithms

/// A chart's legend fits its canvas however many series it lists.
@Suite struct ChartLegendTests {
    @Test func fifteenSeriesWithNotesAllLieInsideTheCanvas() {
        let ids = AlgorithmRegistry.ids + ["stdlib-direct", "floor", "differencekit", "iglistkit", "dwifft", "deepdiff", "changeset-swift"]
        #expect(ids.count >= 15)
        let results = chartResults(
            algorithms: ids, sizes: [1000, 10_000, 100_000], timedOut: ["naive-lcs", "dp-lcs", "stdlib", "stdlib-direct", "dwifft", "deepdiff"])
        let svg = chartOfOnlyGroup(results)
        let canvas = SVGReader.canvas(svg)
        let texts = SVGReader.texts(svg)
        for id in ids {
            #expect(texts.contains { $0.content == id }, "\(id) is in the legend")
        }
        for text in texts {
            for corner in text.corners {
                #expect(corner.x >= 0 && corner.x <= canvas.width, "\(text.content) at x \(corner.x)")
                #expect(corner.y >= 0 && corner.y + 3 <= canvas.height, "\(text.content) at y \(corner.y)")
            }
        }
    }

    @Test func legendEntriesDoNotOverlapEachOther() {
        let ids = AlgorithmRegistry.ids + ["stdlib-direct", "floor"] + (1...12).map { "adapter-\($0)" }
        let svg = chartOfOnlyGroup(chartResults(algorithms: ids, sizes: [1000, 10_000], timedOut: ["adapter-3"]))
        let labels = SVGReader.texts(svg).filter { ids.contains($0.content) }
        #expect(labels.count == ids.count)
        for (index, a) in labels.enumerated() {
            for b in labels[(index + 1)...] {
                let apart = a.horizontal.upperBound <= b.horizontal.lowerBound || b.horizontal.upperBound <= a.horizontal.lowerBound
                    || abs(a.y - b.y) >= a.fontSize
                #expect(apart, "\(a.content) overlaps \(b.content)")
            }
        }
    }
}
