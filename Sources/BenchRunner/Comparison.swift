import Foundation

//===----------------------------------------------------------------------===//
// Comparison: two runs, cell by cell, with package-benchmark's exit codes
//===----------------------------------------------------------------------===//

/// What a comparison concluded about one metric of one cell, from best to
/// worst; a cell's verdict is its worst metric's, a comparison's its worst
/// cell's.
enum ChangeVerdict: Int, Comparable, Sendable, CaseIterable {
    /// Equal, or a time change within the threshold.
    case unchanged
    /// A time change beyond the threshold but within the measured spread.
    case noise
    case improvement
    case regression

    static func < (a: ChangeVerdict, b: ChangeVerdict) -> Bool { a.rawValue < b.rawValue }

    var label: String {
        switch self {
        case .unchanged: "="
        case .noise: "noise"
        case .improvement: "improvement"
        case .regression: "REGRESSION"
        }
    }
}

/// How times are made comparable across machines.
enum Normalization: Hashable, Sendable, CustomStringConvertible {
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
    init(argument: String) {
        switch argument.lowercased() {
        case "none": self = .none
        case "calibration": self = .calibration
        case "auto": self = .auto
        default: self = .algorithm(argument.lowercased())
        }
    }

    var description: String {
        switch self {
        case .none: "none"
        case .calibration: "calibration"
        case .auto: "auto"
        case let .algorithm(id): id
        }
    }
}

/// Which time of each sample a comparison reads.
enum TimeClock: String, CaseIterable, Sendable {
    /// Wall-clock time: what a user waits. The default.
    case wall
    /// The diffing thread's CPU time: leaves out the time the thread waited
    /// for a core, so other processes on a busy machine matter less.
    case cpu

    func summary(of cell: CellResult) -> SampleSummary? {
        switch self {
        case .wall: cell.summary
        case .cpu: cell.cpuSummary
        }
    }
}

/// The rules of a comparison.
struct ComparisonPolicy: Sendable {
    /// A time change counts only above this fraction of the baseline median.
    var threshold: Double = 0.10
    var normalization: Normalization = .auto
    /// Compare allocations, changesets and statuses only (for pull requests
    /// on shared runners, where times mean little).
    var ignoreTimes: Bool = false
    var clock: TimeClock = .wall
}

/// One metric of one cell, before and after.
struct MetricComparison: Hashable, Sendable {
    enum Metric: String, Sendable { case status, time, allocations, changeset }

    var metric: Metric
    var baseline: String
    var current: String
    var change: String
    var verdict: ChangeVerdict
    /// Why the verdict, when it is not obvious: "within ±12% spread".
    var note: String?
    /// The relative change of the (normalized) median, for time rows.
    var relativeChange: Double?
}

/// One cell in both runs.
struct CellComparison: Hashable, Sendable {
    var key: CellKey
    var metrics: [MetricComparison]
    var verdict: ChangeVerdict { metrics.map(\.verdict).max() ?? .unchanged }

    func metric(_ metric: MetricComparison.Metric) -> MetricComparison? { metrics.first { $0.metric == metric } }
}

/// The comparison of two runs.
struct Comparison: Sendable {
    var baseline: RunInfo
    var current: RunInfo
    var policy: ComparisonPolicy
    /// The normalization actually applied (never `.auto`) and, for
    /// calibration, the factor current ÷ baseline.
    var normalization: Normalization
    var calibrationFactor: Double?
    var cells: [CellComparison]
    var onlyInBaseline: [CellKey]
    var onlyInCurrent: [CellKey]
    /// Lines to show before the table (environment differences and so on).
    var warnings: [String]

    var regressions: [CellComparison] { cells.filter { $0.verdict == .regression } }
    var improvements: [CellComparison] { cells.filter { $0.verdict == .improvement } }

    /// The worst verdict of any cell.
    var verdict: ChangeVerdict { cells.map(\.verdict).max() ?? .unchanged }

    /// package-benchmark's codes: 0 no change, 2 regression, 4 improvements only.
    var exitCode: Int32 {
        switch verdict {
        case .regression: Self.regressionExitCode
        case .improvement: Self.improvementExitCode
        case .unchanged, .noise: Self.noChangeExitCode
        }
    }

    static let noChangeExitCode: Int32 = 0
    static let regressionExitCode: Int32 = 2
    static let improvementExitCode: Int32 = 4
}
