import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// Rows animated and their multiple of the bound, in the stdout tables,
/// results.md, results.csv and the Pareto chart.
@Suite struct QualityTableTests {
    /// n = m = 100k, k = 90k, L = 80k: lower bound 30,000, move-free 40,000.
    static let bound = ChangesetBound(sourceCount: 100_000, targetCount: 100_000, matchable: 90_000, commonSubsequence: 80_000)

    static func results() -> ResultsFile {
        var builder = ResultsBuilder()
        let changesets: [(String, Double, ChangesetSize)] = [
            ("hash-linear", 0.0019, ChangesetSize(deleted: 10_000, inserted: 10_000, moved: 10_000, updated: 0)),
            ("heckel", 0.0018, ChangesetSize(deleted: 10_000, inserted: 10_000, moved: 89_258, updated: 0)),
            ("myers", 0.53, ChangesetSize(deleted: 20_000, inserted: 20_000, moved: 0, updated: 0)),
            ("degenerate", 0.0004, ChangesetSize(deleted: 100_000, inserted: 100_000, moved: 0, updated: 0)),
        ]
        for (algorithm, seconds, size) in changesets {
            let key = ResultsBuilder.key(algorithm, 100_000)
            builder.add(key, samples: ResultsBuilder.samples(median: seconds), changeset: size)
            builder.edit(key) { $0.quality = ChangesetQuality(size: size, bound: bound) }
        }
        return builder.results
    }

    @Test func stdoutShowsRowsAnimatedAndTheMultiple() {
        let text = ResultsTable.text(for: Self.results())
        #expect(text.contains("rows animated (deletes + inserts + moves) · × the lower bound"))
        let lines = text.split(separator: "\n").map(String.init)
        func row(_ label: String) -> String? {
            let start = lines.firstIndex { $0.hasPrefix("rows animated") } ?? 0
            return lines[start...].first { $0.hasPrefix(label + " ") }
        }
        #expect(row("hash-linear")?.hasSuffix("30,000 ×1.00") == true, "\(row("hash-linear") ?? "")")
        #expect(row("heckel")?.hasSuffix("109,258 ×3.64") == true, "\(row("heckel") ?? "")")
        #expect(row("myers")?.hasSuffix("40,000 ×1.33 (move-free ×1.00)") == true, "\(row("myers") ?? "")")
        #expect(row("degenerate")?.hasSuffix("200,000 ×6.67 (move-free ×5.00)") == true, "\(row("degenerate") ?? "")")
        #expect(row("lower bound")?.hasSuffix("30,000") == true)
        #expect(row("move-free bound")?.hasSuffix("40,000") == true)
    }

    @Test func markdownShowsTheSameAndLinksThePareto() {
        let markdown = ResultsTable.markdown(
            for: Self.results(), chartFile: { _, _ in nil }, paretoFile: { "pareto-\($0)-\($1).svg" })
        #expect(markdown.contains("| hash-linear | 30,000 ×1.00 |"))
        #expect(markdown.contains("| heckel | 109,258 ×3.64 |"))
        #expect(markdown.contains("| myers | 40,000 ×1.33 (move-free ×1.00) |"))
        #expect(markdown.contains("| *lower bound* | 30,000 |"))
        #expect(markdown.contains("| *move-free bound* | 40,000 |"))
        #expect(markdown.contains("(pareto-int-mixed.svg)"))
    }

    @Test func csvHasTheQualityColumns() throws {
        let lines = ResultsWriter.csv(Self.results()).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = lines[0]
        let heckel = try #require(lines.first { $0.first == "heckel" })
        func field(_ name: String) throws -> String { heckel[try #require(header.firstIndex(of: name))] }
        #expect(try field("rows_animated") == "109258")
        #expect(try field("lower_bound") == "30000")
        #expect(try Double(field("bound_multiple")).map { abs($0 - 109_258.0 / 30_000) < 1e-9 } == true)
        #expect(try field("move_free_bound") == "40000")
        #expect(try field("move_free_multiple") == "", "heckel moves rows")
        #expect(try field("matchable") == "90000")
        #expect(try field("common_subsequence") == "80000")
    }

    @Test func paretoChartPutsTheDegenerateDiffOffTheFrontier() throws {
        let group = try #require(ResultsTable.groups(Self.results()).first)
        #expect(ParetoChart.size(group) == 100_000)
        let points = ParetoChart.points(group, size: 100_000)
        // Fastest first: the degenerate diff, then heckel (faster than
        // hash-linear but more rows), then hash-linear at the bound.
        #expect(ParetoChart.frontier(points).map(\.algorithm) == ["degenerate", "heckel", "hash-linear"])
        let svg = try #require(ParetoChart.render(group, seed: 42))
        #expect(svg.contains("lower bound 30,000"))
        #expect(svg.contains("move-free bound 40,000"))
        #expect(svg.contains("degenerate ×6.67"))
        #expect(svg.contains("hash-linear ×1.00"))
        #expect(RunFolder.isRunFile("pareto-int-mixed.svg"), "--overwrite clears the Pareto charts too")
    }

    @Test func paretoPointLabelsDoNotOverlap() throws {
        // A second algorithm with myers's time and rows: its point lies on
        // myers's, so only one of the two point labels can be drawn.
        var results = Self.results()
        var twin = try #require(results.cells.first { $0.key.algorithm == "myers" })
        twin.key.algorithm = "myers-twin"
        results.cells.append(twin)
        results.parameters.algorithms.append("myers-twin")
        let group = try #require(ResultsTable.groups(results).first)
        let svg = try #require(ParetoChart.render(group, seed: 42))
        let pointLabels = ["myers", "myers-twin"].filter { svg.contains(">\($0) ×1.33</text>") }
        #expect(pointLabels.count == 1, "\(pointLabels)")
        #expect(svg.contains(">myers-twin</text>"), "the legend still names it")
    }
}
