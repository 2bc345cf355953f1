import DiffBenchText
import Testing

import BenchCore

/// Axis labels never run into each other.
@Suite struct ChartAxisTests {
    @Test func sizeLabelsOfTheSmallTierAndTheLargeSizesDoNotOverlap() {
        let sizes = [4, 6, 8, 10, 1000, 10_000, 100_000]
        let svg = chartOfOnlyGroup(chartResults(algorithms: ["myers", "bit-lcs", "hash-linear"], sizes: sizes))
        let names = Set(sizes.map(formatCount))
        let labels = SVGReader.texts(svg).filter { $0.anchor == "middle" && names.contains($0.content) }
            .sorted { $0.x < $1.x }
        #expect(labels.count >= 4, "most sizes keep their label")
        #expect(labels.first?.content == "4" && labels.last?.content == "100k", "the smallest and largest are labelled")
        for (left, right) in zip(labels, labels.dropFirst()) {
            #expect(left.horizontal.upperBound + 2 <= right.horizontal.lowerBound, "\(left.content) runs into \(right.content)")
        }
    }

    @Test func timeLabelsOnTheYAxisDoNotOverlap() {
        var results = chartResults(algorithms: ["myers", "naive-lcs"], sizes: [4, 1000, 100_000])
        // A range of twelve decades, 1 ns to 1000 s.
        results.cells[0].summary = SampleSummary(samples: [1e-9, 1e-9])
        results.cells[5].summary = SampleSummary(samples: [900, 900])
        let svg = chartOfOnlyGroup(results)
        let labels = SVGReader.texts(svg).filter { $0.anchor == "end" }.sorted { $0.y < $1.y }
        #expect(labels.count >= 3)
        for (upper, lower) in zip(labels, labels.dropFirst()) {
            #expect(upper.y + upper.fontSize <= lower.y, "\(upper.content) runs into \(lower.content)")
        }
    }
}
