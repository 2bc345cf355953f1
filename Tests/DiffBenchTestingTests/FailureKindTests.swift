import Foundation
import Testing

@testable import DiffBenchTesting

/// Every kind of failure a `DiffBenchCheck` can find reaches the summary and
/// the recorded issue: a subject that breaks one property (and passes the
/// ones checked before it) fails `evaluate()` naming that property, and
/// `run()` records it. A failure lost on its way is a green CI over a
/// broken diff.
///
/// Properties no subject can break alone, so not in the table:
/// - flat `no-crash` (and the adapter's `no-crash`, `no-timeout`): the
///   check runs in the test's process, so a crash ends the test run
///   itself; `fuzzer` checks them in a child process.
/// - flat `rebuilds-target`, `sorted-lists`, `updates-exact`,
///   `entry-points`, `batch-valid`, `display-oracle`: an algorithm returns
///   only a matching, and once `well-formed-matching` holds they check
///   DiffBench's own changeset and checker, which a subject cannot reach.
/// - `cell-check`, `appliers-agree`, `rejects-ill-formed`,
///   `collection-difference`, `json-input`, `batch-round-trip`,
///   `stages-compose`, `shrinker-minimal`: DiffBench's checks of its own
///   code (`PropertyID.judgesTheHarness`), not run by DiffBenchTesting.
/// - `sectioned-duplicates-rejected`, `sectioned-updates-exact`,
///   `sectioned-staged-batches-valid`, `sectioned-rejects-ill-formed`: the
///   same, for `SectionedChangeset`; the algorithm's matching is checked
///   before them.
/// - the adapter's `rejects-ill-formed` and `cell-check`: not run in
///   process (`InProcessAdapter`).
/// - the adapter's `batch-valid` and `display-oracle`: an answer that
///   rebuilds the target is staged until UIKit takes it, so breaking them
///   alone needs a `stages` answer wrong in a way no simple differ is;
///   `fuzzer adapter`'s own tests plant them.
@Suite struct FailureKindTests {
    /// What the check of a kind's subject must report.
    enum Expected {
        /// A failure of this property, and no other.
        case failure(String)
        /// Not run, for this reason.
        case notRun(String)
        /// Inconclusive: nothing failed, nothing was proved.
        case inconclusive
    }

    static let flat = [
        "well-formed-matching", "minimal", "deterministic", "self-empty", "identity-invariant", "move-rule",
        "fewest-moves", "duplicates",
    ]
    static let sectioned = ["sectioned-rebuilds-target", "sectioned-deterministic", "sectioned-self-empty"]
    static let adapter = ["protocol-ok", "rebuilds-target", "sorted-lists", "minimal", "deterministic", "self-empty", "updates-exact"]

    /// Every kind, labelled by where it comes from.
    static let kinds =
        flat.map { "flat \($0)" } + sectioned.map { "sectioned \($0)" } + adapter.map { "closure \($0)" }
        + ["not run: algorithm", "not run: closure", "inconclusive"]

    static let seed: UInt64 = 3
    static let iterations = 300
    static let sectionedIterations = 60

    /// The check of the subject that breaks `kind`, and what it must report.
    static func subject(_ kind: String, repros: String) -> (DiffBenchCheck, Expected) {
        func algorithm(_ subject: some DiffAlgorithm, sectioned: Int = 0) -> DiffBenchCheck {
            DiffBenchCheck(
                subject, seed: seed, iterations: iterations, sectionedIterations: sectioned, reproDirectory: repros)
        }
        func closure(
            _ format: AdapterFormat, minimal: Bool = false, _ diff: @escaping ([Int], [Int]) -> AdapterChangeset
        ) -> DiffBenchCheck {
            DiffBenchCheck(
                name: "broken", format: format, minimal: minimal, seed: seed, iterations: iterations,
                reproDirectory: repros, diff: diff)
        }
        let property = String(kind.split(separator: " ", maxSplits: 1).last ?? "")
        switch kind {
        case "flat well-formed-matching": return (algorithm(SwappedMatchesDiff()), .failure(property))
        case "flat minimal": return (algorithm(ClaimsMinimal()), .failure(property))
        case "flat deterministic": return (algorithm(AlternatingDiff()), .failure(property))
        case "flat self-empty": return (algorithm(NonEmptySelfDiff()), .failure(property))
        case "flat identity-invariant": return (algorithm(NumberingDependentDiff()), .failure(property))
        case "flat move-rule":
            return (algorithm(FalseTraitsDiff(id: "claims-no-moves") { $0.moveRule = .none }), .failure(property))
        case "flat fewest-moves": return (algorithm(EveryPairMovesDiff()), .failure(property))
        case "flat duplicates":
            return (
                algorithm(FalseTraitsDiff(id: "claims-another-duplicate-rule") { $0.duplicateRule = .neverMovedUnlessUnique }),
                .failure(property)
            )
        case "sectioned sectioned-rebuilds-target": return (sectionedOnly(.illFormed, repros), .failure(property))
        case "sectioned sectioned-deterministic": return (sectionedOnly(.alternating, repros), .failure(property))
        case "sectioned sectioned-self-empty": return (sectionedOnly(.nonEmptySelfDiff, repros), .failure(property))
        case "closure protocol-ok": return (closure(.difference, droppedLastInsertion), .failure(property))
        case "closure rebuilds-target": return (closure(.batch, keepsEqualCounts), .failure(property))
        case "closure sorted-lists": return (closure(.batch, descendingDeletions), .failure(property))
        case "closure minimal": return (closure(.batch, minimal: true, replaceAllBatch), .failure(property))
        case "closure deterministic":
            return (closure(.difference, alternatingDifference(calls: CallCounter())), .failure(property))
        case "closure self-empty": return (closure(.difference, nonEmptySelfDifference), .failure(property))
        case "closure updates-exact":
            let check = DiffBenchCheck(
                name: "updates-everything", format: .batch, updates: true, seed: seed, iterations: iterations,
                reproDirectory: repros, diff: everyMatchedBookUpdated)
            return (check, .failure(property))
        case "not run: algorithm":
            return (algorithm(HashKeyedLinearDiff(), sectioned: -1), .notRun("sectionedIterations must not be negative"))
        case "not run: closure":
            var check = closure(.difference, standardLibraryDifference)
            check.iterations = 0
            return (check, .notRun("iterations must be at least 1"))
        case "inconclusive": return (algorithm(RefusesEverything()), .inconclusive)
        default: preconditionFailure("no subject for \(kind)")
        }
    }

    /// A check of `SectionedOnlyDiff` armed after the calls of its flat
    /// campaign, counted by running that campaign alone first.
    static func sectionedOnly(_ fault: SectionedOnlyDiff.Fault, _ repros: String) -> DiffBenchCheck {
        let counting = SectionedOnlyDiff.countingOnly()
        _ = DiffBenchCheck(counting, seed: seed, iterations: iterations, sectionedIterations: 0).evaluate()
        return DiffBenchCheck(
            SectionedOnlyDiff(fault: fault, armedAfter: counting.calls.count), seed: seed, iterations: iterations,
            sectionedIterations: sectionedIterations, reproDirectory: repros)
    }

    let repros = FileManager.default.temporaryDirectory
        .appendingPathComponent("diffbench-failure-kinds-\(UUID().uuidString)").path

    @Test(arguments: kinds)
    func evaluateReportsIt(kind: String) throws {
        let (check, expected) = Self.subject(kind, repros: repros)
        let summary = check.evaluate()
        #expect(!summary.passed, "\(summary)")
        switch expected {
        case .failure(let property):
            #expect(summary.failures.map(\.property) == [property], "\(summary)")
            #expect(summary.notRun == nil)
            #expect(summary.description.contains("FAILED \(property):"), "\(summary)")
            let failure = try #require(summary.failures.first)
            #expect(failure.description.hasPrefix("\(property): "))
            #expect(DiffBenchCheck.issueText(summary).contains("\n\(property): "))
            if kind.hasPrefix("sectioned ") {
                // Found by the sectioned campaign, after every flat property held.
                let repro = try #require(failure.reproPath)
                #expect((repro as NSString).lastPathComponent.hasPrefix("sectioned-"), "\(repro)")
                #expect(summary.checks["rebuilds-target"] ?? 0 > 0)
            }
        case .notRun(let reason):
            #expect(summary.failures.isEmpty)
            #expect(summary.notRun?.contains(reason) == true, "\(summary)")
            #expect(summary.description.contains("NOT RUN: \(reason)"), "\(summary)")
        case .inconclusive:
            #expect(summary.failures.isEmpty)
            #expect(summary.inconclusive != nil)
            #expect(summary.description.contains("INCONCLUSIVE"), "\(summary)")
        }
    }

    @Test(arguments: kinds)
    func runRecordsIt(kind: String) {
        let (check, expected) = Self.subject(kind, repros: repros)
        let text =
            switch expected {
            case .failure(let property): "FAILED \(property):"
            case .notRun(let reason): "NOT RUN: \(reason)"
            case .inconclusive: "INCONCLUSIVE"
            }
        withKnownIssue {
            check.run()
        } matching: { issue in
            issue.sourceLocation?.fileName == "FailureKindTests.swift" && "\(issue)".contains(text)
        }
    }
}
