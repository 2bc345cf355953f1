import BatchUpdateChecker
import ArgumentParser
import CLISupport
import DiffAlgorithms
import Foundation
import FuzzCore

extension Fuzzer {
    /// `fuzzer [run] [--seed S] [--iterations N | --duration 60s] …`: a campaign.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a fuzzing campaign (the default command).",
            discussion: """
                Case i of a campaign depends only on the seed, i and --max-size, so the \
                same seed and options give the same cases, and --shard I/N runs exactly the \
                cases i with i % N == I - 1 (with --iterations, the shards of a campaign \
                together run the unsharded campaign).
                """)

        @Option(
            parsing: .unconditional, help: "The campaign seed, 0 to 2^64 − 1 (default: random, printed at the start).",
            transform: OptionLimits.seed)
        var seed: UInt64?

        @Option(
            parsing: .unconditional, help: "Cases in the whole campaign, 1 to 10^12 (default 10000; every shard together).",
            transform: OptionLimits.iterations)
        var iterations: Int?

        @Option(
            parsing: .unconditional, help: "Run this shard for a time instead, e.g. 60s, 5m, 1h (at most 8760h).",
            transform: OptionLimits.duration)
        var duration: DurationArgument?

        @Option(
            name: .customLong("max-size"), parsing: .unconditional,
            help: "The largest source or target array, 0 to 100000 (default 64).", transform: OptionLimits.maxSize)
        var maxSizeOption: Int?

        @Option(
            name: .customLong("algorithms"),
            help: "Algorithms to fuzz, comma-separated, or all. (\(AlgorithmRegistry.ids.joined(separator: ", "))) (default: all)",
            transform: AlgorithmList.parse)
        var algorithmsOption: AlgorithmList?

        @Option(name: .customLong("view"), help: "Batch-update semantics for the checker properties: table or collection (default table).")
        var viewOption: ListViewKind?

        @Option(
            name: .customLong("shard"), parsing: .unconditional, help: "Run shard I of N (1-based, N ≤ 1000000), e.g. 2/4.",
            transform: OptionLimits.shard)
        var shardOption: Shard?

        @Flag(help: "Keep going after a failure; shrink and report each algorithm × property once.")
        var keepGoing = false

        @Option(
            name: .customLong("case"), parsing: .unconditional,
            help: "Run only this case index of the seed, 0 to 10^12 − 1 (to reproduce a crash).", transform: OptionLimits.caseIndex)
        var caseIndex: Int?

        @Option(
            name: .customLong("hang-timeout"), parsing: .unconditional,
            help: "Seconds without progress after which a check counts as hung, 1 to 86400 (default 10; with --adapter: seconds to wait for one answer, from 0.01).",
            transform: OptionLimits.hangTimeout)
        var hangTimeoutOption: Double?

        @Option(
            help: ArgumentHelp(
                "Fuzz an external adapter instead of the built-in algorithms (docs/adapters.md): a path, or a command such as 'python3 my.py'.",
                valueName: "command"))
        var adapter: String?

        @Option(name: .customLong("output"), help: "Where repro files are written (default results/fuzz); checked before the campaign starts.")
        var outputOption: String?

        @Option(
            name: .customLong("target"),
            help: "What to fuzz: algorithms (the default: every property of every algorithm, then sectioned diffs with a quarter of the budget), validator (rule-targeted invalid batches) or sectioned (sectioned diffs only, the whole budget).")
        var targetOption: FuzzTarget?

        var maxSize: Int { maxSizeOption ?? 64 }
        var algorithms: AlgorithmList { algorithmsOption ?? .all }
        var view: ListViewKind { viewOption ?? .table }
        var shard: Shard { shardOption ?? .all }
        var hangTimeout: Double { hangTimeoutOption ?? 10 }
        var output: String { outputOption ?? "results/fuzz" }
        var target: FuzzTarget { targetOption ?? .algorithms }

        func validate() throws {
            if iterations != nil && duration != nil {
                throw ValidationError("give --iterations or --duration, not both")
            }
            if let hangTimeoutOption, adapter == nil, hangTimeoutOption < 1 {
                throw ValidationError(
                    "--hang-timeout must be at least 1 second without --adapter (got \(NumericOption.format(hangTimeoutOption)))")
            }
            if let (option, reason) = inapplicableOption() {
                throw ValidationError("\(option) does not apply \(reason)")
            }
            if caseIndex != nil, seed == nil {
                throw ValidationError("--case needs --seed: a case number means nothing without the seed it belongs to")
            }
            if let option = optionIgnoredByCase() {
                throw ValidationError("\(option) does not apply with --case: it runs one case")
            }
            if let iterations, let shardOption, shardOption.index > iterations {
                throw ValidationError("--shard \(shardOption) runs no case of --iterations \(iterations)")
            }
        }

        /// The first option given that `--case` would ignore: the ones that
        /// size or split a campaign, which one case does not have.
        func optionIgnoredByCase() -> String? {
            guard caseIndex != nil else { return nil }
            let ignored = [(iterations != nil, "--iterations"), (duration != nil, "--duration"), (shardOption != nil, "--shard")]
            return ignored.first(where: \.0).map(\.1)
        }

        /// The first option given that the chosen target or `--adapter`
        /// would ignore, with the reason.
        func inapplicableOption() -> (String, String)? {
            var ignored: [(given: Bool, option: String, reason: String)] = []
            if adapter != nil {
                ignored = [
                    (algorithmsOption != nil, "--algorithms", "with --adapter: the adapter is the only subject"),
                    (targetOption != nil, "--target", "with --adapter: the adapter campaign has one target"),
                ]
            } else if target == .validator {
                let why = "to --target validator"
                ignored = [
                    (duration != nil, "--duration", "\(why): it runs --iterations cases"),
                    (shardOption != nil, "--shard", "\(why): it is not sharded"),
                    (caseIndex != nil, "--case", "\(why): it runs every case from 0"),
                    (algorithmsOption != nil, "--algorithms", "\(why): its base batches come from its own algorithms"),
                    (viewOption != nil, "--view", "\(why): it checks both views"),
                ]
            } else if target == .sectioned {
                let why = "to --target sectioned"
                ignored = [
                    (maxSizeOption != nil, "--max-size", "\(why): sectioned cases have their own sizes (up to 6 sections of up to 6 items)"),
                    (viewOption != nil, "--view", "\(why): it checks both views"),
                    (caseIndex != nil, "--case", "\(why): sectioned cases run as a campaign only"),
                    (hangTimeoutOption != nil, "--hang-timeout", "\(why): it has no hang watchdog"),
                ]
            }
            return ignored.first(where: \.given).map { ($0.option, $0.reason) }
        }

        func campaignConfiguration(seed: UInt64) throws -> CampaignConfiguration {
            CampaignConfiguration(
                seed: seed, iterations: duration == nil ? (iterations ?? 10_000) : nil,
                duration: duration?.seconds, maxSize: maxSize, algorithms: algorithms.algorithms,
                view: view, shard: shard, keepGoing: keepGoing, onlyCase: caseIndex)
        }

        func run() throws {
            try OutputFolder.requireWritable(output)
            let seed = self.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
            if target == .validator {
                return try runValidator(seed: seed)
            }
            let configuration = try campaignConfiguration(seed: seed)
            if let adapter {
                try runAdapterCampaign(adapter, configuration: configuration)
                return
            }
            if target == .sectioned {
                return try runSectionedOnly(configuration: configuration)
            }
            printToStandardError(
                "fuzzer: seed \(seed) · \(configuration.length) · max size \(maxSize) · shard \(shard) · "
                    + "\(configuration.algorithms.map(\.id).joined(separator: ",")) · view \(view.rawValue)")
            CrashGuard.install(configuration, output: output, hangSeconds: Int(hangTimeout.rounded(.up)))
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
            var verdict = stats.verdict(configuration.algorithms, oneCase: caseIndex != nil)
            if caseIndex == nil {
                let sectioned = runSectioned(configuration: configuration, share: 4)
                verdict = verdict.combined(with: sectioned.verdict.part("sectioned cases"))
            }
            try conclude(verdict, seed: seed, output: output)
        }
    }
}

extension CampaignConfiguration {
    /// How long the campaign runs, for its first line: `for 5m`, `case 7`,
    /// `10000 cases`.
    var length: String {
        duration.map { "for \(DurationArgument.format($0))" } ?? onlyCase.map { "case \($0)" }
            ?? "\(iterations ?? 0) cases"
    }
}

extension DurationArgument {
    static func format(_ seconds: Double) -> String {
        if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return "\(Int(seconds / 3600))h" }
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60))m" }
        return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
    }
}

/// Prints a shrunk failure and writes its repro file.
func reportFailure(_ failure: FoundFailure, seed: UInt64, output: String) {
    FailureReport(
        shrunk: failure.repro, original: failure.original, shrunk: failure.shrunk, attempts: failure.shrinkAttempts,
        casesToCatch: failure.casesToCatch, seed: seed, contents: failure.repro.json, replay: { "fuzzer replay \($0)" }
    ).emit(output: output)
}
