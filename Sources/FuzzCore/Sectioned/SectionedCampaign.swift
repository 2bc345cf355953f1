import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// A sectioned fuzz campaign
//===----------------------------------------------------------------------===//

/// What a sectioned campaign did.
package struct SectionedCampaignStats: Sendable {
    package var cases = 0
    /// Cases at least one algorithm checked (the others were refused by all).
    package var checkedCases = 0
    package var algorithmCases = 0
    package var refused = 0
    package var elapsed = 0.0
    package var failures: [SectionedRepro] = []
    /// The algorithms, in the campaign's order.
    package var algorithms: [String]
    /// `checked[a][p]`: cases on which algorithm `a` was checked for
    /// property `p` (in `SectionedPropertyID.allCases` order).
    package var checked: [[Int]]
    /// `refusedBy[a]`: cases algorithm `a` refused.
    package var refusedBy: [Int]

    package init(algorithms: [String] = []) {
        self.algorithms = algorithms
        checked = algorithms.map { _ in [Int](repeating: 0, count: SectionedPropertyID.allCases.count) }
        refusedBy = algorithms.map { _ in 0 }
    }

    /// Per algorithm, the sectioned properties it was never checked on:
    /// `"myers (sectioned-self-empty)"`.
    package var neverExercised: [String] {
        zip(algorithms, checked).compactMap { algorithm, counts in
            let missing = zip(SectionedPropertyID.allCases, counts).filter { $0.1 == 0 }.map(\.0.rawValue)
            return missing.isEmpty ? nil : "\(algorithm) (\(missing.joined(separator: ", ")))"
        }
    }

    /// This campaign's verdict (`CampaignVerdict.judge`).
    package var verdict: CampaignVerdict {
        .judge(
            failures: failures.count, cases: cases, checked: checkedCases,
            unchecked: "the rest were refused by every algorithm (size or identity guards)",
            neverExercised: neverExercised)
    }

    package var algorithmCasesPerSecond: Double { elapsed > 0 ? Double(algorithmCases) / elapsed : 0 }
}

/// Runs sectioned cases (`SectionedCaseGenerator`) through every
/// `SectionedPropertyID` for every algorithm; shrinks each failure once per
/// algorithm × property. Case *i* depends only on the seed and *i*.
package struct SectionedCampaign: Sendable {
    package var seed: UInt64
    package var iterations: Int?
    package var duration: Double?
    package var algorithms: [any DiffAlgorithm]
    package var shard: Shard
    package var keepGoing: Bool

    package init(
        seed: UInt64, iterations: Int? = 1_000, duration: Double? = nil,
        algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all, shard: Shard = .all, keepGoing: Bool = false
    ) {
        self.seed = seed
        self.iterations = iterations
        self.duration = duration
        self.algorithms = algorithms
        self.shard = shard
        self.keepGoing = keepGoing
    }

    /// A campaign checks `sectioned-rejects-ill-formed` on every this many
    /// cases it visits, the first included (replay and shrinking: every case).
    package static let illFormedStride = 16

    /// Case `index` of `seed`, drawn from its `CaseSeed.Stream.sectioned` seed.
    package static func makeCase(seed: UInt64, index: Int) -> SectionedCase {
        var random = CaseSeed.random(campaign: seed, index: index, stream: .sectioned)
        return SectionedCaseGenerator.next(&random)
    }

    /// Runs the campaign; `onFailure` gets each shrunk repro as it is found,
    /// `willCheck` the case index and algorithm index before each check (a
    /// hang watchdog's heartbeat), `didCheck` the end of each check (the
    /// harness's own work resumes), `shouldStop` between cases.
    package func run(
        willCheck: (Int, Int) -> Void = { _, _ in }, didCheck: () -> Void = {},
        onFailure: (SectionedRepro) -> Void = { _ in }, shouldStop: () -> Bool = { false }
    ) -> SectionedCampaignStats {
        var found: [SectionedRepro] = []
        var stats = withoutActuallyEscaping(willCheck) { willCheck in
            withoutActuallyEscaping(didCheck) { didCheck in
                CampaignEngine(
                    schedule: CaseSchedule(iterations: iterations, duration: duration, shard: shard), keepGoing: keepGoing
                ).run(
                    SectionedSubject(campaign: self, willCheck: willCheck, didCheck: didCheck),
                    tally: SectionedCampaignStats(algorithms: algorithms.map(\.id)),
                    onFinding: { repro in
                        found.append(repro)
                        onFailure(repro)
                    }, shouldStop: shouldStop)
            }
        }
        stats.failures = found
        return stats
    }
}
