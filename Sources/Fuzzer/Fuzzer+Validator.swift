import BatchUpdateChecker
import CLISupport
import Foundation
import FuzzCore
import DiffBenchText

extension Fuzzer.Validator {
    /// Runs `ValidatorCampaign`; every failure is printed and written as a
    /// batch file `benchrunner validate` replays.
    func runValidator(seed: UInt64) throws {
        let iterations = common.iterations ?? 10_000
        printToStandardError("fuzzer: validator · seed \(seed) · \(iterations) cases · max size \(size.maxSize) · table and collection views")
        let campaign = ValidatorCampaign(seed: seed, iterations: iterations, maxSize: size.maxSize)
        // A validator that traps or hangs leaves the batch in flight as the repro.
        CrashGuard.installForValidator(campaign, output: common.output, hangSeconds: Int(watchdog.hangTimeout.rounded(.up)))
        let interruption = CampaignInterruption.shared
        interruption.install()
        let stats = campaign.run(
            keepGoing: common.keepGoing, willCheck: { CrashGuard.willCheck($0) },
            didCheck: { CrashGuard.didCheck() },
            shouldStop: { interruption.interrupted }
        ) { failure in
            let view = failure.document.view.rawValue
            FailureReport(
                subject: "validator \(failure.check)", seed: seed, caseIndex: failure.caseIndex,
                casesToCatch: failure.casesToCatch,
                details: ["\(view) view: expected \(failure.expected)", "got: \(failure.got)"],
                fileName: "validator-\(failure.check)-\(view)-seed\(seed)-case\(failure.caseIndex).json",
                contents: failure.document.json + "\n", fileNote: " (not shrunk)", replay: { "benchrunner validate \($0)" }
            ).emit(output: common.output)
        }
        var table = CountTable(
            header: ["check", "batches"], rows: [("cases checked (base batch)", [groupedDigits(stats.checkedCases)])])
        for (slot, mutation) in BatchMutation.allCases.enumerated() {
            table.rows.append((mutation.rawValue, [groupedDigits(stats.perMutation[slot])]))
        }
        table.rows.append(("options-agree (validated again)", [groupedDigits(stats.optionsJudged)]))
        table.rows.append(("hazards-predicted (accepted)", [groupedDigits(stats.hazardsJudged)]))
        print(table.rendered)
        print("\(stats.cases) cases, \(stats.batches) batches, \(stats.failures) failures")
        if interruption.interrupted { interruption.exit(cases: stats.cases, failures: stats.failures, seed: seed) }
        try conclude(stats.verdict, seed: seed, output: common.output, subject: " of the validator", written: "batches")
    }
}
