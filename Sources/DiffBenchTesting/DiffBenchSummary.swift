//===----------------------------------------------------------------------===//
// DiffBenchSummary: what one check ran and found
//===----------------------------------------------------------------------===//

/// What a `DiffBenchCheck` checked, and what it found.
public struct DiffBenchSummary: Sendable, CustomStringConvertible {
    /// The algorithm's id or the adapter's name.
    public var subject: String
    /// The seed of the cases.
    public var seed: UInt64
    /// Cases generated, flat and sectioned.
    public var cases: Int
    /// Cases the subject answered (the others it refused, or could not take
    /// in its element kinds).
    public var checkedCases: Int
    /// How many cases each property was checked on, by property name.
    public var checks: [String: Int]
    /// The failures, each shrunk; empty when every property held.
    public var failures: [DiffBenchFailure]
    /// Why the check proved nothing although nothing failed (every case
    /// refused, or a promised property never checked); `nil` otherwise.
    public var inconclusive: String?
    /// Seconds the campaigns ran, shrinking included.
    public var seconds: Double
    /// Why the check did not run at all: an argument out of its range
    /// (`iterations: 0`), or a repro file it cannot replay; `nil` when it ran.
    public var notRun: String? = nil

    /// Whether the check ran, every property held and the check exercised
    /// what it promised.
    public var passed: Bool { notRun == nil && failures.isEmpty && inconclusive == nil }

    /// Answered cases per second.
    public var casesPerSecond: Double { seconds > 0 ? Double(checkedCases) / seconds : 0 }

    /// One line: the verdict and the counts.
    public var description: String {
        if let notRun { return "DiffBench: \(subject) NOT RUN: \(notRun)" }
        let verdict =
            if !failures.isEmpty { "FAILED \(failures.map(\.property).joined(separator: ", "))" }
            else if let inconclusive { "INCONCLUSIVE (\(inconclusive))" }
            else { "passed" }
        let properties = checks.filter { $0.value > 0 }.count
        return "DiffBench: \(subject) \(verdict): \(checkedCases) of \(cases) cases of seed \(seed) checked, "
            + "\(properties) properties, \(Int(casesPerSecond.rounded())) cases/s"
    }
}

/// One property that did not hold, on its shrunk counterexample.
public struct DiffBenchFailure: Sendable, CustomStringConvertible {
    /// The property, as the fuzzer names it (`batch-valid`, `minimal`, …).
    public var property: String
    /// What went wrong; UIKit's message when a batch update would throw.
    public var message: String
    /// The shrunk counterexample as Swift declarations (`let source = …`,
    /// `let target = …`), ready to paste into a test.
    public var counterexample: String
    /// The changeset the subject returned on it, when it returned one.
    public var changeset: String?
    /// The repro file written for it; `nil` when it could not be written.
    public var reproPath: String?
    /// The case of the seed it was found in.
    public var caseIndex: Int?

    /// The report: property, message, counterexample, changeset, repro, and
    /// the call that replays the repro in the test (`DiffBenchCheck.replay`).
    public var description: String {
        var lines = ["\(property): \(message)", counterexample]
        if let changeset { lines.append("// returned: \(changeset)") }
        if let reproPath {
            lines.append("// repro: \(reproPath)")
            lines.append("// replay it in process: .replay(\(SwiftSource.string(reproPath))) on the same check, in place of .run()")
        }
        return lines.joined(separator: "\n")
    }
}
