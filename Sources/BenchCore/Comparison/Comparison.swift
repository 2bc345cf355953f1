import Foundation

//===----------------------------------------------------------------------===//
// Comparison: two runs, cell by cell, with package-benchmark's exit codes
//===----------------------------------------------------------------------===//

/// What a comparison concluded about one metric of one cell, from best to
/// worst; a cell's verdict is its worst metric's, a comparison's its worst
/// cell's.
public enum ChangeVerdict: Int, Comparable, Sendable, CaseIterable {
    /// Equal, or a time change within the threshold.
    case unchanged
    /// A time change beyond the threshold that the runs cannot tell from
    /// the machine's noise (see `Comparison.compareTime`): neither a
    /// regression nor an improvement, and no effect on the exit code.
    case inconclusive
    case improvement
    case regression

    public static func < (a: ChangeVerdict, b: ChangeVerdict) -> Bool { a.rawValue < b.rawValue }

    public var label: String {
        switch self {
        case .unchanged: "="
        case .inconclusive: "inconclusive"
        case .improvement: "improvement"
        case .regression: "REGRESSION"
        }
    }
}

/// How times are made comparable across machines.
public enum Normalization: Hashable, Sendable, CustomStringConvertible {
    /// Raw times.
    case none
    /// Current times divided by (current ÷ baseline) calibration time.
    case calibration
    /// Current times divided by (current ÷ baseline) time of this algorithm
    /// on the same dataset, scenario and size.
    case algorithm(String)
    /// `calibration` when the CPUs differ and both runs have a calibration,
    /// else `none`.
    case auto

    /// Parses `none`, `calibration`, `auto`, or an algorithm id.
    public init(argument: String) {
        switch argument.lowercased() {
        case "none": self = .none
        case "calibration": self = .calibration
        case "auto": self = .auto
        default: self = .algorithm(argument.lowercased())
        }
    }

    public var description: String {
        switch self {
        case .none: "none"
        case .calibration: "calibration"
        case .auto: "auto"
        case let .algorithm(id): id
        }
    }
}

/// Which time of each sample a comparison reads.
public enum TimeClock: String, CaseIterable, Sendable {
    /// Wall-clock time: what a user waits. The default.
    case wall
    /// The diffing thread's CPU time: leaves out the time the thread waited
    /// for a core, so other processes on a busy machine matter less.
    case cpu

    public func summary(of cell: CellResult) -> SampleSummary? {
        switch self {
        case .wall: cell.summary
        case .cpu: cell.cpuSummary
        }
    }
}

/// The rules of a comparison.
public struct ComparisonPolicy: Sendable {
    /// A time change counts only above this fraction of the baseline median
    /// (and only when the runs can tell it from noise: `Comparison.compareTime`).
    public var threshold: Double = 0.10
    public var normalization: Normalization = .auto
    /// Compare allocations, changesets and statuses only (for pull requests
    /// on shared runners, where times mean little).
    public var ignoreTimes: Bool = false
    public var clock: TimeClock = .wall
    /// An instruction-count change counts only above this fraction of the
    /// baseline count (counts are exact: 1% is a real change).
    public var instructionThreshold: Double = 0.01
    /// Time rows are shown with their verdict but do not decide the cell's
    /// verdict or the exit code (gate on instructions, allocations,
    /// changesets and statuses; nightly runs and pull requests). Without
    /// it, the time rows of cells with an instruction count in both runs
    /// are informational all the same.
    public var timesInformational: Bool = false

    /// Creates a value from every stored property.
    public init(threshold: Double = 0.10, normalization: Normalization = .auto, ignoreTimes: Bool = false, clock: TimeClock = .wall, instructionThreshold: Double = 0.01, timesInformational: Bool = false) {
        self.threshold = threshold
        self.normalization = normalization
        self.ignoreTimes = ignoreTimes
        self.clock = clock
        self.instructionThreshold = instructionThreshold
        self.timesInformational = timesInformational
    }
}

/// One metric of one cell, before and after.
public struct MetricComparison: Hashable, Sendable {
    public enum Metric: String, Sendable {
        case status, time, instructions, allocations, changeset
        /// Rows animated and their multiple of the workload's lower bound.
        case quality = "rows animated"
    }

    public var metric: Metric
    public var baseline: String
    public var current: String
    public var change: String
    public var verdict: ChangeVerdict
    /// Why the verdict, when it is not obvious: "p10–p90 … overlap".
    public var note: String?
    /// The relative change of the (normalized) median, for time rows.
    public var relativeChange: Double?
    /// Whether the verdict counts toward the cell's; `false` for
    /// informational time rows.
    public var gates: Bool = true

    /// Creates a value from every stored property.
    public init(metric: Metric, baseline: String, current: String, change: String, verdict: ChangeVerdict, note: String? = nil, relativeChange: Double? = nil, gates: Bool = true) {
        self.metric = metric
        self.baseline = baseline
        self.current = current
        self.change = change
        self.verdict = verdict
        self.note = note
        self.relativeChange = relativeChange
        self.gates = gates
    }
}

/// One cell in both runs.
public struct CellComparison: Hashable, Sendable {
    public var key: CellKey
    public var metrics: [MetricComparison]
    public var verdict: ChangeVerdict { metrics.filter(\.gates).map(\.verdict).max() ?? .unchanged }

    public func metric(_ metric: MetricComparison.Metric) -> MetricComparison? { metrics.first { $0.metric == metric } }

    /// Creates a value from every stored property.
    public init(key: CellKey, metrics: [MetricComparison]) {
        self.key = key
        self.metrics = metrics
    }
}

/// The comparison of two runs.
public struct Comparison: Sendable {
    public var baseline: RunInfo
    public var current: RunInfo
    public var policy: ComparisonPolicy
    /// The normalization actually applied (never `.auto`) and, for
    /// calibration, the factor current ÷ baseline.
    public var normalization: Normalization
    public var calibrationFactor: Double?
    public var cells: [CellComparison]
    public var onlyInBaseline: [CellKey]
    public var onlyInCurrent: [CellKey]
    /// Lines to show before the table (environment differences and so on).
    public var warnings: [String]

    public var regressions: [CellComparison] { cells.filter { $0.verdict == .regression } }
    public var improvements: [CellComparison] { cells.filter { $0.verdict == .improvement } }

    /// The worst verdict of any cell.
    public var verdict: ChangeVerdict { cells.map(\.verdict).max() ?? .unchanged }

    /// The cells whose verdict is `inconclusive`: a time difference the
    /// runs cannot tell from noise, and nothing conclusive.
    public var inconclusive: [CellComparison] { cells.filter { $0.verdict == .inconclusive } }

    /// package-benchmark's codes: 0 no change, 2 regression, 4 improvements
    /// only. Inconclusive time differences are no evidence of a change: 0
    /// (or 4 beside improvements).
    public var exitCode: Int32 {
        switch verdict {
        case .regression: Self.regressionExitCode
        case .improvement: Self.improvementExitCode
        case .unchanged, .inconclusive: Self.noChangeExitCode
        }
    }

    public static let noChangeExitCode: Int32 = 0
    public static let regressionExitCode: Int32 = 2
    public static let improvementExitCode: Int32 = 4

    /// Creates a value from every stored property.
    public init(baseline: RunInfo, current: RunInfo, policy: ComparisonPolicy, normalization: Normalization, calibrationFactor: Double? = nil, cells: [CellComparison], onlyInBaseline: [CellKey], onlyInCurrent: [CellKey], warnings: [String]) {
        self.baseline = baseline
        self.current = current
        self.policy = policy
        self.normalization = normalization
        self.calibrationFactor = calibrationFactor
        self.cells = cells
        self.onlyInBaseline = onlyInBaseline
        self.onlyInCurrent = onlyInCurrent
        self.warnings = warnings
    }
}
