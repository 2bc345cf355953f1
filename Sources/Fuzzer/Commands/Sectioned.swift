import ArgumentParser
import CLISupport
import FuzzCore

extension Fuzzer {
    /// `fuzzer sectioned`: the sectioned campaign alone, with the whole
    /// budget; exit 1 on a failure, 3 when inconclusive.
    struct Sectioned: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fuzz sectioned diffs only, with the whole budget (up to 6 sections of up to 6 items).")

        @OptionGroup var common: CampaignOptions
        @OptionGroup var schedule: ScheduleOptions
        @OptionGroup var subjects: AlgorithmsOption

        func validate() throws {
            try schedule.validate(with: common)
        }

        func run() throws {
            try OutputFolder.requireWritable(common.output)
            let seed = common.chosenSeed()
            let configuration = CampaignConfiguration(
                seed: seed, campaign: common, schedule: schedule, algorithms: subjects.algorithms.algorithms)
            printToStandardError(
                "fuzzer: sectioned · seed \(seed) · \(configuration.length) · shard \(schedule.shard) · "
                    + configuration.algorithms.map(\.id).joined(separator: ","))
            CrashGuard.installHarnessOnly()
            CampaignInterruption.shared.install()
            let stats = common.runSectioned(configuration: configuration, share: 1)
            try conclude(stats.verdict, seed: seed, output: common.output, subject: " in sectioned cases")
        }
    }
}
