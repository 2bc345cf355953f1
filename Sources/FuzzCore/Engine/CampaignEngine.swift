import Foundation

//===----------------------------------------------------------------------===//
// CampaignEngine: the one loop every campaign runs
//===----------------------------------------------------------------------===//

/// The counts a campaign keeps; the engine sets `cases` and `elapsed`, the
/// subject everything else.
protocol CampaignTally {
    /// Cases visited so far.
    var cases: Int { get set }
    /// Seconds since the campaign started.
    var elapsed: Double { get set }
}

/// What a campaign fuzzes — built-in algorithms on flat cases, sectioned
/// cases, an external adapter, the batch-update validator. A subject
/// supplies its cases, its checks and how a failure becomes a report; the
/// engine supplies the rest (which cases, in which shard, for how long;
/// progress; one report per key; stopping).
protocol FuzzSubject {
    associatedtype Case
    associatedtype Failure
    associatedtype Tally: CampaignTally
    associatedtype Finding

    /// Case `index` of the campaign's seed; depends on nothing else.
    func makeCase(_ index: Int) -> Case

    /// Checks `fuzzCase`, case `index` of the seed and the `visit`-th case
    /// this run visits (from 0: sampled checks run on every *k*-th visit,
    /// the first included), and counts it in `tally`.
    ///
    /// - Returns: Its failures, in the order they are reported.
    func check(_ fuzzCase: Case, index: Int, visit: Int, tally: inout Tally) -> [Failure]

    /// A failure is reported (shrunk, written) the first time its key is
    /// seen; later ones with the same key are only counted.
    func reportKey(_ failure: Failure) -> String

    /// The report of `failure`, found in case `index` after `casesToCatch`
    /// cases (this one included): shrunk, with its repro.
    func finding(for failure: Failure, of fuzzCase: Case, index: Int, casesToCatch: Int) -> Finding
}

/// Runs a `FuzzSubject`'s campaign: the cases of `schedule` (a shard, a
/// duration, one case), each checked; each new failure key reported once;
/// stops after the first case with a failure unless `keepGoing`, or when
/// `shouldStop` says so between cases.
///
///     let tally = CampaignEngine(schedule: CaseSchedule(configuration), keepGoing: false)
///         .run(subject, tally: stats, onFinding: { print($0) })
struct CampaignEngine {
    var schedule: CaseSchedule
    var keepGoing: Bool

    init(schedule: CaseSchedule, keepGoing: Bool) {
        self.schedule = schedule
        self.keepGoing = keepGoing
    }

    /// Runs the campaign from `tally` (normally empty). `progress` is called
    /// about five times a second, `onFinding` once per reported failure.
    ///
    /// - Returns: The final tally, `elapsed` included.
    func run<Subject: FuzzSubject>(
        _ subject: Subject, tally start: Subject.Tally,
        progress: (Subject.Tally) -> Void = { _ in },
        onFinding: (Subject.Finding) -> Void = { _ in },
        shouldStop: () -> Bool = { false }
    ) -> Subject.Tally {
        var tally = start
        var schedule = schedule
        var reported = Set<String>()
        while schedule.hasNext && !shouldStop() {
            let index = schedule.index
            let fuzzCase = subject.makeCase(index)
            let failures = subject.check(fuzzCase, index: index, visit: tally.cases, tally: &tally)
            tally.cases += 1
            for failure in failures where reported.insert(subject.reportKey(failure)).inserted {
                onFinding(subject.finding(for: failure, of: fuzzCase, index: index, casesToCatch: tally.cases))
            }
            if !failures.isEmpty && !keepGoing { schedule.stop = true }
            if let elapsed = schedule.advance() {
                tally.elapsed = elapsed
                progress(tally)
            }
        }
        tally.elapsed = schedule.elapsed
        return tally
    }
}
