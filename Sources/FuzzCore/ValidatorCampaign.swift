import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// ValidatorCampaign: the validator fuzzed with rule-targeted invalid batches
//===----------------------------------------------------------------------===//

/// A validator finding: a mutated batch whose verdict is not the predicted
/// one, or an accepted batch the display oracle cannot replay to the data
/// source's counts.
package struct ValidatorFailure: Sendable, CustomStringConvertible {
    /// The mutation, or `"accepted-displays-counts"` for the metamorphic check.
    package var check: String
    /// The batch, replayable with `benchrunner validate`.
    package var document: BatchDocument
    package var expected: String
    package var got: String
    package var caseIndex: Int
    /// Cases run before this one was found, including it.
    package var casesToCatch: Int

    package var description: String { "\(check): expected \(expected), got \(got)" }
}

/// Runs validator cases: case *i* diffs generated case *i* (as integers) with
/// one of the non-refusing algorithms, puts the changeset in section 0 of a
/// three-section batch, checks that UIKit accepts it for the table view and
/// the collection view and that its document decodes back
/// (`DocumentDecoding`), then applies every `BatchMutation`, each for one
/// view (`view(caseIndex:mutation:)`: the views alternate by case), and
/// compares the validator's verdict with the predicted one; every batch is
/// validated again under the non-default options (`ValidatorOptions`).
///
///     let stats = ValidatorCampaign(seed: 1, iterations: 1000).run { failure in print(failure) }
package struct ValidatorCampaign: Sendable {
    package var seed: UInt64
    package var iterations: Int
    package var maxSize: Int

    /// The metamorphic check's name.
    package static let displayCheck = "accepted-displays-counts"
    /// The base batch's check: a real changeset's batch is accepted.
    package static let baseCheck = "valid-batch-accepted"

    package init(seed: UInt64, iterations: Int, maxSize: Int = 64) {
        self.seed = seed
        self.iterations = iterations
        self.maxSize = maxSize
    }

    /// Totals: cases, mutated batches checked, failures.
    package struct Stats: Sendable {
        package var cases = 0
        /// Seconds the campaign ran.
        package var elapsed = 0.0
        /// Cases whose base batch was built and checked (the rest had none).
        package var checkedCases = 0
        package var batches = 0
        package var failures = 0
        /// Per mutation (in `BatchMutation.allCases` order): batches checked.
        package var perMutation = [Int](repeating: 0, count: BatchMutation.allCases.count)
        /// Batches validated again under the non-default options (`options-agree`).
        package var optionsJudged = 0
        /// Batches whose hazards were judged (`hazards-predicted`).
        package var hazardsJudged = 0

        /// The mutations never applied to a batch.
        package var neverExercised: [BatchMutation] {
            zip(BatchMutation.allCases, perMutation).filter { $0.1 == 0 }.map(\.0)
        }

        /// This campaign's verdict (`CampaignVerdict.judge`): every mutation
        /// is a rule the validator promises to enforce.
        package var verdict: CampaignVerdict {
            let missing = neverExercised.map(\.rawValue)
                + (optionsJudged == 0 ? [ValidatorOptions.check] : [])
                + (hazardsJudged == 0 ? [PredictedHazards.check] : [])
            return .judge(
                failures: failures, cases: cases, checked: checkedCases,
                unchecked: "the rest gave no base batch",
                neverExercised: missing.isEmpty ? [] : ["validator (\(missing.joined(separator: ", ")))"])
        }
    }

    /// Runs the campaign; stops at the first failure unless `keepGoing`.
    /// `willCheck` gets each batch's `ValidatorCheck` before the validator
    /// sees it (a crash guard's record of the check in flight), `didCheck`
    /// tells that the harness's own work resumes, `shouldStop` is asked
    /// between cases.
    package func run(
        keepGoing: Bool = false, willCheck: (ValidatorCheck) -> Void = { _ in }, didCheck: () -> Void = {},
        shouldStop: () -> Bool = { false }, onFailure: (ValidatorFailure) -> Void
    ) -> Stats {
        withoutActuallyEscaping(willCheck) { willCheck in
            withoutActuallyEscaping(didCheck) { didCheck in
                CampaignEngine(schedule: CaseSchedule(iterations: iterations), keepGoing: keepGoing).run(
                    ValidatorSubject(campaign: self, willCheck: willCheck, didCheck: didCheck), tally: Stats(),
                    onFinding: onFailure, shouldStop: shouldStop)
            }
        }
    }

    /// The base batch of case `index`: generated case *i* diffed as
    /// identities by `ValidBatch.baseAlgorithms[i % 4]`, with untouched
    /// sections of 0–3 items drawn from the case's
    /// `CaseSeed.Stream.validatorSections` seed.
    package func base(caseIndex index: Int) -> ValidBatch? {
        let fuzzCase = CaseGenerator(maxSize: maxSize).makeCase(seed: seed, index: index)
        let algorithms = ValidBatch.baseAlgorithms
        var random = CaseSeed.random(campaign: seed, index: index, stream: .validatorSections)
        return ValidBatch(
            diffing: fuzzCase.source.map(\.id), to: fuzzCase.target.map(\.id), using: algorithms[index % algorithms.count],
            untouched: (random.next(below: 4), random.next(below: 4)))
    }

    /// Every check of case `index`; `willCheck` and `didCheck` as in `run`.
    package func check(
        caseIndex index: Int, stats: inout Stats, willCheck: (ValidatorCheck) -> Void = { _ in },
        didCheck: () -> Void = {}
    ) -> [ValidatorFailure] {
        guard let base = base(caseIndex: index) else { return [] }
        stats.checkedCases += 1
        var failures: [ValidatorFailure] = []
        // The base first (a real changeset's batch is accepted, and
        // displays), then every mutation that applies to it.
        for (slot, mutation) in ([nil] + BatchMutation.allCases.map(Optional.some)).enumerated() {
            let views = mutation.map { [Self.view(caseIndex: index, mutation: $0)] } ?? ListViewKind.allCases
            for view in views {
                guard let batch = PredictedBatch(base: base, view: view, mutation: mutation) else { continue }
                stats.batches += 1
                if slot > 0 { stats.perMutation[slot - 1] += 1 }
                willCheck(ValidatorCheck(caseIndex: index, view: view, mutation: mutation))
                var verdict: BatchVerdict?
                var failure = batch.failure(caseIndex: index, verdict: &verdict)
                if failure == nil, let verdict, verdict.isAccepted { stats.hazardsJudged += 1 }
                if failure == nil, let verdict, let problem = PredictedHazards.problem(batch.document, verdict: verdict) {
                    failure = ValidatorFailure(
                        check: PredictedHazards.check, document: batch.document, expected: problem.expected,
                        got: problem.got, caseIndex: index, casesToCatch: 0)
                }
                if failure == nil, slot == 0, let problem = DocumentDecoding.problem(batch.document) {
                    // The base batch's document, as `benchrunner validate` reads it.
                    failure = ValidatorFailure(
                        check: DocumentDecoding.check, document: batch.document, expected: problem.expected,
                        got: problem.got, caseIndex: index, casesToCatch: 0)
                }
                if failure == nil, index % ValidatorOptions.stride == 0, let problem = ValidatorOptions.problem(
                    batch.document, predicted: batch.predicted, complete: index % ValidatorOptions.completeStride == 0,
                    judged: &stats.optionsJudged)
                {
                    failure = ValidatorFailure(
                        check: ValidatorOptions.check, document: batch.document, expected: problem.expected,
                        got: problem.got, caseIndex: index, casesToCatch: 0)
                }
                didCheck()
                if let failure { failures.append(failure) }
            }
        }
        return failures
    }

    /// The view `mutation` is checked for in case `index`: table and
    /// collection view alternate by case, and neighbouring mutations start
    /// on different views, so two consecutive cases check every mutation
    /// in both.
    ///
    /// - Complexity: O(*k*) for *k* mutations.
    package static func view(caseIndex index: Int, mutation: BatchMutation) -> ListViewKind {
        let position = BatchMutation.allCases.firstIndex(of: mutation)!
        return (index + position) % 2 == 0 ? .table : .collection
    }
}
