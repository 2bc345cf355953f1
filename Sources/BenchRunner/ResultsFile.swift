import Foundation

//===----------------------------------------------------------------------===//
// ResultsFile: the versioned results.json schema
//===----------------------------------------------------------------------===//

/// The contents of `results.json`: one run, its environment and parameters,
/// and every cell with its raw samples.
///
/// Cells are identified by `CellKey` (algorithm, dataset, scenario, size), so
/// that two runs can be compared cell by cell. Times are in seconds, sizes in
/// bytes. The schema is versioned: readers reject a different `schema` and a
/// newer `version`.
struct ResultsFile: Codable, Hashable, Sendable {
    /// Identifies the file type.
    static let schemaName = "diffbench-results"
    /// Bumped on every incompatible change.
    static let currentVersion = 1

    var schema: String = ResultsFile.schemaName
    var version: Int = ResultsFile.currentVersion
    var run: RunInfo
    var environment: RunEnvironment
    var parameters: RunParameters
    /// The fixed reference workload (`Calibration`), timed at the start and
    /// at the end of the run: divide a median by the calibration's median to
    /// compare runs made on machines of different speed.
    var calibrations: [CellResult] = []
    var cells: [CellResult]

    init(
        run: RunInfo, environment: RunEnvironment, parameters: RunParameters,
        calibrations: [CellResult] = [], cells: [CellResult]
    ) {
        self.run = run
        self.environment = environment
        self.parameters = parameters
        self.calibrations = calibrations
        self.cells = cells
    }

    /// Decodes a file; runs made before calibrations existed (same schema
    /// version) have none.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(String.self, forKey: .schema)
        version = try container.decode(Int.self, forKey: .version)
        run = try container.decode(RunInfo.self, forKey: .run)
        environment = try container.decode(RunEnvironment.self, forKey: .environment)
        parameters = try container.decode(RunParameters.self, forKey: .parameters)
        calibrations = try container.decodeIfPresent([CellResult].self, forKey: .calibrations) ?? []
        cells = try container.decode([CellResult].self, forKey: .cells)
    }

    /// The cell with this key, if present.
    func cell(_ key: CellKey) -> CellResult? { cells.first { $0.key == key } }

    /// Encodes with sorted keys and pretty printing, so diffs stay readable.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes and checks the schema name and version.
    static func decode(_ data: Data) throws -> ResultsFile {
        struct Header: Decodable { var schema: String?; var version: Int? }
        let header = try JSONDecoder().decode(Header.self, from: data)
        guard header.schema == schemaName else {
            throw ResultsFileError.foreign(schema: header.schema)
        }
        guard let version = header.version, version <= currentVersion else {
            throw ResultsFileError.unsupportedVersion(header.version)
        }
        return try JSONDecoder().decode(ResultsFile.self, from: data)
    }
}

enum ResultsFileError: Error, CustomStringConvertible {
    case foreign(schema: String?)
    case unsupportedVersion(Int?)

    var description: String {
        switch self {
        case let .foreign(schema):
            "not a DiffBench results file (schema \(schema.map { "\"\($0)\"" } ?? "missing"), expected \"\(ResultsFile.schemaName)\")"
        case let .unsupportedVersion(version):
            "results schema version \(version.map(String.init) ?? "missing") is not supported (this benchrunner reads up to \(ResultsFile.currentVersion))"
        }
    }
}

/// When and how the run was made.
struct RunInfo: Codable, Hashable, Sendable {
    /// The folder name, `<date>-<commit>`.
    var id: String
    /// ISO 8601, UTC.
    var started: String
    /// ISO 8601, UTC; updated after every cell.
    var updated: String
    /// `true` once every planned cell has finished.
    var complete: Bool
    /// The planned number of cells.
    var plannedCells: Int
    /// The command line, for reproduction.
    var command: [String]
    /// Wall-clock seconds from start to the last write.
    var wallSeconds: Double
}

/// The workload and measurement parameters of the run.
struct RunParameters: Codable, Hashable, Sendable {
    var sizes: [Int]
    var algorithms: [String]
    var datasets: [String]
    var scenarios: [String]
    var seed: UInt64
    var timeoutSeconds: Double
    var memoryLimitBytes: Int
    var measurement: MeasurementPolicy
}

/// How many samples a cell takes.
struct MeasurementPolicy: Codable, Hashable, Sendable {
    /// Untimed runs before sampling (the first also counts allocations).
    var warmupRuns: Int = 1
    /// Samples are taken until there are at least this many ...
    var minSamples: Int = 5
    /// ... and they add up to at least this many seconds, ...
    var minSeconds: Double = 0.5
    /// ... but never more than this many samples. (Slow cells are bounded
    /// by `minSamples` and the cell timeout.)
    var maxSamples: Int = 1000
}

/// Identifies a cell across runs.
struct CellKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    var algorithm: String
    var dataset: String
    var scenario: String
    var size: Int

    var description: String { "\(algorithm) · \(dataset) · \(scenario) · \(formatCount(size))" }

    static func < (a: CellKey, b: CellKey) -> Bool {
        (a.dataset, a.scenario, a.size, a.algorithm) < (b.dataset, b.scenario, b.size, b.algorithm)
    }
}

/// What happened to a cell.
enum CellStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// Measured and the changeset was correct.
    case ok
    /// The algorithm refused the sizes (see `refusal`).
    case skipped
    /// The changeset did not rebuild the target (see `message`).
    case failed
    /// The cell did not finish within the timeout.
    case timedOut = "timed-out"
    /// The child process died from a signal or exited abnormally.
    case crashed
    /// The child exceeded the memory limit or was killed by the kernel for memory.
    case outOfMemory = "out-of-memory"
}

/// The sizes of the changeset a cell produced.
struct ChangesetSize: Codable, Hashable, Sendable {
    var deleted: Int
    var inserted: Int
    var moved: Int
    var updated: Int
}

/// An algorithm's refusal, as recorded.
struct RefusalRecord: Codable, Hashable, Sendable {
    var reason: String
    /// The refusal's estimate; `nil` when it has none or it is not finite
    /// (JSON has no infinity).
    var estimate: Double?

    init(reason: String, estimate: Double?) {
        self.reason = reason
        self.estimate = estimate.flatMap { $0.isFinite ? $0 : nil }
    }
}

/// One cell: algorithm × dataset × scenario × size.
struct CellResult: Codable, Hashable, Sendable {
    var key: CellKey
    var status: CellStatus
    /// Why the cell is not `ok`, in one line.
    var message: String?
    var refusal: RefusalRecord?
    /// Source and target counts of the workload.
    var sourceCount: Int?
    var targetCount: Int?
    /// Every timed sample, wall-clock seconds, in the order taken.
    var samples: [Double]
    var summary: SampleSummary?
    /// The thread CPU time of each sample, seconds (same order). On a busy
    /// machine wall time exceeds it; compare the two to spot interference.
    var cpuSamples: [Double]?
    var cpuSummary: SampleSummary?
    /// Allocations of one diff.
    var allocations: AllocationCount?
    var changeset: ChangesetSize?
    /// The child process's peak resident set size.
    var peakRSSBytes: Int?
    /// Wall-clock seconds of the whole cell, child start to exit.
    var wallSeconds: Double
}
