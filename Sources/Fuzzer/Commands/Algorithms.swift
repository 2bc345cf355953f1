import ArgumentParser
import CLISupport
import FuzzCore

extension Fuzzer {
    /// `fuzzer [algorithms] [--seed S] [--iterations N | --duration 60s] …`:
    /// every property of every algorithm, then sectioned diffs with a
    /// quarter of the budget. Bare `fuzzer` runs it.
    struct Algorithms: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fuzz every algorithm against its properties, then sectioned diffs with a quarter of the budget.",
            discussion: """
                Case i of a campaign depends only on the seed, i and --max-size, so the \
                same seed and options give the same cases, and --shard I/N runs exactly the \
                cases i with i % N == I - 1 (with --iterations, the shards of a campaign \
                together run the unsharded campaign).
                """)

        @OptionGroup var common: CampaignOptions
        @OptionGroup var schedule: ScheduleOptions
        @OptionGroup var size: MaxSizeOption
        @OptionGroup var subjects: AlgorithmsOption
        @OptionGroup var cases: FlatCaseOptions
        @OptionGroup var watchdog: HangTimeoutOption

        func validate() throws {
            try watchdog.requireWholeSeconds()
            try schedule.validate(with: common, onlyCase: cases.caseIndex)
        }

        func campaignConfiguration(seed: UInt64) -> CampaignConfiguration {
            CampaignConfiguration(
                seed: seed, campaign: common, schedule: schedule, maxSize: size.maxSize,
                algorithms: subjects.algorithms.algorithms, view: cases.view, onlyCase: cases.caseIndex)
        }

        func run() throws {
            let output = common.output
            try OutputFolder.requireWritable(output)
            let seed = common.chosenSeed()
            let configuration = campaignConfiguration(seed: seed)
            printToStandardError(
                "fuzzer: seed \(seed) · \(configuration.length) · max size \(size.maxSize) · shard \(schedule.shard) · "
                    + "\(configuration.algorithms.map(\.id).joined(separator: ",")) · view \(cases.view.rawValue)")
            CrashGuard.install(configuration, output: output, hangSeconds: Int(watchdog.hangTimeout.rounded(.up)))
            var reporter = ProgressReporter()
            let interruption = CampaignInterruption.shared
            interruption.install()
            let stats = Campaign(configuration).run(
                progress: { reporter.update($0) },
                onFailure: { failure in
                    reporter.clear()
                    reportFailure(failure, seed: seed, output: output)
                },
                willCheck: { CrashGuard.willCheck(caseIndex: $0, algorithm: $1) },
                didCheck: { CrashGuard.didCheck() },
                shouldStop: { interruption.interrupted })
            reporter.finish(stats)
            print(Summary(stats: stats).rendered)
            if interruption.interrupted { interruption.exit(cases: stats.cases, failures: stats.failures, seed: seed) }
            var verdict = stats.verdict(configuration.algorithms, oneCase: cases.caseIndex != nil)
            if cases.caseIndex == nil {
                let sectioned = common.runSectioned(configuration: configuration, share: 4)
                verdict = verdict.combined(with: sectioned.verdict.part("sectioned cases"))
            }
            try conclude(verdict, seed: seed, output: output)
        }
    }
}
