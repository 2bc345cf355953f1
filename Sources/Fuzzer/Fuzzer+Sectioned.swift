import CLISupport
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// The sectioned part of a campaign
//===----------------------------------------------------------------------===//

extension Fuzzer.Run {
    /// Runs the sectioned campaign that follows the flat one by default: a
    /// quarter of the flat campaign's cases (or of its duration), same seed,
    /// algorithms and shard. Repros go to `output` as `sectioned-<algorithm>-<property>.json`.
    ///
    /// - Returns: The number of failures (each shrunk and written once).
    func runSectioned(seed: UInt64, configuration: CampaignConfiguration) -> Int {
        let campaign = SectionedCampaign(
            seed: seed, iterations: configuration.iterations.map { max(1, $0 / 4) },
            duration: configuration.duration.map { $0 / 4 }, algorithms: configuration.algorithms,
            shard: configuration.shard, keepGoing: configuration.keepGoing)
        // The flat campaign's hang watchdog is still armed: keep its
        // heartbeat going, or a sectioned part longer than --hang-timeout
        // looks like a hang of the last flat case. (A real sectioned hang is
        // still reported as a hang, with the last flat case as its repro.)
        let stats = campaign.run(willCheck: { _, _ in CrashGuard.pulse() }) { repro in
            let name = "sectioned-\(repro.algorithm)-\(repro.property).json"
            let url = URL(fileURLWithPath: output).appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                try repro.json().write(to: url)
                printToStandardError("fuzzer: sectioned \(repro.algorithm) \(repro.property): \(repro.message); repro \(url.path)")
            } catch {
                printToStandardError("fuzzer: sectioned \(repro.algorithm) \(repro.property): \(repro.message); cannot write \(url.path): \(error)")
            }
        }
        let rate = Int(stats.algorithmCasesPerSecond.rounded())
        print("sectioned: \(stats.cases) cases · \(stats.algorithmCases) algorithm-cases · \(stats.refused) refused · \(stats.failures.count) failures · \(rate) algorithm-cases/s")
        return stats.failures.count
    }
}
