import CLISupport
import DiffBenchText
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// The stream campaign's run, report and summary
//===----------------------------------------------------------------------===//

extension CampaignOptions {
    /// Runs `campaign`, reporting each failure like the other campaigns
    /// (`FailureReport`) with its repro written to `output` as
    /// `stream-<algorithm>-<policy>.json`; the summary table, the negative
    /// controls' counts and the summary line go to standard output.
    ///
    /// - Returns: The campaign's counts.
    func runStreams(_ campaign: StreamCampaign) -> StreamCampaignStats {
        let seed = campaign.seed
        var reporter = ProgressReporter()
        let stats = campaign.run(
            progress: { stats in
                reporter.update(line: "fuzzer: streams · \(groupedDigits(stats.cases)) cases · \(groupedDigits(stats.runs)) runs · "
                    + String(format: "%.0fs", stats.elapsed))
            },
            onFailure: { repro, casesToCatch in
                reporter.clear()
                guard let data = try? repro.json() else {
                    return printToStandardError("fuzzer: cannot encode the repro of \(repro.algorithm) \(repro.property)")
                }
                FailureReport(
                    subject: "\(repro.algorithm) \(repro.property)", seed: seed, caseIndex: repro.caseIndex ?? 0,
                    casesToCatch: casesToCatch, details: [repro.message],
                    fileName: FailureReport.safeFileName("stream-\(repro.algorithm)-\(repro.policy).json"),
                    contents: String(decoding: data, as: UTF8.self) + "\n",
                    replay: { "fuzzer replay \($0)" }
                ).emit(output: output)
            },
            shouldStop: { CampaignInterruption.shared.interrupted })
        reporter.clear()
        print(streamsTable(stats))
        for control in stats.controls {
            print("negative control \(control.policy): wrong on \(groupedDigits(control.wrong)) of \(groupedDigits(control.streams)) streams "
                + "(\(groupedDigits(control.exceptions)) with UIKit's exception message, \(groupedDigits(control.displayDefects)) display defects)")
        }
        let rate = Int(stats.runsPerSecond.rounded())
        print("streams: \(stats.cases) cases · \(stats.checkedCases) checked · \(stats.runs) runs · \(stats.refused) refused · "
            + "\(stats.dropped) dropped · \(stats.reloads) reloads · \(stats.staged) staged · \(stats.failures.count) failures · \(rate) runs/s")
        if CampaignInterruption.shared.interrupted {
            CampaignInterruption.shared.exit(cases: stats.cases, failures: stats.failures.count, seed: seed)
        }
        return stats
    }

    /// Per policy and algorithm, the streams checked (`N✗`: failed).
    func streamsTable(_ stats: StreamCampaignStats) -> String {
        var table = CountTable(header: ["stream property"] + stats.algorithms, rows: [])
        for (slot, policy) in stats.policies.enumerated() {
            table.rows.append(("stream-\(policy)", stats.algorithms.indices.map { algorithm in
                let failed = stats.failures.filter { $0.algorithm == stats.algorithms[algorithm] && $0.policy == policy }.count
                return CountTable.cell(checked: stats.checked[slot][algorithm], failed: failed)
            }))
        }
        return table.rendered
    }
}
