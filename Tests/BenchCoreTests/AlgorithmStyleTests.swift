import Foundation
import Testing

import BenchCore
import BenchTestSupport
import DiffAlgorithms

/// One colour and marker per algorithm in every chart; trend labels; results
/// files whose values cannot be true.
@Suite struct AlgorithmStyleTests {
    @Test func everyRegistryAlgorithmHasItsOwnFixedStyle() {
        let styles = AlgorithmRegistry.ids.map(AlgorithmStyle.of)
        #expect(AlgorithmRegistry.ids.allSatisfy { AlgorithmStyle.fixed[$0] != nil })
        #expect(Set(styles.map(\.color)).count == styles.count, "no two registry algorithms share a colour")
        #expect(Set(styles.map(\.marker)).count == styles.count, "no two share a marker")
        let heckel = AlgorithmStyle.of("heckel"), hashLinear = AlgorithmStyle.of("hash-linear")
        #expect(heckel.color != hashLinear.color && heckel.marker != hashLinear.marker && heckel.dash != hashLinear.dash)
        #expect(styles.allSatisfy { AlgorithmStyle.palette.contains($0.color) })
    }

    @Test func unknownIdsGetAStableStyleFromTheirName() {
        let first = AlgorithmStyle.of("my-adapter")
        #expect(first == AlgorithmStyle.of("my-adapter"))
        #expect(AlgorithmStyle.palette.contains(first.color))
        let many = (0..<40).map { AlgorithmStyle.of("adapter-\($0)") }
        #expect(Set(many.map(\.color)).count > 3 && Set(many.map(\.marker)).count > 3, "the hash spreads ids")
    }

    @Test func anAlgorithmKeepsItsColourWhateverElseTheChartShows() throws {
        var full = sampleResults()
        var only = full
        only.cells.removeAll { $0.key.algorithm != "myers" || $0.key.size != 1000 }
        full.cells.removeAll { $0.key.algorithm == "dp-lcs" }
        let color = AlgorithmStyle.of("myers").color
        for results in [full, only] {
            let group = try #require(ResultsTable.groups(results).first)
            let svg = SVGChart.render(group, seed: 1)
            #expect(svg.contains("stroke=\"\(color)\""), "myers drawn in its colour")
        }
        let marker = AlgorithmStyle.of("heckel").markerSVG(x: 10, y: 10)
        #expect(marker.hasPrefix("<path") && marker.contains(AlgorithmStyle.of("heckel").color))
    }

    @Test func trendLabelsTellRunsOfOneDayApart() {
        let morning = TrendChart.runLabel(date: "2026-11-23T09:15:02Z", commit: "abc1234")
        let evening = TrendChart.runLabel(date: "2026-11-23T18:40:59Z", commit: "abc1234")
        #expect(morning == "2026-11-23 09:15 abc1234")
        #expect(morning != evening)
        #expect(TrendChart.runLabel(date: "2026-11-23", commit: "abc1234") == "2026-11-23 abc1234")
    }

    @Test func impossibleValuesAreRejectedWithTheField() throws {
        #expect(sampleResults().validationProblem() == nil)
        var negative = sampleResults()
        negative.cells[0].summary?.median = -1
        #expect(negative.validationProblem()?.contains("'cells[0]' (myers · int · mixed · 1k) has summary.median = -1.0") == true)
        var missing = sampleResults()
        missing.cells[1].summary = nil
        #expect(
            missing.validationProblem()?.contains(
                "'cells[1]' (myers · int · mixed · 10k) has status ok but neither a summary nor an instruction count") == true)
        // An instructions-only run (`--metric instructions`) has counts instead of times.
        var counted = missing
        counted.cells[1].instructions = InstructionCount(instructions: 397_864)
        #expect(counted.validationProblem() == nil)
        var infinite = sampleResults()
        infinite.cells[0].samples[2] = .infinity
        #expect(infinite.validationProblem()?.contains("samples[2]") == true)
    }

    @Test func loadingNamesAnUnknownStatus() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("results.json")
        let text = String(decoding: try sampleResults().encoded(), as: UTF8.self)
            .replacingOccurrences(of: "\"timed-out\"", with: "\"exploded\"")
        try Data(text.utf8).write(to: file)
        do {
            _ = try ResultsLocation.load(file)
            Issue.record("loaded a file with an unknown status")
        } catch {
            #expect(error.description.contains("'cells[2].status' has an invalid value"), "\(error.description)")
            #expect(!error.description.contains("truncated"))
        }
    }
}

