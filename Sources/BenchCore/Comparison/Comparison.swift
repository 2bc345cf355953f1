import Foundation

//===----------------------------------------------------------------------===//
// Comparison: two runs, cell by cell, with package-benchmark's exit codes
//===----------------------------------------------------------------------===//

/// What a comparison concluded about one metric of one cell, from best to
/// worst; a cell's verdict is its worst metric's, a comparison's its worst
/// cell's.
package enum ChangeVerdict: Int, Comparable, Sendable, CaseIterable {
    /// Equal, or a time change within the threshold.
    case unchanged
    /// A time change beyond the threshold that the runs cannot tell from
    /// the machine's noise (see `Comparison.compareTime`): neither a
    /// regression nor an improvement, and no effect on the exit code.
    case inconclusive
    case improvement
    case regression

    package static func < (a: ChangeVerdict, b: ChangeVerdict) -> Bool { a.rawValue < b.rawValue }

    package var label: String {
        switch self {
        case .unchanged: "="
        case .inconclusive: "inconclusive"
        case .improvement: "improvement"
        case .regression: "REGRESSION"
        }
    }
}

/// How times are made comparable across machines.
package enum Normalization: Hashable, Sendable, CustomStringConvertible {
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
    package init(argument: String) {
        switch argument.lowercased() {
        case "none": self = .none
        case "calibration": self = .calibration
        case "auto": self = .auto
        default: self = .algorithm(argument.lowercased())
        }
    }

    package var description: String {
        switch self {
        case .none: "none"
        case .calibration: "calibration"
        case .auto: "auto"
        case let .algorithm(id): id
        }
    }
}

/// Which time of each sample a comparison reads.
package enum TimeClock: String, CaseIterable, Sendable {
    /// Wall-clock time: what a user waits. The default.
    case wall
    /// The diffing thread's CPU time: leaves out the time the thread waited
    /// for a core, so other processes on a busy machine matter less.
    case cpu

    package func summary(of cell: CellResult) -> SampleSummary? {
        switch self {
        case .wall: cell.summary
        case .cpu: cell.cpuSummary
        }
    }
}

/// The rules of a comparison.
package struct ComparisonPolicy: Sendable {
    /// A time change counts only above this fraction of the baseline median
    /// (and only when the runs can tell it from noise: `Comparison.compareTime`).
    package var threshold: Double = 0.10
    package var normalization: Normalization = .auto
    /// Compare allocations, changesets and statuses only (for pull requests
    /// on shared runners, where times mean little).
    package var ignoreTimes: Bool = false
    package var clock: TimeClock = .wall
    /// An instruction-count change counts only above this fraction of the
    /// baseline count (counts are exact: 1% is a real change).
    package var instructionThreshold: Double = 0.01
    /// Time rows are shown with their verdict but do not decide the cell's
    /// verdict or the exit code (gate on instructions, allocations,
    /// changesets and statuses; nightly runs and pull requests). Without
    /// it, the time rows of cells with an instruction count in both runs
    /// are informational all the same.
    package var timesInformational: Bool = false

    /// Creates a value from every stored property.
    package init(threshold: Double = 0.10, normalization: Normalization = .auto, ignoreTimes: Bool = false, clock: TimeClock = .wall, instructionThreshold: Double = 0.01, timesInformational: Bool = false) {
        self.threshold = threshold
        self.normalization = normalization
        self.ignoreTimes = ignoreTimes
        self.clock = clock
        self.instructionThreshold = instructionThreshold
        self.timesInformational = timesInformational
    }
}

/// One metric of one cell, before and after.
package struct MetricComparison: Hashable, Sendable {
    package enum Metric: String, Sendable {
        case status, time, instructions, allocations, changeset
        /// Rows animated and their multiple of the workload's lower bound.
        case quality = "rows animated"
        /// The fastest sample, beside counted instructions: informational.
        case fastest = "fastest time"
    }

    package var metric: Metric
    package var baseline: String
    package var current: String
    package var change: String
    package var verdict: ChangeVerdict
    /// Why the verdict, when it is not obvious: "p10–p90 … overlap".
    package var note: String?
    /// The relative change of the (normalized) median, for time rows.
    package var relativeChange: Double?
    /// Whether the verdict counts toward the cell's; `false` for
    /// informational time rows.
    package var gates: Bool = true

    /// Creates a value from every stored property.
    package init(metric: Metric, baseline: String, current: String, change: String, verdict: ChangeVerdict, note: String? = nil, relativeChange: Double? = nil, gates: Bool = true) {
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
package struct CellComparison: Hashable, Sendable {
    package var key: CellKey
    package var metrics: [MetricComparison]
    package var verdict: ChangeVerdict { metrics.filter(\.gates).map(\.verdict).max() ?? .unchanged }

    package func metric(_ metric: MetricComparison.Metric) -> MetricComparison? { metrics.first { $0.metric == metric } }

    /// Creates a value from every stored property.
    package init(key: CellKey, metrics: [MetricComparison]) {
        self.key = key
        self.metrics = metrics
    }
}

/// The comparison of two runs.
package struct Comparison: Sendable {
    package var baseline: RunInfo
    package var current: RunInfo
    package var policy: ComparisonPolicy
    /// The normalization actually applied (never `.auto`) and, for
    /// calibration, the factor current ÷ baseline.
    package var normalization: Normalization
    package var calibrationFactor: Double?
    package var cells: [CellComparison]
    package var onlyInBaseline: [CellKey]
    package var onlyInCurrent: [CellKey]
    /// Lines to show before the table (environment differences and so on).
    package var warnings: [String]

    package var regressions: [CellComparison] { cells.filter { $0.verdict == .regression } }
    package var improvements: [CellComparison] { cells.filter { $0.verdict == .improvement } }

    /// The worst verdict of any cell.
    package var verdict: ChangeVerdict { cells.map(\.verdict).max() ?? .unchanged }

    /// The cells whose verdict is `inconclusive`: a time difference the
    /// runs cannot tell from noise, and nothing conclusive.
    package var inconclusive: [CellComparison] { cells.filter { $0.verdict == .inconclusive } }

    /// package-benchmark's codes: 0 no change, 2 regression, 4 improvements
    /// only. Inconclusive time differences are no evidence of a change: 0
    /// (or 4 beside improvements).
    package var exitCode: Int32 {
        switch verdict {
        case .regression: Self.regressionExitCode
        case .improvement: Self.improvementExitCode
        case .unchanged, .inconclusive: Self.noChangeExitCode
        }
    }

    package static let noChangeExitCode: Int32 = 0
    package static let regressionExitCode: Int32 = 2
    package static let improvementExitCode: Int32 = 4

    /// Creates a value from every stored property.
    package init(baseline: RunInfo, current: RunInfo, policy: ComparisonPolicy, normalization: Normalization, calibrationFactor: Double? = nil, cells: [CellComparison], onlyInBaseline: [CellKey], onlyInCurrent: [CellKey], warnings: [String]) {
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
