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

        @Option(help: "The campaign seed (default: random, printed at the start).")
        var seed: UInt64?

        @Option(parsing: .unconditional, help: "Cases in the whole campaign (default 10000; every shard together).")
        var iterations: Int?

        @Option(help: "Run this shard for a time instead, e.g. 60s, 5m, 1h.")
        var duration: DurationArgument?

        @Option(parsing: .unconditional, help: "The largest source or target array.")
        var maxSize: Int = 64

        @Option(
            help: "Algorithms to fuzz, comma-separated, or all. (\(AlgorithmRegistry.ids.joined(separator: ", "))) (default: all)",
            transform: AlgorithmList.parse)
        var algorithms: AlgorithmList = .all

        @Option(help: "Batch-update semantics for the checker properties: table or collection.")
        var view: ViewKind = .table

        @Option(help: "Run shard I of N (1-based), e.g. 2/4.")
        var shard: Shard = .all

        @Flag(help: "Keep going after a failure; shrink and report each algorithm × property once.")
        var keepGoing = false

        @Option(name: .customLong("case"), parsing: .unconditional, help: "Run only this case index of the seed (to reproduce a crash).")
        var caseIndex: Int?

        @Option(parsing: .unconditional, help: "Seconds without progress after which a check counts as hung (with --adapter: seconds to wait for one answer; fractions allowed).")
        var hangTimeout: Double = 10

        @Option(
            help: ArgumentHelp(
                "Fuzz an external adapter instead of the built-in algorithms (docs/adapters.md): a path, or a command such as 'python3 my.py'.",
                valueName: "command"))
        var adapter: String?

        @Option(help: "Where repro files are written.")
        var output: String = "results/fuzz"

        @Option(help: "What to fuzz: algorithms (every property of every algorithm, then sectioned diffs with a quarter of the budget), validator (rule-targeted invalid batches) or sectioned (sectioned diffs only, the whole budget).")
        var target: FuzzTarget = .algorithms

        func validate() throws {
            if iterations != nil && duration != nil {
                throw ValidationError("give --iterations or --duration, not both")
            }
            if let iterations, iterations < 1 {
                throw ValidationError("--iterations must be at least 1 (got \(iterations))")
            }
            guard (0...100_000).contains(maxSize) else {
                throw ValidationError("--max-size must be between 0 and 100000 (got \(maxSize))")
            }
            guard hangTimeout.isFinite, hangTimeout >= (adapter == nil ? 1 : 0.01) else {
                throw ValidationError("--hang-timeout must be at least 1 second")
            }
            if let caseIndex {
                guard caseIndex >= 0 else { throw ValidationError("--case must not be negative (got \(caseIndex))") }
                guard duration == nil, shard == .all else {
                    throw ValidationError("--case runs one case; it takes no --duration or --shard")
                }
            }
        }

        func campaignConfiguration(seed: UInt64) throws -> CampaignConfiguration {
            CampaignConfiguration(
                seed: seed, iterations: duration == nil ? (iterations ?? 10_000) : nil,
                duration: duration?.seconds, maxSize: maxSize, algorithms: algorithms.algorithms,
                view: view, shard: shard, keepGoing: keepGoing, onlyCase: caseIndex)
        }

        func run() throws {
            let seed = self.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
            if target == .validator {
                return try runValidator(seed: seed)
            }
            if let adapter {
                try runAdapterCampaign(adapter, seed: seed)
                return
            }
            let configuration = try campaignConfiguration(seed: seed)
            if target == .sectioned {
                return try runSectionedOnly(seed: seed, configuration: configuration)
            }
            let length = configuration.duration.map { "for \(DurationArgument.format($0))" }
                ?? configuration.onlyCase.map { "case \($0)" }
                ?? "\(configuration.iterations!) cases"
            printToStandardError(
                "fuzzer: seed \(seed) · \(length) · max size \(maxSize) · shard \(shard) · "
                    + "\(configuration.algorithms.map(\.id).joined(separator: ",")) · view \(view.rawValue)")
            CrashGuard.install(
                seed: seed, maxSize: maxSize, algorithms: configuration.algorithms.map(\.id), view: view.rawValue,
                output: output, hangSeconds: Int(hangTimeout.rounded(.up)))
            var reporter = ProgressReporter()
            var found: [FoundFailure] = []
            let interruption = InterruptedCampaign(algorithms: configuration.algorithms.map(\.id), seed: seed)
            interruption.install()
            let stats = Campaign(configuration).run(
                progress: {
                    interruption.record($0)
                    reporter.update($0)
                },
                onFailure: { failure in
                    reporter.clear()
                    reportFailure(failure, seed: seed, output: output)
                    found.append(failure)
                },
                willCheck: { CrashGuard.willCheck(caseIndex: $0, algorithm: $1) })
            reporter.finish(stats)
            print(Summary(stats: stats).rendered)
            let sectionedFailures = caseIndex == nil ? runSectioned(seed: seed, configuration: configuration, share: 4) : 0
            if stats.failures + sectionedFailures > 0 {
                printToStandardError(
                    "fuzzer: \(stats.failures + sectionedFailures) failure\(stats.failures + sectionedFailures == 1 ? "" : "s") (seed \(seed)); repros in \(output)/")
                throw ExitCode(1)
            }
        }
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
    let repro = failure.repro
    let name = "\(repro.algorithm)-\(repro.property)-seed\(seed)-case\(repro.caseIndex ?? 0).json"
    let path = (output as NSString).appendingPathComponent(name)
    print("""
        FAIL \(repro.algorithm) \(repro.property) — seed \(seed), case \(repro.caseIndex ?? 0), \
        after \(failure.casesToCatch) case\(failure.casesToCatch == 1 ? "" : "s")
          generated: \(failure.original)
          shrunk:    \(failure.shrunk) (\(failure.shrinkAttempts) attempts)
          \(repro.message)
        """)
    print(repro.json, terminator: "")
    do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data(repro.json.utf8).write(to: URL(fileURLWithPath: path))
        print("wrote \(path); replay with: fuzzer replay \(path)\n")
        // A later crash re-execs the process; don't lose this report.
        fflush(nil)
    } catch {
        printToStandardError("fuzzer: could not write \(path): \(error.localizedDescription)")
    }
}
