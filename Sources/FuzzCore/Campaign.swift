import BatchUpdateChecker
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// Campaign: generate, check, shrink, report
//===----------------------------------------------------------------------===//

/// One slice of a campaign: shard `index` of `count` (1-based) runs the case
/// indices `i` with `i % count == index - 1`. The shards of a campaign run
/// disjoint cases whose union is the unsharded campaign.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    /// The whole campaign.
    package static let all = Shard(index: 1, count: 1)

    package init(index: Int, count: Int) {
        precondition(count >= 1 && index >= 1 && index <= count, "a shard is I/N with 1 ≤ I ≤ N")
        self.index = index
        self.count = count
    }

    /// Parses `"I/N"`; `nil` unless 1 ≤ I ≤ N.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, index >= 1, index <= count
        else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }
}

/// What a campaign runs.
package struct CampaignConfiguration: Sendable {
    package var seed: UInt64
    /// Cases in the whole campaign (every shard together); `nil` with a duration.
    package var iterations: Int?
    /// Seconds to run this shard; `nil` with an iteration count.
    package var duration: Double?
    package var maxSize: Int
    package var algorithms: [any DiffAlgorithm]
    package var view: ListViewKind
    package var shard: Shard
    /// Keep running after a failure (each algorithm × property is shrunk and
    /// reported once).
    package var keepGoing: Bool
    /// Run only this case index.
    package var onlyCase: Int?
    /// Whether DiffBench's checks of its own code run beside the algorithm's
    /// properties (`PropertyID.judgesTheHarness`, the shrinker's self-check
    /// included). The fuzzer runs them; DiffBenchTesting does not, so that a
    /// bug of DiffBench's is never reported as the tested library's.
    package var harnessChecks = true

    package init(
        seed: UInt64, iterations: Int? = 10_000, duration: Double? = nil, maxSize: Int = 64,
        algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all, view: ListViewKind = .table,
        shard: Shard = .all, keepGoing: Bool = false, onlyCase: Int? = nil
    ) {
        self.seed = seed
        self.iterations = iterations
        self.duration = duration
        self.maxSize = maxSize
        self.algorithms = algorithms
        self.view = view
        self.shard = shard
        self.keepGoing = keepGoing
        self.onlyCase = onlyCase
    }
}

/// Counts per algorithm.
package struct AlgorithmStats: Sendable {
    package var algorithm: String
    /// Cases the algorithm ran on.
    package var cases = 0
    /// Cases it refused (over its documented size guard).
    package var refused = 0
    /// Per property (in `PropertyID.allCases` order): cases checked.
    package var checked = [Int](repeating: 0, count: PropertyID.allCases.count)
    /// Per property: cases that failed.
    package var failed = [Int](repeating: 0, count: PropertyID.allCases.count)
    /// Per stager policy (in `ReloadPolicy.allCases` order): cases whose
    /// changeset was staged with it (`AlgorithmCheck.stagedWith`).
    package var stagedWith = [Int](repeating: 0, count: ReloadPolicy.allCases.count)

    package init(algorithm: String) { self.algorithm = algorithm }

    package func checked(_ property: PropertyID) -> Int { checked[property.ordinal] }
    package func failed(_ property: PropertyID) -> Int { failed[property.ordinal] }
    package func staged(with policy: ReloadPolicy) -> Int { stagedWith[policy.slot] }
}

/// Progress and totals.
package struct CampaignStats: Sendable {
    /// Cases generated.
    package var cases = 0
    /// Cases at least one algorithm checked (the others were refused by all).
    package var checkedCases = 0
    /// Algorithm × case pairs checked (refusals excluded).
    package var algorithmCases = 0
    package var failures = 0
    package var elapsed = 0.0
    package var perAlgorithm: [AlgorithmStats]
    /// The shrinker's self-checks run (`shrinker-minimal`, on every 1,000th
    /// case visited): not an algorithm's property, so not in `perAlgorithm`.
    package var shrinkerChecks = 0
    /// Whether the campaign ran DiffBench's checks of its own code
    /// (`CampaignConfiguration.harnessChecks`); without them, they are not
    /// missed in `neverExercised`.
    package var harnessChecks = true
    /// Those of `shrinkerChecks` that failed (counted in `failures` too).
    package var shrinkerFailures = 0

    package init(algorithms: [String]) { perAlgorithm = algorithms.map(AlgorithmStats.init) }

    package var algorithmCasesPerSecond: Double { elapsed > 0 ? Double(algorithmCases) / elapsed : 0 }
}

/// A failure found by a campaign, shrunk.
package struct FoundFailure: Sendable {
    /// The repro of the shrunk case.
    package var repro: Repro
    /// The case as generated, and shrunk.
    package var original: FuzzCase
    package var shrunk: FuzzCase
    package var shrinkAttempts: Int
    /// Cases run before this one was found, in this shard, including it.
    package var casesToCatch: Int

    package init(repro: Repro, original: FuzzCase, shrunk: FuzzCase, shrinkAttempts: Int, casesToCatch: Int) {
        self.repro = repro
        self.original = original
        self.shrunk = shrunk
        self.shrinkAttempts = shrinkAttempts
        self.casesToCatch = casesToCatch
    }
}

/// Runs a campaign: case after case, every algorithm, every property.
///
///     let campaign = Campaign(CampaignConfiguration(seed: 42, iterations: 1000))
///     let stats = campaign.run()
package struct Campaign: Sendable {
    package var configuration: CampaignConfiguration
    package var generator: CaseGenerator
    package var checker: PropertyChecker

    package init(_ configuration: CampaignConfiguration) {
        self.configuration = configuration
        generator = CaseGenerator(maxSize: configuration.maxSize)
        checker = PropertyChecker(view: configuration.view, harnessChecks: configuration.harnessChecks)
    }

    /// Runs the campaign. `progress` is called about five times a second;
    /// `onFailure` once per shrunk failure (once in all unless `keepGoing`).
    ///
    /// `willCheck(caseIndex, algorithmPosition)` is called before each
    /// algorithm runs on a case, so a crash handler can name the culprit;
    /// `didCheck` when the harness's own work resumes (after a case's checks
    /// or a shrink candidate's, and during the shrinker's self-check), so a
    /// crash or hang there is not blamed on an algorithm. `shouldStop` is
    /// asked between cases.
    @discardableResult
    package func run(
        progress: (CampaignStats) -> Void = { _ in },
        onFailure: (FoundFailure) -> Void = { _ in },
        willCheck: (Int, Int) -> Void = { _, _ in },
        didCheck: () -> Void = {},
        shouldStop: () -> Bool = { false }
    ) -> CampaignStats {
        var tally = CampaignStats(algorithms: configuration.algorithms.map(\.id))
        tally.harnessChecks = configuration.harnessChecks
        return withoutActuallyEscaping(willCheck) { willCheck in
            withoutActuallyEscaping(didCheck) { didCheck in
                CampaignEngine(schedule: CaseSchedule(configuration), keepGoing: configuration.keepGoing).run(
                    AlgorithmSubject(campaign: self, willCheck: willCheck, didCheck: didCheck),
                    tally: tally,
                    progress: progress, onFinding: onFailure, shouldStop: shouldStop)
            }
        }
    }

    /// The shrinker's self-check: shrinking `fuzzCase` under the synthetic
    /// failure "at least two elements" must end with exactly two integers.
    /// `nil` when it does (or the case is too small to test).
    static func shrinkerProblem(
        _ fuzzCase: FuzzCase, index: Int, configuration: CampaignConfiguration, heartbeat: () -> Void
    ) -> Repro? {
        func total(_ candidate: FuzzCase) -> Int { candidate.source.count + candidate.target.count }
        guard total(fuzzCase) >= 2 else { return nil }
        heartbeat()
        let result = Shrinker().shrink(fuzzCase) { candidate in
            heartbeat()
            return total(candidate) >= 2
        }
        guard total(result.shrunk) != 2 || result.shrunk.kind != .int else { return nil }
        return Repro(
            algorithm: configuration.algorithms.first?.id ?? "myers", property: PropertyID.shrinkerMinimal.rawValue,
            input: fuzzCase.concrete, changeset: nil,
            message: "shrinking \"at least two elements\" ended with \(result.shrunk), not two integers",
            seed: configuration.seed, caseIndex: index, view: configuration.view,
            note: "a shrinker failure: the input is the original case, not shrunk")
    }

    /// Checks every algorithm on one case; `json-input`, `rejects-ill-formed`
    /// and `cell-check` as `sampling` says; the stager with `reloads` (`nil`:
    /// the checker's own policy).
    package func check(
        _ fuzzCase: FuzzCase, _ algorithms: [any DiffAlgorithm], sampling: OracleSampling = .everyCase,
        reloads: ReloadPolicy? = nil, willCheck: (Int) -> Void = { _ in }
    ) -> [AlgorithmCheck] {
        var checker = checker
        if let reloads { checker.reloads = reloads }
        return withoutActuallyEscaping(willCheck) { willCheck in
            struct Visitor: ConcreteCaseVisitor {
                let checker: PropertyChecker
                let algorithms: [any DiffAlgorithm]
                let willCheck: (Int) -> Void
                let sampling: OracleSampling
                func visit<E: FuzzElement>(_ source: [E], _ target: [E]) -> [AlgorithmCheck] {
                    let oracle = CaseOracle(source: source, target: target)
                    let memo = CaseMemo(sampling: sampling)
                    return algorithms.enumerated().map { position, algorithm in
                        willCheck(position)
                        return checker.check(algorithm, source, target, oracle: oracle, memo: memo)
                    }
                }
            }
            return fuzzCase.concrete.visit(
                Visitor(checker: checker, algorithms: algorithms, willCheck: willCheck, sampling: sampling))
        }
    }

    /// Shrinks a failing case while the same algorithm still fails the same
    /// property, and builds its repro; case `index` stages with its
    /// scheduled policy (`ReloadPolicy.scheduled(caseIndex:)`), a case
    /// without index with the checker's own. `willCheck` is called before each
    /// candidate (the crash guard's heartbeat: a shrink that makes progress is
    /// not a hang, one candidate that never returns is); `didCheck` after
    /// it, when the shrinker's own work resumes.
    package func shrink(
        _ fuzzCase: FuzzCase, index: Int?, _ algorithm: any DiffAlgorithm, _ failure: PropertyFailure,
        casesToCatch: Int = 0, willCheck: () -> Void = {}, didCheck: () -> Void = {}
    ) -> FoundFailure {
        let reloads = index.map { ReloadPolicy.scheduled(caseIndex: $0) } ?? checker.reloads
        let result = Shrinker().shrink(fuzzCase) { candidate in
            willCheck()
            defer { didCheck() }
            return check(candidate, [algorithm], reloads: reloads)[0].failure?.property == failure.property
        }
        willCheck()
        let final = check(result.shrunk, [algorithm], reloads: reloads)[0].failure ?? failure
        didCheck()
        let repro = Repro(
            algorithm: algorithm.id, property: final.property.rawValue, input: result.shrunk.concrete,
            changeset: final.changeset, message: final.message, seed: index == nil ? nil : configuration.seed,
            caseIndex: index, view: configuration.view, reloads: reloads)
        return FoundFailure(
            repro: repro, original: fuzzCase, shrunk: result.shrunk, shrinkAttempts: result.attempts,
            casesToCatch: casesToCatch)
    }
}

//===----------------------------------------------------------------------===//
// Replay
//===----------------------------------------------------------------------===//

extension Repro {
    /// Reruns every property of `algorithms` on the repro's input.
    package func replay(
        algorithms: [any DiffAlgorithm], view: ListViewKind = .table
    ) -> [(algorithm: String, result: AlgorithmCheck)] {
        struct Visitor: ConcreteCaseVisitor {
            let checker: PropertyChecker
            let algorithms: [any DiffAlgorithm]
            func visit<E: FuzzElement>(_ source: [E], _ target: [E]) -> [(algorithm: String, result: AlgorithmCheck)] {
                let oracle = CaseOracle(source: source, target: target)
                let memo = CaseMemo()
                return algorithms.map { ($0.id, checker.check($0, source, target, oracle: oracle, memo: memo)) }
            }
        }
        let checker = PropertyChecker(view: self.view ?? view, reloads: self.reloads ?? .reload)
        return input.visit(Visitor(checker: checker, algorithms: algorithms))
    }
}
