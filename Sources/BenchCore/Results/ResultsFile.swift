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
package struct ResultsFile: Codable, Hashable, Sendable {
    /// Identifies the file type.
    package static let schemaName = "diffbench-results"
    /// Bumped on every schema change. Version 3 added changeset quality
    /// (`CellResult.quality`), version 2 instruction counts
    /// (`CellResult.instructions`, `RunParameters.metrics`,
    /// `RunEnvironment.valgrind`); older files still read, without them.
    package static let currentVersion = 3

    package var schema: String = ResultsFile.schemaName
    package var version: Int = ResultsFile.currentVersion
    package var run: RunInfo
    package var environment: RunEnvironment
    package var parameters: RunParameters
    /// The fixed reference workload (`Calibration`), timed at the start and
    /// at the end of the run: divide a median by the calibration's median to
    /// compare runs made on machines of different speed.
    package var calibrations: [CellResult] = []
    package var cells: [CellResult]
    /// What the run warned about its own measurements, one line each as it
    /// printed them on stderr (a calibration that drifted beyond
    /// `CalibrationDrift.margin`); `nil` when it warned of nothing, and in
    /// files from before the field.
    package var warnings: [String]?

    package init(
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
    package init(from decoder: any Decoder) throws {
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
    package func cell(_ key: CellKey) -> CellResult? { cells.first { $0.key == key } }

    /// Encodes with sorted keys and pretty printing, so diffs stay readable.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes and checks the schema name and version.
    package static func decode(_ data: Data) throws -> ResultsFile {
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

package enum ResultsFileError: Error, CustomStringConvertible {
    case foreign(schema: String?)
    case unsupportedVersion(Int?)

    package var description: String {
        switch self {
        case let .foreign(schema):
            "not a DiffBench results file (schema \(schema.map { "\"\($0)\"" } ?? "missing"), expected \"\(ResultsFile.schemaName)\")"
        case let .unsupportedVersion(version):
            "results schema version \(version.map(String.init) ?? "missing") is not supported (this benchrunner reads up to \(ResultsFile.currentVersion))"
        }
    }
}

/// When and how the run was made.
package struct RunInfo: Codable, Hashable, Sendable {
    /// The folder name, `<date>-<commit>`.
    package var id: String
    /// ISO 8601, UTC.
    package var started: String
    /// ISO 8601, UTC; updated after every cell.
    package var updated: String
    /// `true` once every planned cell has finished.
    package var complete: Bool
    /// The planned number of cells.
    package var plannedCells: Int
    /// The command line, for reproduction.
    package var command: [String]
    /// Wall-clock seconds from start to the last write.
    package var wallSeconds: Double

    /// Creates a value from every stored property.
    package init(id: String, started: String, updated: String, complete: Bool, plannedCells: Int, command: [String], wallSeconds: Double) {
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
package struct RunParameters: Codable, Hashable, Sendable {
    package var sizes: [Int]
    package var algorithms: [String]
    package var datasets: [String]
    package var scenarios: [String]
    package var seed: UInt64
    package var timeoutSeconds: Double
    package var memoryLimitBytes: Int
    package var measurement: MeasurementPolicy
    /// What each cell measured; `nil` in version 1 files, which measured time.
    package var metrics: [Metric]?

    /// The metrics measured, `[.time]` for files that predate the field.
    package var measuredMetrics: [Metric] { metrics ?? [.time] }
    /// The malloc the run asked for (`--allocator`); `nil` in files that
    /// predate the option, whose cells all ran under jemalloc. Each cell
    /// also records what its process saw (`CellResult.allocator`).
    package var allocator: CellAllocator?

    /// Creates a value from every stored property.
    package init(sizes: [Int], algorithms: [String], datasets: [String], scenarios: [String], seed: UInt64, timeoutSeconds: Double, memoryLimitBytes: Int, measurement: MeasurementPolicy, metrics: [Metric]? = nil, allocator: CellAllocator? = nil) {
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
package struct MeasurementPolicy: Codable, Hashable, Sendable {
    /// Untimed runs before sampling (the first also counts allocations).
    package var warmupRuns: Int = 1
    /// Samples are taken until there are at least this many ...
    package var minSamples: Int = 5
    /// ... and they add up to at least this many seconds, ...
    package var minSeconds: Double = 0.5
    /// ... but never more than this many samples. (Slow cells are bounded
    /// by `minSamples` and the cell timeout.)
    package var maxSamples: Int = 1000

    /// Creates a value from every stored property.
    package init(warmupRuns: Int = 1, minSamples: Int = 5, minSeconds: Double = 0.5, maxSamples: Int = 1000) {
        self.warmupRuns = warmupRuns
        self.minSamples = minSamples
        self.minSeconds = minSeconds
        self.maxSamples = maxSamples
    }
}

/// Identifies a cell across runs.
package struct CellKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    package var algorithm: String
    package var dataset: String
    package var scenario: String
    package var size: Int

    package var description: String { "\(algorithm) · \(dataset) · \(scenario) · \(formatCount(size))" }

    package static func < (a: CellKey, b: CellKey) -> Bool {
        (a.dataset, a.scenario, a.size, a.algorithm) < (b.dataset, b.scenario, b.size, b.algorithm)
    }

    /// Creates a value from every stored property.
    package init(algorithm: String, dataset: String, scenario: String, size: Int) {
        self.algorithm = algorithm
        self.dataset = dataset
        self.scenario = scenario
        self.size = size
    }
}

/// What happened to a cell.
package enum CellStatus: String, Codable, Hashable, Sendable, CaseIterable {
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
package struct ChangesetSize: Codable, Hashable, Sendable {
    package var deleted: Int
    package var inserted: Int
    package var moved: Int
    package var updated: Int

    /// Creates a value from every stored property.
    package init(deleted: Int, inserted: Int, moved: Int, updated: Int) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }
}

/// An algorithm's refusal, as recorded.
package struct RefusalRecord: Codable, Hashable, Sendable {
    package var reason: String
    /// The refusal's estimate; `nil` when it has none or it is not finite
    /// (JSON has no infinity).
    package var estimate: Double?

    package init(reason: String, estimate: Double?) {
        self.reason = reason
        self.estimate = estimate.flatMap { $0.isFinite ? $0 : nil }
    }
}

/// One cell: algorithm × dataset × scenario × size.
package struct CellResult: Codable, Hashable, Sendable {
    package var key: CellKey
    package var status: CellStatus
    /// Why the cell is not `ok`, in one line.
    package var message: String?
    package var refusal: RefusalRecord?
    /// Source and target counts of the workload.
    package var sourceCount: Int?
    package var targetCount: Int?
    /// Every timed sample, wall-clock seconds, in the order taken.
    package var samples: [Double]
    package var summary: SampleSummary?
    /// The thread CPU time of each sample, seconds (same order). On a busy
    /// machine wall time exceeds it; compare the two to spot interference.
    package var cpuSamples: [Double]?
    package var cpuSummary: SampleSummary?
    /// Allocations of one diff.
    package var allocations: AllocationCount?
    package var changeset: ChangesetSize?
    /// The rows the changeset animates against the workload's lower bound
    /// (`ok` cells with a changeset; `nil` in version 1 and 2 files).
    package var quality: ChangesetQuality?
    /// Instructions of one diff, when the run measured them (`--metric instructions`).
    package var instructions: InstructionCount?
    /// The child process's peak resident set size.
    package var peakRSSBytes: Int?
    /// Wall-clock seconds of the whole cell, child start to exit.
    package var wallSeconds: Double
    /// The malloc the cell's process ran under (`nil` in runs from before it
    /// was recorded, which all ran under jemalloc).
    package var allocator: CellAllocator?

    /// Creates a value from every stored property.
    package init(key: CellKey, status: CellStatus, message: String? = nil, refusal: RefusalRecord? = nil, sourceCount: Int? = nil, targetCount: Int? = nil, samples: [Double], summary: SampleSummary? = nil, cpuSamples: [Double]? = nil, cpuSummary: SampleSummary? = nil, allocations: AllocationCount? = nil, changeset: ChangesetSize? = nil, peakRSSBytes: Int? = nil, wallSeconds: Double, instructions: InstructionCount? = nil, allocator: CellAllocator? = nil, quality: ChangesetQuality? = nil) {
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
