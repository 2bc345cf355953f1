import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// History: results/history.csv, one row per cell of every tracked run
//===----------------------------------------------------------------------===//

/// One cell of one tracked run, as a row of `results/history.csv`.
///
/// The file is plain CSV (RFC 4180) so that a spreadsheet, `uplot` or a
/// one-line `awk` can read it; times are seconds written with Swift's
/// shortest round-tripping representation, so reading a row back gives the
/// same numbers.
package struct HistoryRow: Hashable, Sendable {
    package var run: String
    /// The run's start, ISO 8601 UTC.
    package var date: String
    package var commit: String
    package var dirty: Bool
    package var cpu: String
    package var cores: Int
    package var swift: String
    package var build: String
    package var jemalloc: String?
    /// Median seconds of the run's calibration workload.
    package var calibration: Double?
    package var key: CellKey
    package var seed: UInt64
    package var status: CellStatus
    package var samples: Int
    package var median: Double?
    package var p90: Double?
    package var mad: Double?
    package var allocations: AllocationCount?
    package var changeset: ChangesetSize?
    /// Instructions of one diff, when the run counted them.
    package var instructions: Int?

    /// Creates a value from every stored property.
    package init(run: String, date: String, commit: String, dirty: Bool, cpu: String, cores: Int, swift: String, build: String, jemalloc: String? = nil, calibration: Double? = nil, key: CellKey, seed: UInt64, status: CellStatus, samples: Int, median: Double? = nil, p90: Double? = nil, mad: Double? = nil, allocations: AllocationCount? = nil, changeset: ChangesetSize? = nil, instructions: Int? = nil) {
        self.run = run
        self.date = date
        self.commit = commit
        self.dirty = dirty
        self.cpu = cpu
        self.cores = cores
        self.swift = swift
        self.build = build
        self.jemalloc = jemalloc
        self.calibration = calibration
        self.key = key
        self.seed = seed
        self.status = status
        self.samples = samples
        self.median = median
        self.p90 = p90
        self.mad = mad
        self.allocations = allocations
        self.changeset = changeset
        self.instructions = instructions
    }
}

package enum HistoryFile {
    package static let header = [
        "run", "date", "commit", "dirty", "cpu", "cores", "swift", "build", "jemalloc", "calibration_s",
        "algorithm", "dataset", "scenario", "size", "seed", "status", "samples", "median_s", "p90_s", "mad_s",
        "alloc_count", "alloc_bytes", "deleted", "inserted", "moved", "updated", "instructions",
    ]

    /// The header before instruction counts: such files still read.
    package static let headerWithoutInstructions = Array(header.dropLast())

    /// The rows a run adds: one per cell, in the run's order.
    package static func rows(for results: ResultsFile) -> [HistoryRow] {
        let environment = results.environment
        return results.cells.map { cell in
            HistoryRow(
                run: results.run.id, date: results.run.started, commit: environment.commit, dirty: environment.dirty,
                cpu: environment.cpu, cores: environment.cores, swift: environment.swift,
                build: environment.buildConfiguration, jemalloc: environment.jemalloc,
                calibration: results.calibrationMedian(), key: cell.key, seed: results.parameters.seed,
                status: cell.status, samples: cell.samples.count, median: cell.summary?.median, p90: cell.summary?.p90,
                mad: cell.summary?.mad, allocations: cell.allocations, changeset: cell.changeset,
                instructions: cell.instructions?.instructions)
        }
    }

    package static func render(_ rows: [HistoryRow]) -> String {
        var lines = [header.joined(separator: ",")]
        for row in rows {
            let fields: [String] = [
                row.run, row.date, row.commit, row.dirty ? "true" : "false", row.cpu, "\(row.cores)", row.swift,
                row.build, row.jemalloc ?? "", number(row.calibration), row.key.algorithm, row.key.dataset,
                row.key.scenario, "\(row.key.size)", "\(row.seed)", row.status.rawValue, "\(row.samples)",
                number(row.median), number(row.p90), number(row.mad),
                row.allocations.map { "\($0.count)" } ?? "", row.allocations.map { "\($0.bytes)" } ?? "",
                row.changeset.map { "\($0.deleted)" } ?? "", row.changeset.map { "\($0.inserted)" } ?? "",
                row.changeset.map { "\($0.moved)" } ?? "", row.changeset.map { "\($0.updated)" } ?? "",
                row.instructions.map { "\($0)" } ?? "",
            ]
            lines.append(fields.map(ResultsWriter.csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }

    /// Parses a history file.
    ///
    /// - Throws: `InputError` naming the line of the first bad row, or a
    ///   header that is not this file's.
    package static func parse(_ text: String, name: String = "history.csv") throws(InputError) -> [HistoryRow] {
        let records = parseCSV(text)
        guard let first = records.first else { return [] }
        guard first == header || first == headerWithoutInstructions else {
            throw InputError("\(name): not a DiffBench history file (its header is not \(header.prefix(3).joined(separator: ","))…)")
        }
        var rows: [HistoryRow] = []
        for (index, fields) in records.enumerated().dropFirst() {
            if fields == [""] { continue }
            guard let row = row(fields.count == headerWithoutInstructions.count ? fields + [""] : fields) else {
                throw InputError("\(name): line \(index + 1) is damaged (expected \(header.count) fields in order)")
            }
            rows.append(row)
        }
        return rows
    }

    private static func row(_ f: [String]) -> HistoryRow? {
        guard f.count == header.count, let cores = Int(f[5]), let size = Int(f[13]), let seed = UInt64(f[14]),
            let status = CellStatus(rawValue: f[15]), let samples = Int(f[16])
        else { return nil }
        func double(_ text: String) -> Double?? { text.isEmpty ? .some(nil) : Double(text).map { $0 } }
        func int(_ text: String) -> Int?? { text.isEmpty ? .some(nil) : Int(text).map { $0 } }
        guard let calibration = double(f[9]), let median = double(f[17]), let p90 = double(f[18]),
            let mad = double(f[19]), let count = int(f[20]), let bytes = int(f[21]), let deleted = int(f[22]),
            let inserted = int(f[23]), let moved = int(f[24]), let updated = int(f[25]), let instructions = int(f[26])
        else { return nil }
        var allocations: AllocationCount?
        if let count, let bytes { allocations = AllocationCount(bytes: bytes, count: count) }
        var changeset: ChangesetSize?
        if let deleted, let inserted, let moved, let updated {
            changeset = ChangesetSize(deleted: deleted, inserted: inserted, moved: moved, updated: updated)
        }
        return HistoryRow(
            run: f[0], date: f[1], commit: f[2], dirty: f[3] == "true", cpu: f[4], cores: cores, swift: f[6],
            build: f[7], jemalloc: f[8].isEmpty ? nil : f[8], calibration: calibration,
            key: CellKey(algorithm: f[10], dataset: f[11], scenario: f[12], size: size), seed: seed, status: status,
            samples: samples, median: median, p90: p90, mad: mad, allocations: allocations, changeset: changeset,
            instructions: instructions)
    }

    /// Splits RFC 4180 CSV into records of fields (quoted fields may hold
    /// commas, doubled quotes and newlines).
    package static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = iterator.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",": fields.append(field); field = ""
            case "\n", "\r\n":
                fields.append(field); field = ""
                records.append(fields); fields = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append(fields)
        }
        return records
    }

    /// Adds a run's rows to the history file, replacing the rows of a run
    /// with the same id (so appending twice is harmless), and writes the
    /// file atomically.
    ///
    /// - Returns: The number of rows added.
    @discardableResult
    package static func append(_ results: ResultsFile, to file: URL) throws(InputError) -> Int {
        var rows: [HistoryRow] = []
        if let data = FileManager.default.contents(atPath: file.path) {
            rows = try parse(String(decoding: data, as: UTF8.self), name: file.relativePath)
        } else if FileManager.default.fileExists(atPath: file.path) {
            throw InputError("cannot read \(file.relativePath): \(pathProblem(file.path) ?? "unreadable")")
        }
        rows.removeAll { $0.run == results.run.id }
        let added = self.rows(for: results)
        rows += added
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(render(rows).utf8).write(to: file, options: .atomic)
        } catch {
            throw InputError("cannot write \(file.relativePath): \(fileErrorReason(error, path: file.path))")
        }
        return added.count
    }

    /// Reads a history file.
    package static func load(_ file: URL) throws(InputError) -> [HistoryRow] {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileManager.default.fileExists(atPath: file.path), let problem = pathProblem(file.path) {
                throw InputError("\(file.relativePath): \(problem)")
            }
            throw InputError("\(file.relativePath): no history yet (run `benchrunner history append RUN` first)")
        }
        return try parse(String(decoding: data, as: UTF8.self), name: file.relativePath)
    }
}
