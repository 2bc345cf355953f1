import DiffBenchText
import Foundation
import JSONDepthGuard

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
public struct ResultsFile: Codable, Hashable, Sendable {
    /// Identifies the file type.
    public static let schemaName = "diffbench-results"
    /// Bumped on every schema change. Version 3 added changeset quality
    /// (`CellResult.quality`), version 2 instruction counts
    /// (`CellResult.instructions`, `RunParameters.metrics`,
    /// `RunEnvironment.valgrind`); older files still read, without them.
    public static let currentVersion = 3

    public var schema: String = ResultsFile.schemaName
    public var version: Int = ResultsFile.currentVersion
    public var run: RunInfo
    public var environment: RunEnvironment
    public var parameters: RunParameters
    /// The fixed reference workload (`Calibration`), timed at the start and
    /// at the end of the run: divide a median by the calibration's median to
    /// compare runs made on machines of different speed.
    public var calibrations: [CellResult] = []
    public var cells: [CellResult]
    /// What the run warned about its own measurements, one line each as it
    /// printed them on stderr (a calibration that drifted beyond
    /// `CalibrationDrift.margin`); `nil` when it warned of nothing, and in
    /// files from before the field.
    public var warnings: [String]?

    public init(
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
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(String.self, forKey: .schema)
        version = try container.decode(Int.self, forKey: .version)
        run = try container.decode(RunInfo.self, forKey: .run)
        environment = try container.decode(RunEnvironment.self, forKey: .environment)
        parameters = try container.decode(RunParameters.self, forKey: .parameters)
        calibrations = try container.decodeIfPresent([CellResult].self, forKey: .calibrations) ?? []
        cells = try container.decode([CellResult].self, forKey: .cells)
        warnings = try container.decodeIfPresent([String].self, forKey: .warnings)
    }

    /// The cell with this key, if present.
    public func cell(_ key: CellKey) -> CellResult? { cells.first { $0.key == key } }

    /// Encodes with sorted keys and pretty printing, so diffs stay readable.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes and checks the schema name and version.
    public static func decode(_ data: Data) throws -> ResultsFile {
        struct Header: Decodable { var schema: String?; var version: Int? }
        let header = try JSONDecoder().decodeCheckingNesting(Header.self, from: data)
        guard header.schema == schemaName else {
            throw ResultsFileError.foreign(schema: header.schema)
        }
        guard let version = header.version, version <= currentVersion else {
            throw ResultsFileError.unsupportedVersion(header.version)
        }
        return try JSONDecoder().decodeCheckingNesting(ResultsFile.self, from: data)
    }
}

public enum ResultsFileError: Error, CustomStringConvertible {
    case foreign(schema: String?)
    case unsupportedVersion(Int?)

    public var description: String {
        switch self {
        case let .foreign(schema):
            "not a DiffBench results file (schema \(schema.map { "\"\($0)\"" } ?? "missing"), expected \"\(ResultsFile.schemaName)\")"
        case let .unsupportedVersion(version):
            "results schema version \(version.map(String.init) ?? "missing") is not supported (this benchrunner reads up to \(ResultsFile.currentVersion))"
        }
    }
}

/// When and how the run was made.
public struct RunInfo: Codable, Hashable, Sendable {
    /// The folder name, `<date>-<commit>`.
    public var id: String
    /// ISO 8601, UTC.
    public var started: String
    /// ISO 8601, UTC; updated after every cell.
    public var updated: String
    /// `true` once every planned cell has finished.
    public var complete: Bool
    /// The planned number of cells.
    public var plannedCells: Int
    /// The command line, for reproduction.
    public var command: [String]
    /// Wall-clock seconds from start to the last write.
    public var wallSeconds: Double

    /// Creates a value from every stored property.
    public init(id: String, started: String, updated: String, complete: Bool, plannedCells: Int, command: [String], wallSeconds: Double) {
        self.id = id
        self.started = started
        self.updated = updated
        self.complete = complete
        self.plannedCells = plannedCells
        self.command = command
        self.wallSeconds = wallSeconds
    }
}

/// The workload and measurement parameters of the run.
public struct RunParameters: Codable, Hashable, Sendable {
    public var sizes: [Int]
    public var algorithms: [String]
    public var datasets: [String]
    public var scenarios: [String]
    public var seed: UInt64
    public var timeoutSeconds: Double
    public var memoryLimitBytes: Int
    public var measurement: MeasurementPolicy
    /// What each cell measured; `nil` in version 1 files, which measured time.
    public var metrics: [Metric]?

    /// The metrics measured, `[.time]` for files that predate the field.
    public var measuredMetrics: [Metric] { metrics ?? [.time] }
    /// The malloc the run asked for (`--allocator`); `nil` in files that
    /// predate the option, whose cells all ran under jemalloc. Each cell
    /// also records what its process saw (`CellResult.allocator`).
    public var allocator: CellAllocator?

    /// Creates a value from every stored property.
    public init(sizes: [Int], algorithms: [String], datasets: [String], scenarios: [String], seed: UInt64, timeoutSeconds: Double, memoryLimitBytes: Int, measurement: MeasurementPolicy, metrics: [Metric]? = nil, allocator: CellAllocator? = nil) {
        self.sizes = sizes
        self.algorithms = algorithms
        self.datasets = datasets
        self.scenarios = scenarios
        self.seed = seed
        self.timeoutSeconds = timeoutSeconds
        self.memoryLimitBytes = memoryLimitBytes
        self.measurement = measurement
        self.metrics = metrics
        self.allocator = allocator
    }
}

/// How many samples a cell takes.
public struct MeasurementPolicy: Codable, Hashable, Sendable {
    /// Untimed runs before sampling (the first also counts allocations).
    public var warmupRuns: Int = 1
    /// Samples are taken until there are at least this many ...
    public var minSamples: Int = 5
    /// ... and they add up to at least this many seconds, ...
    public var minSeconds: Double = 0.5
    /// ... but never more than this many samples. (Slow cells are bounded
    /// by `minSamples` and the cell timeout.)
    public var maxSamples: Int = 1000

    /// Creates a value from every stored property.
    public init(warmupRuns: Int = 1, minSamples: Int = 5, minSeconds: Double = 0.5, maxSamples: Int = 1000) {
        self.warmupRuns = warmupRuns
        self.minSamples = minSamples
        self.minSeconds = minSeconds
        self.maxSamples = maxSamples
    }
}

/// Identifies a cell across runs.
public struct CellKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var algorithm: String
    public var dataset: String
    public var scenario: String
    public var size: Int

    public var description: String { "\(algorithm) · \(dataset) · \(scenario) · \(formatCount(size))" }

    public static func < (a: CellKey, b: CellKey) -> Bool {
        (a.dataset, a.scenario, a.size, a.algorithm) < (b.dataset, b.scenario, b.size, b.algorithm)
    }

    /// Creates a value from every stored property.
    public init(algorithm: String, dataset: String, scenario: String, size: Int) {
        self.algorithm = algorithm
        self.dataset = dataset
        self.scenario = scenario
        self.size = size
    }
}

/// What happened to a cell.
public enum CellStatus: String, Codable, Hashable, Sendable, CaseIterable {
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
    /// An external adapter answered something the protocol does not allow
    /// (docs/adapters.md); `message` quotes the offending line.
    case protocolError = "protocol-error"
}

/// The sizes of the changeset a cell produced.
public struct ChangesetSize: Codable, Hashable, Sendable {
    public var deleted: Int
    public var inserted: Int
    public var moved: Int
    public var updated: Int

    /// Creates a value from every stored property.
    public init(deleted: Int, inserted: Int, moved: Int, updated: Int) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }
}

/// An algorithm's refusal, as recorded.
public struct RefusalRecord: Codable, Hashable, Sendable {
    public var reason: String
    /// The refusal's estimate; `nil` when it has none or it is not finite
    /// (JSON has no infinity).
    public var estimate: Double?

    public init(reason: String, estimate: Double?) {
        self.reason = reason
        self.estimate = estimate.flatMap { $0.isFinite ? $0 : nil }
    }
}

/// One cell: algorithm × dataset × scenario × size.
public struct CellResult: Codable, Hashable, Sendable {
    public var key: CellKey
    public var status: CellStatus
    /// Why the cell is not `ok`, in one line.
    public var message: String?
    public var refusal: RefusalRecord?
    /// Source and target counts of the workload.
    public var sourceCount: Int?
    public var targetCount: Int?
    /// Every timed sample, wall-clock seconds, in the order taken.
    public var samples: [Double]
    public var summary: SampleSummary?
    /// The thread CPU time of each sample, seconds (same order). On a busy
    /// machine wall time exceeds it; compare the two to spot interference.
    public var cpuSamples: [Double]?
    public var cpuSummary: SampleSummary?
    /// Allocations of one diff.
    public var allocations: AllocationCount?
    public var changeset: ChangesetSize?
    /// The rows the changeset animates against the workload's lower bound
    /// (`ok` cells with a changeset; `nil` in version 1 and 2 files).
    public var quality: ChangesetQuality?
    /// Instructions of one diff, when the run measured them (`--metric instructions`).
    public var instructions: InstructionCount?
    /// The child process's peak resident set size.
    public var peakRSSBytes: Int?
    /// Wall-clock seconds of the whole cell, child start to exit.
    public var wallSeconds: Double
    /// The malloc the cell's process ran under (`nil` in runs from before it
    /// was recorded, which all ran under jemalloc).
    public var allocator: CellAllocator?

    /// Creates a value from every stored property.
    public init(key: CellKey, status: CellStatus, message: String? = nil, refusal: RefusalRecord? = nil, sourceCount: Int? = nil, targetCount: Int? = nil, samples: [Double], summary: SampleSummary? = nil, cpuSamples: [Double]? = nil, cpuSummary: SampleSummary? = nil, allocations: AllocationCount? = nil, changeset: ChangesetSize? = nil, peakRSSBytes: Int? = nil, wallSeconds: Double, instructions: InstructionCount? = nil, allocator: CellAllocator? = nil, quality: ChangesetQuality? = nil) {
        self.key = key
        self.status = status
        self.message = message
        self.refusal = refusal
        self.sourceCount = sourceCount
        self.targetCount = targetCount
        self.samples = samples
        self.summary = summary
        self.cpuSamples = cpuSamples
        self.cpuSummary = cpuSummary
        self.allocations = allocations
        self.changeset = changeset
        self.peakRSSBytes = peakRSSBytes
        self.wallSeconds = wallSeconds
        self.instructions = instructions
        self.allocator = allocator
        self.quality = quality
    }
}
