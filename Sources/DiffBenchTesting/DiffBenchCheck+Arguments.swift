//===----------------------------------------------------------------------===//
// A check's arguments, out of range: a reason, never a trap
//===----------------------------------------------------------------------===//

extension DiffBenchCheck {
    /// Why the check cannot run with its arguments, or `nil` when they are
    /// in range: `iterations` at least 1, `sectionedIterations` not
    /// negative, `timeLimit` positive (not NaN) when given. A test's
    /// arguments are checked when it runs, not when it is built, so that a
    /// bad one is the test's issue instead of a trap that ends every test of
    /// the process; the properties are public and mutable, so `init` cannot
    /// check them once for all.
    var argumentProblem: String? {
        if iterations < 1 { return "iterations must be at least 1, not \(iterations)" }
        if sectionedIterations < 0 { return "sectionedIterations must not be negative, not \(sectionedIterations)" }
        if let timeLimit, !(timeLimit > 0) { return "timeLimit must be positive, not \(timeLimit)" }
        return nil
    }

    /// A summary of a check that did not run, and why.
    func notRunSummary(_ reason: String) -> DiffBenchSummary {
        DiffBenchSummary(
            subject: subjectName, seed: seed, cases: 0, checkedCases: 0, checks: [:], failures: [], inconclusive: nil,
            seconds: 0, notRun: reason)
    }
}
