import CLISupport
import DiffBenchText
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// The sectioned part of a campaign
//===----------------------------------------------------------------------===//

extension CampaignOptions {
    /// Runs a sectioned campaign with 1/`share` of the flat campaign's cases
    /// (or of its duration), same seed, algorithms and shard; by default it
    /// follows the flat one with a quarter. Failures are reported like the
    /// flat ones (`FailureReport`), their repros written to `output` as
    /// `sectioned-<algorithm>-<property>.json`; the summary table and line
    /// go to standard output.
    ///
    /// - Returns: The campaign's counts (its failures each shrunk and
    ///   written once).
    func runSectioned(configuration: CampaignConfiguration, share: Int) -> SectionedCampaignStats {
        let seed = configuration.seed
        let campaign = SectionedCampaign(
            seed: seed, iterations: configuration.iterations.map { max(1, $0 / share) },
            duration: configuration.duration.map { $0 / Double(share) }, algorithms: configuration.algorithms,
            shard: configuration.shard, keepGoing: configuration.keepGoing)
        // Sectioned checks have no crash command, and their shrinker sends
        // no heartbeat: the flat campaign's hang watchdog stops here. A
        // crash in a check takes its default action; one in the harness's
        // own work is still a harness error.
        CrashGuard.stopWatchdog()
        var reporter = ProgressReporter()
        var checks = 0
        // Cases visited so far (a case is checked once per algorithm).
        var visited = 0, lastIndex = -1
        let start = Date()
        let stats = campaign.run(
            willCheck: { index, _ in
                CrashGuard.willCheckUnattributed()
                checks += 1
                if index != lastIndex { visited += 1; lastIndex = index }
                // Progress: the case index and time, looked at every 256 checks.
                guard checks & 255 == 0 else { return }
                reporter.update(line: "fuzzer: sectioned · \(groupedDigits(index + 1)) cases · \(groupedDigits(checks)) checks · "
                    + String(format: "%.0fs", Date().timeIntervalSince(start)))
            },
            didCheck: { CrashGuard.didCheck() }
        ) { repro in
            reporter.clear()
            guard let data = try? repro.json() else {
                // Plain values: encoding them does not fail in practice.
                return printToStandardError("fuzzer: cannot encode the repro of \(repro.algorithm) \(repro.property)")
            }
            FailureReport(
                subject: "\(repro.algorithm) \(repro.property)", seed: seed, caseIndex: repro.caseIndex ?? 0,
                casesToCatch: visited, details: [repro.message],
                fileName: "sectioned-\(repro.algorithm)-\(repro.property).json",
                contents: String(decoding: data, as: UTF8.self) + "\n",
                replay: { "fuzzer replay \($0)" }
            ).emit(output: output)
        } shouldStop: {
            CampaignInterruption.shared.interrupted
        }
        reporter.clear()
        print(sectionedTable(stats))
        let rate = Int(stats.algorithmCasesPerSecond.rounded())
        print("sectioned: \(stats.cases) cases · \(stats.checkedCases) checked · \(stats.algorithmCases) algorithm-cases · \(stats.refused) refused · \(stats.failures.count) failures · \(rate) algorithm-cases/s")
        if CampaignInterruption.shared.interrupted {
            CampaignInterruption.shared.exit(cases: stats.cases, failures: stats.failures.count, seed: seed)
        }
        return stats
    }

    /// Per sectioned property and algorithm, the cases checked (`N✗`: failed).
    func sectionedTable(_ stats: SectionedCampaignStats) -> String {
        var table = CountTable(header: ["sectioned property"] + stats.algorithms, rows: [
            ("cases checked", zip(stats.checked, stats.refusedBy).map { _, refused in groupedDigits(stats.cases - refused) }),
            ("refused (size guard)", stats.refusedBy.map(groupedDigits)),
        ])
        for (slot, property) in SectionedPropertyID.allCases.enumerated() {
            table.rows.append((property.rawValue, stats.algorithms.indices.map { algorithm in
                let failed = stats.failures.filter { $0.algorithm == stats.algorithms[algorithm] && $0.property == property.rawValue }.count
                return CountTable.cell(checked: stats.checked[algorithm][slot], failed: failed)
            }))
        }
        return table.rendered
    }
}
