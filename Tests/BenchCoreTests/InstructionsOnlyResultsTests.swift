import BenchTestSupport
import Foundation
import Testing

import BenchCore

/// A run that counted instructions and measured no time shows counts, never
/// an empty time chart or a table of unknown times.
@Suite struct InstructionsOnlyResultsTests {
    static let results = chartResults(
        algorithms: ["myers", "hash-linear", "floor"], sizes: [10, 1000], metrics: [.instructions])

    /// Whether a table line has a cell that is only "?".
    static func hasUnknownCell(_ line: Substring) -> Bool {
        line.split(whereSeparator: { $0 == " " || $0 == "|" }).contains("?")
    }

    @Test func tablesShowTheCountsAndNoUnknownTimes() {
        let text = ResultsTable.text(for: Self.results)
        #expect(!text.split(separator: "\n").contains(where: Self.hasUnknownCell), "\(text)")
        #expect(!text.contains("median time"))
        #expect(text.contains("40,000"), "myers at 1k: 40,000 instructions")
        let markdown = ResultsTable.markdown(for: Self.results) { _, _ in nil }
        #expect(!markdown.split(separator: "\n").contains(where: Self.hasUnknownCell), "\(markdown)")
        #expect(markdown.contains("40,000"))
    }

    @Test func noTimeChartIsWritten() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ResultsWriter(folder: folder, charts: true).write(Self.results)
        let charts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        for chart in charts {
            let svg = try String(contentsOf: folder.appendingPathComponent(chart), encoding: .utf8)
            #expect(!svg.contains("time per diff") && !svg.contains("time of one diff"), "\(chart) is a time chart")
        }
        let markdown = try String(contentsOf: folder.appendingPathComponent("results.md"), encoding: .utf8)
        #expect(!markdown.contains("time against size"), "results.md shows no time chart")
    }
}
