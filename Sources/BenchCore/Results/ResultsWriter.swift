import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// ResultsWriter: results.json, results.csv, results.md and charts
//===----------------------------------------------------------------------===//

/// Writes a run's folder. Every file is written to a temporary file and
/// renamed over the old one, so a reader (or a Ctrl-C) never sees half a file.
package struct ResultsWriter {
    package let folder: URL
    package let charts: Bool

    /// Writes every file of the run's folder.
    ///
    /// - Throws: `InputError` of one line naming the file and the reason.
    package func write(_ results: ResultsFile) throws(InputError) {
        do {
            try writeFiles(results)
        } catch {
            throw InputError("cannot write the results to \(folder.path): \(fileErrorReason(error))")
        }
    }

    private func writeFiles(_ results: ResultsFile) throws {
        try results.encoded().write(to: folder.appendingPathComponent("results.json"), options: .atomic)
        try Data(Self.csv(results).utf8).write(to: folder.appendingPathComponent("results.csv"), options: .atomic)
        // A chart per metric the group has values of: none of a metric
        // that was not measured.
        var chartFiles: [String: String] = [:]
        var paretoFiles: [String: String] = [:]
        if charts {
            for group in ResultsTable.groups(results) {
                for metric in ChartMetric.measured(in: group) {
                    let name = SVGChart.fileName(dataset: group.dataset, scenario: group.scenario, metric: metric)
                    let svg = SVGChart.render(group, seed: results.parameters.seed, metric: metric)
                    try Data(svg.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
                    chartFiles["\(group.dataset)/\(group.scenario)/\(metric.rawValue)"] = name
                }
                if ChartMetric.measured(in: group).contains(.time),
                   let pareto = ParetoChart.render(group, seed: results.parameters.seed) {
                    let name = "pareto-\(group.dataset)-\(group.scenario).svg"
                    try Data(pareto.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
                    paretoFiles["\(group.dataset)/\(group.scenario)"] = name
                }
            }
        }
        let markdown = ResultsTable.markdown(
            for: results, chartFile: { chartFiles["\($0)/\($1)/time"] },
            instructionChartFile: { chartFiles["\($0)/\($1)/instructions"] },
            paretoFile: { paretoFiles["\($0)/\($1)"] })
        try Data(markdown.utf8).write(to: folder.appendingPathComponent("results.md"), options: .atomic)
    }

    package static let csvHeader = [
        "algorithm", "dataset", "scenario", "size", "status", "samples", "median_s", "p90_s", "min_s", "max_s",
        "mad_s", "cpu_median_s", "alloc_count", "alloc_bytes", "deleted", "inserted", "moved", "updated", "peak_rss_bytes", "message",
        "instructions", "allocator", "rows_animated", "lower_bound", "bound_multiple", "move_free_bound",
        "move_free_multiple", "matchable", "common_subsequence",
    ]

    /// One row per cell; empty fields where a value does not apply.
    package static func csv(_ results: ResultsFile) -> String {
        var lines = [csvHeader.joined(separator: ",")]
        for cell in results.cells {
            let summary = cell.summary
            let fields: [String] = [
                cell.key.algorithm, cell.key.dataset, cell.key.scenario, "\(cell.key.size)", cell.status.rawValue,
                "\(cell.samples.count)",
                summary.map { "\($0.median)" } ?? "", summary.map { "\($0.p90)" } ?? "",
                summary.map { "\($0.min)" } ?? "", summary.map { "\($0.max)" } ?? "",
                summary.map { "\($0.mad)" } ?? "", cell.cpuSummary.map { "\($0.median)" } ?? "",
                cell.allocations.map { "\($0.count)" } ?? "", cell.allocations.map { "\($0.bytes)" } ?? "",
                cell.changeset.map { "\($0.deleted)" } ?? "", cell.changeset.map { "\($0.inserted)" } ?? "",
                cell.changeset.map { "\($0.moved)" } ?? "", cell.changeset.map { "\($0.updated)" } ?? "",
                cell.peakRSSBytes.map { "\($0)" } ?? "", cell.message ?? "",
                cell.instructions.map { "\($0.instructions)" } ?? "",
                cell.allocator?.rawValue ?? "",
            ] + qualityFields(cell.quality)
            lines.append(fields.map(csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The quality columns of a cell: rows animated, the lower bound and
    /// the multiple, the move-free bound and its multiple (changesets
    /// without moves), *k* and *L*; empty without a quality.
    static func qualityFields(_ quality: ChangesetQuality?) -> [String] {
        guard let quality else { return Array(repeating: "", count: 7) }
        let finite = { (value: Double) in value.isFinite ? "\(value)" : "" }
        return [
            "\(quality.rowsAnimated)", "\(quality.bound.lowerBound)", finite(quality.boundMultiple),
            "\(quality.bound.moveFreeLowerBound)", quality.moveFreeMultiple.map(finite) ?? "",
            "\(quality.bound.matchable)", "\(quality.bound.commonSubsequence)",
        ]
    }

    /// Quotes a field when it holds a comma, quote or newline (RFC 4180).
    package static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Creates a value from every stored property.
    package init(folder: URL, charts: Bool) {
        self.folder = folder
        self.charts = charts
    }
}
