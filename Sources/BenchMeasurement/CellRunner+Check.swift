import BenchCore

//===----------------------------------------------------------------------===//
// The correctness check of a cell, after its measurement
//===----------------------------------------------------------------------===//

extension CellRunner {
    /// `outcome` after the check of the warm-up's changeset: unchanged when
    /// `problem` returns `nil`, else `failed` with that one-line problem and
    /// without samples or allocations, so that a wrong answer never has a
    /// time.
    ///
    /// Cells check after measuring rather than before: applying a changeset
    /// builds and frees arrays as large as the workload, and under glibc's
    /// malloc freeing a large block raises the `mmap` and trim thresholds
    /// for the rest of the process, which would make the timed diffs
    /// cheaper than in a process that only diffs.
    package static func checked(_ outcome: CellOutcome, problem: () -> String?) -> CellOutcome {
        guard let problem = problem() else { return outcome }
        var outcome = outcome
        outcome.status = .failed
        outcome.message = problem
        outcome.samples = []
        outcome.cpuSamples = []
        outcome.allocations = nil
        return outcome
    }
}
