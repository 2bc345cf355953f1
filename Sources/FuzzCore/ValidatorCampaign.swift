import BatchUpdateChecker
import DiffAlgorithms
import Workloads

//===----------------------------------------------------------------------===//
// ValidatorCampaign: the validator fuzzed with rule-targeted invalid batches
//===----------------------------------------------------------------------===//

/// A validator finding: a mutated batch whose verdict is not the predicted
/// one, or an accepted batch the display oracle cannot replay to the data
/// source's counts.
public struct ValidatorFailure: Sendable, CustomStringConvertible {
    /// The mutation, or `"accepted-displays-counts"` for the metamorphic check.
    public var check: String
    /// The batch, replayable with `benchrunner validate`.
    public var document: BatchDocument
    public var expected: String
    public var got: String
    public var caseIndex: Int
    /// Cases run before this one was found, including it.
    public var casesToCatch: Int

    public var description: String { "\(check): expected \(expected), got \(got)" }
}

/// Runs validator cases: case *i* diffs generated case *i* (as integers) with
/// one of the non-refusing algorithms, puts the changeset in section 0 of a
/// three-section batch, checks that UIKit accepts it, then applies every
/// `BatchMutation` for the table view and the collection view and compares
/// the validator's verdict with the predicted one.
///
///     let stats = ValidatorCampaign(seed: 1, iterations: 1000).run { failure in print(failure) }
public struct ValidatorCampaign: Sendable {
    public var seed: UInt64
    public var iterations: Int
    public var maxSize: Int

    /// The metamorphic check's name.
    public static let displayCheck = "accepted-displays-counts"
    /// The base batch's check: a real changeset's batch is accepted.
    public static let baseCheck = "valid-batch-accepted"

    public init(seed: UInt64, iterations: Int, maxSize: Int = 64) {
        self.seed = seed
        self.iterations = iterations
        self.maxSize = maxSize
    }

    /// Totals: cases, mutated batches checked, failures.
    public struct Stats: Sendable {
        public var cases = 0
        public var batches = 0
        public var failures = 0
        /// Per mutation (in `BatchMutation.allCases` order): batches checked.
        public var perMutation = [Int](repeating: 0, count: BatchMutation.allCases.count)
    }

    /// Runs the campaign; stops at the first failure unless `keepGoing`.
    /// `willCheck` gets each batch's `ValidatorCheck` before the validator
    /// sees it (a crash guard's record of the check in flight).
    public func run(
        keepGoing: Bool = false, willCheck: (ValidatorCheck) -> Void = { _ in },
        onFailure: (ValidatorFailure) -> Void
    ) -> Stats {
        var stats = Stats()
        var reported = Set<String>()
        for index in 0..<iterations {
            stats.cases += 1
            let failures = check(caseIndex: index, stats: &stats, willCheck: willCheck)
            for var failure in failures {
                stats.failures += 1
                failure.casesToCatch = stats.cases
                if reported.insert(failure.check).inserted { onFailure(failure) }
            }
            if !failures.isEmpty && !keepGoing { break }
        }
        return stats
    }

    /// The base batch of case `index`.
    public func base(caseIndex index: Int) -> ValidBatch? {
        let fuzzCase = CaseGenerator(maxSize: maxSize).makeCase(seed: seed, index: index)
        let source = fuzzCase.source.map(\.id)
        let target = fuzzCase.target.map(\.id)
        let algorithms: [any DiffAlgorithm] = [HeckelSixPassDiff(), HashKeyedLinearDiff(), MyersLinearSpaceDiff(), StandardLibraryDiff()]
        guard var changeset = try? algorithms[index % algorithms.count].diff(from: source, to: target) else { return nil }
        changeset.updated = []
        var random = SplitMix64(seed: CaseGenerator.caseSeed(seed: seed, index: index) ^ 0x5EC7_1015)
        return ValidBatch(
            changeset: changeset, sourceCount: source.count, targetCount: target.count,
            untouched: (random.next(below: 4), random.next(below: 4)))
    }

    /// Every check of case `index`; `willCheck` as in `run`.
    public func check(
        caseIndex index: Int, stats: inout Stats, willCheck: (ValidatorCheck) -> Void = { _ in }
    ) -> [ValidatorFailure] {
        guard let base = base(caseIndex: index) else { return [] }
        var failures: [ValidatorFailure] = []
        for view in [ViewKind.table, .collection] {
            let validator = BatchUpdateValidator(view: view)
            func failure(_ check: String, _ before: Shape, _ after: Shape, _ update: BatchUpdate, expected: String, got: String) {
                failures.append(ValidatorFailure(
                    check: check, document: BatchDocument(view: view, before: before, after: after, update: update),
                    expected: expected, got: got, caseIndex: index, casesToCatch: 0))
            }
            // The base: a real changeset's batch is accepted, and displays.
            stats.batches += 1
            willCheck(ValidatorCheck(caseIndex: index, view: view, mutation: nil))
            let verdict = Self.verdict(validator, base.update, base.before, base.after)
            if verdict?.outcome != .accepted {
                failure(Self.baseCheck, base.before, base.after, base.update, expected: "accepted", got: Self.describe(verdict))
            } else if let problem = Self.displayProblem(base.update, base.before, base.after), verdict?.hazards.isEmpty == true {
                failure(Self.displayCheck, base.before, base.after, base.update, expected: "the data source's counts", got: problem)
            }
            for (slot, mutation) in BatchMutation.allCases.enumerated() {
                guard let mutated = mutation.apply(to: base, view: view) else { continue }
                stats.batches += 1
                stats.perMutation[slot] += 1
                willCheck(ValidatorCheck(caseIndex: index, view: view, mutation: mutation))
                let verdict = Self.verdict(validator, mutated.update, mutated.before, mutated.after)
                guard let verdict, mutated.predicted.matches(verdict) else {
                    failure(mutation.rawValue, mutated.before, mutated.after, mutated.update,
                        expected: mutated.predicted.description, got: Self.describe(verdict))
                    continue
                }
                if verdict.outcome == .accepted, verdict.hazards.isEmpty,
                    let problem = Self.displayProblem(mutated.update, mutated.before, mutated.after)
                {
                    failure(Self.displayCheck, mutated.before, mutated.after, mutated.update,
                        expected: "the data source's counts", got: problem)
                }
            }
        }
        return failures
    }

    static func verdict(_ validator: BatchUpdateValidator, _ update: BatchUpdate, _ before: Shape, _ after: Shape) -> Verdict? {
        try? validator.validate(update, before: before, after: after)
    }

    static func describe(_ verdict: Verdict?) -> String {
        guard let verdict else { return "R-NEG (malformed)" }
        switch verdict.outcome {
        case .accepted: return "accepted"
        case let .reloadDataFallback(violation): return "reloadData fallback (\(violation.rule.rawValue))"
        case let .exception(violation): return "exception \(violation.rule.rawValue): \(violation.message)"
        }
    }

    /// Why the display oracle's replay of an accepted batch does not show
    /// `after`'s counts, or `nil`.
    static func displayProblem(_ update: BatchUpdate, _ before: Shape, _ after: Shape) -> String? {
        let source = before.itemCounts.map { Array(0..<max(0, $0)) }
        let target = after.itemCounts.map { Array(0..<max(0, $0)) }
        do {
            let shown = try DisplayOracle.display(source: source, target: target, update: update)
            let counts = shown.map(\.count)
            return counts == after.itemCounts ? nil : "the replay shows counts \(counts)"
        } catch {
            return "the replay fails: \(error)"
        }
    }
}
