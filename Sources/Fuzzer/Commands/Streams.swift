import ArgumentParser
import CLISupport
import FuzzCore

extension Fuzzer {
    /// `fuzzer streams`: list-update policies over random streams of
    /// snapshots; exit 1 on a failure, 3 when inconclusive.
    struct Streams: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fuzz list-update policies over random streams of snapshots (up to 50 snapshots of up to 12 rows).",
            discussion: """
                Every correct policy (serial, latest, reload-above(2), reload-above(8), \
                diffable-snapshot) diffing with every \
                algorithm must leave UIKit's checks and the display oracle satisfied (a \
                diffable data source must refuse the first snapshot with a repeated identity); the \
                negative controls (swap-then-diff, stale-base) run too and are counted, \
                never failures.
                """)

        @OptionGroup var common: CampaignOptions
        @OptionGroup var schedule: ScheduleOptions
        @OptionGroup var subjects: AlgorithmsOption

        func validate() throws {
            try schedule.validate(with: common)
        }

        func run() throws {
            try OutputFolder.requireWritable(common.output)
            let seed = common.chosenSeed()
            let campaign = StreamCampaign(
                seed: seed, iterations: schedule.duration == nil ? (common.iterations ?? 10_000) : nil,
                duration: schedule.duration?.seconds, algorithms: subjects.algorithms.algorithms, shard: schedule.shard,
                keepGoing: common.keepGoing)
            printToStandardError(
                "fuzzer: streams · seed \(seed) · \(campaign.iterations.map { "\($0) cases" } ?? "\(schedule.duration?.seconds ?? 0)s") · "
                    + "shard \(schedule.shard) · " + campaign.algorithms.map(\.id).joined(separator: ","))
            CrashGuard.installHarnessOnly()
            CampaignInterruption.shared.install()
            let stats = common.runStreams(campaign)
            try conclude(stats.verdict, seed: seed, output: common.output, subject: " in streams")
        }
    }
}
