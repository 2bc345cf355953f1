import CLISupport
import Dispatch
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// InterruptedCampaign: SIGINT or SIGTERM prints the summary so far, exit 130
//===----------------------------------------------------------------------===//

/// Keeps the latest progress of a running campaign and, on SIGINT or
/// SIGTERM, prints its summary table and exits with status 130.
///
/// The campaign reports progress at most every 0.2 s, so the summary may
/// miss the cases of the last fraction of a second; it never shows more.
final class InterruptedCampaign: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: CampaignStats
    private let seed: UInt64
    private let start = Date()
    private var sources: [any DispatchSourceSignal] = []

    /// The exit status of an interrupted campaign, `128 + SIGINT`.
    static let exitStatus: Int32 = 130

    init(algorithms: [String], seed: UInt64) {
        latest = CampaignStats(algorithms: algorithms)
        self.seed = seed
    }

    /// Records the campaign's progress (call from its `progress` callback).
    func record(_ stats: CampaignStats) {
        lock.lock()
        defer { lock.unlock() }
        latest = stats
    }

    /// Replaces the default action of SIGINT and SIGTERM with `report(_:)`.
    func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in report(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Prints the summary so far and a line naming the signal, then exits 130.
    func report(_ signal: Int32) -> Never {
        lock.lock()
        var stats = latest
        lock.unlock()
        stats.elapsed = Date().timeIntervalSince(start)
        if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        print(Summary(stats: stats).rendered)
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
        printToStandardError(
            "fuzzer: interrupted by \(name) after \(stats.cases) cases (seed \(seed)); \(stats.failures) failure\(stats.failures == 1 ? "" : "s") so far")
        fflush(nil)
        exit(Self.exitStatus)
    }
}
