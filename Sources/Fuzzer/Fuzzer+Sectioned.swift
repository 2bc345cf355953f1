import ArgumentParser
import CLISupport
import DiffBenchText
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// The sectioned part of a campaign
//===----------------------------------------------------------------------===//

extension Fuzzer.Run {
    /// `fuzzer --target sectioned`: the sectioned campaign alone, with the
    /// whole budget; exit 1 on a failure.
    func runSectionedOnly(seed: UInt64, configuration: CampaignConfiguration) throws {
        let length = configuration.duration.map { "for \(DurationArgument.format($0))" } ?? "\(configuration.iterations!) cases"
        printToStandardError(
            "fuzzer: sectioned · seed \(seed) · \(length) · shard \(shard) · "
                + configuration.algorithms.map(\.id).joined(separator: ","))
        let failures = runSectioned(seed: seed, configuration: configuration, share: 1)
        if failures > 0 {
            printToStandardError("fuzzer: \(failures) sectioned failure\(failures == 1 ? "" : "s") (seed \(seed)); repros in \(output)/")
            throw ExitCode(1)
        }
    }

    /// Runs a sectioned campaign with 1/`share` of the flat campaign's cases
    /// (or of its duration), same seed, algorithms and shard; by default it
    /// follows the flat one with a quarter. Repros go to `output` as
    /// `sectioned-<algorithm>-<property>.json`.
    ///
    /// - Returns: The number of failures (each shrunk and written once).
    func runSectioned(seed: UInt64, configuration: CampaignConfiguration, share: Int) -> Int {
        let campaign = SectionedCampaign(
            seed: seed, iterations: configuration.iterations.map { max(1, $0 / share) },
            duration: configuration.duration.map { $0 / Double(share) }, algorithms: configuration.algorithms,
            shard: configuration.shard, keepGoing: configuration.keepGoing)
        // The flat campaign's hang watchdog is still armed: keep its
        // heartbeat going, or a sectioned part longer than --hang-timeout
        // looks like a hang of the last flat case. (A real sectioned hang is
        // still reported as a hang, with the last flat case as its repro.)
        var reporter = ProgressReporter()
        var checks = 0
        let start = Date()
        let stats = campaign.run(willCheck: { index, _ in
            CrashGuard.pulse()
            checks += 1
            // Progress: the case index and time, looked at every 256 checks.
            guard checks & 255 == 0 else { return }
            reporter.update(line: "fuzzer: sectioned · \(groupedDigits(index + 1)) cases · \(groupedDigits(checks)) checks · "
                + String(format: "%.0fs", Date().timeIntervalSince(start)))
        }) { repro in
            reporter.clear()
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
        reporter.clear()
        let rate = Int(stats.algorithmCasesPerSecond.rounded())
        print("sectioned: \(stats.cases) cases · \(stats.algorithmCases) algorithm-cases · \(stats.refused) refused · \(stats.failures.count) failures · \(rate) algorithm-cases/s")
        return stats.failures.count
    }
}
