import Testing

import BenchCore
import DiffAlgorithms

/// No two series of a chart look alike, and colour alone never tells two
/// apart: every pair differs in marker or dash.
@Suite struct SeriesStyleTests {
    /// The reference rows a run times beside the algorithms.
    static let referenceIDs = ["stdlib-direct", "floor", "floor-content"]
    /// Names external adapters might report in their handshakes.
    static let adapterNames = ["my-adapter", "differencekit", "iglistkit", "dwifft", "deepdiff", "changeset-swift"]

    @Test func registryAndReferenceRowsHaveFixedStylesThatDifferBeyondColour() {
        let ids = AlgorithmRegistry.ids + Self.referenceIDs
        let styles = ids.map(AlgorithmStyle.of)
        #expect(ids.allSatisfy { AlgorithmStyle.fixed[$0] != nil }, "every registry id and reference row has a fixed style")
        let looks = Set(styles.map { "\($0.marker) \($0.dash)" })
        #expect(looks.count == ids.count, "two fixed ids differ only in colour")
        #expect(styles.allSatisfy { AlgorithmStyle.palette.contains($0.color) })
    }

    @Test func everySeriesOfAChartIsDrawnInItsOwnWay() {
        let ids = AlgorithmRegistry.ids + Self.referenceIDs + Self.adapterNames
        let svg = chartOfOnlyGroup(chartResults(algorithms: ids, sizes: [1000, 10_000]))
        let entries = SVGReader.legendEntries(svg, names: ids)
        #expect(entries.count == ids.count, "a legend entry per series")
        for (index, first) in ids.enumerated() {
            for second in ids[(index + 1)...] {
                guard let a = entries[first], let b = entries[second] else { continue }
                #expect(a.color != b.color || a.dash != b.dash || a.marker != b.marker, "\(first) and \(second) look alike")
                #expect(a.dash != b.dash || a.marker != b.marker, "only colour tells \(first) and \(second) apart")
            }
        }
    }

    @Test func unknownIdsKeepTheirStyleInEveryChartOfTheSameSeries() {
        let ids = AlgorithmRegistry.ids + Self.adapterNames
        let first = chartOfOnlyGroup(chartResults(algorithms: ids, sizes: [1000, 10_000]))
        let second = chartOfOnlyGroup(chartResults(algorithms: ids.reversed(), sizes: [100, 1000]))
        let a = SVGReader.legendEntries(first, names: ids), b = SVGReader.legendEntries(second, names: ids)
        for id in ids {
            #expect(a[id]?.color == b[id]?.color && a[id]?.dash == b[id]?.dash && a[id]?.marker == b[id]?.marker, "\(id)")
        }
    }
}
