import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import Foundation

extension BenchRunner {
    /// Compares two runs cell by cell and exits as package-benchmark does:
    /// 0 no change (or only inconclusive time differences), 2 regression,
    /// 4 improvements only.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Compare a run against a baseline (exit 0: no change or only inconclusive times, 2: regression, 4: improvements only).",
            discussion: """
                BASELINE and CURRENT are each a results.json file, a run folder, a baseline name \
                (results/baselines/NAME) or a run name (results/runs/NAME). Allocations, changeset \
                sizes and statuses compare exactly. Instruction counts (runs made with --metric instructions) \
                are exact too: a change beyond 1% counts, and a cell counted in both runs shows its time \
                for information only. Times compare by median: a change beyond the threshold is a \
                regression or an improvement only when both runs' calibrations say the machine held its \
                speed (start and end within 10%, never waiting for a core), the change survives dividing \
                by the calibration ratio, and the two runs' p10-p90 ranges do not overlap and each spans at \
                most the threshold; otherwise it is \
                inconclusive, which does not change the exit code. \
                Runs from different environments are compared with a warning; --normalize divides the \
                current times by how much slower this machine ran a reference: the run's calibration \
                workload, or an algorithm (e.g. stdlib) at the same size. Bad input exits with 2 too, \
                with one line on stderr.
                """)

        @Argument(help: "The baseline: a results file, run folder or baseline name.")
        var baseline: String

        @Argument(help: "The run to check: a results file, run folder or run name.")
        var current: String

        @Option(
            parsing: .unconditional,
            help: "Relative change that counts, as 10% or 0.1, for times and instruction counts alike (default: 10% for times, 1% for instructions).",
            transform: parseThreshold)
        var threshold: Double?

        @Flag(help: "Show time changes but gate only on instructions, allocations, changesets and statuses.")
        var timesInformational: Bool = false

        @Option(help: "Normalize times by: auto (calibration when the CPUs differ), none, calibration, or an algorithm id.")
        var normalize: Normalization = .auto

        @Flag(help: "Compare only allocations, changesets and statuses (deterministic; for shared CI runners).")
        var ignoreTimes: Bool = false

        @Option(help: "Which time to compare: wall, or cpu (the diffing thread's CPU time; steadier on a busy machine).")
        var clock: TimeClock = .wall

        @Option(help: "Output format: text or markdown (a pull-request comment).")
        var format: ComparisonReport.Format = .text

        @Flag(help: "List only the cells that regressed or improved.")
        var onlyChanges: Bool = false

        @Option(help: "The results folder that holds runs/ and baselines/.")
        var resultsDir: String = "results"

        func run() throws {
            let location = ResultsLocation(root: resultsDir)
            let comparison: Comparison
            do {
                let baselineResults = try ResultsLocation.load(location.resultsFile(for: baseline))
                let currentResults = try ResultsLocation.load(location.resultsFile(for: current))
                comparison = try Comparison.compare(
                    baseline: baselineResults, current: currentResults,
                    policy: ComparisonPolicy(
                        threshold: threshold ?? 0.10, normalization: normalize,
                        ignoreTimes: ignoreTimes, clock: clock, instructionThreshold: threshold ?? 0.01,
                        timesInformational: timesInformational))
            } catch {
                throw InputError(error.description)
            }
            print(ComparisonReport.render(comparison, format: format, onlyChanges: onlyChanges), terminator: "")
            if comparison.exitCode != 0 { throw ExitCode(comparison.exitCode) }
        }
    }
}

extension ComparisonReport.Format: ExpressibleByArgument {}
extension TimeClock: ExpressibleByArgument {}
extension Normalization: ExpressibleByArgument {}

/// Parses `10%`, `10 %` or `0.1` as 0.1.
///
/// - Throws: `ValidationError` of one line, without the option's name (the
///   parser adds it), unless the value is a finite fraction in [0, 10):
///   `must be 0 or more: … (got -1)` for a negative one, `must be less than
///   1000% … (got 1e400)` for one too large, `must be a percentage such as
///   10% or a fraction such as 0.1 (got abc)` for anything else.
func parseThreshold(_ text: String) throws -> Double {
    let trimmed = text.trimmed
    let value: Double?
    if trimmed.hasSuffix("%") {
        value = Double(trimmed.dropLast().trimmed).map { $0 / 100 }
    } else {
        value = Double(trimmed)
    }
    guard let value, !value.isNaN else {
        throw ValidationError("must be a percentage such as 10% or a fraction such as 0.1 (got \(text))")
    }
    guard value >= 0 else {
        throw ValidationError("must be 0 or more: it is the size of a change, up or down (got \(text))")
    }
    guard value < 10 else {
        throw ValidationError("must be less than 1000% (a fraction less than 10) (got \(text))")
    }
    return value
}
