import CLISupport
import Dispatch
import Foundation

//===----------------------------------------------------------------------===//
// CampaignInterruption: SIGINT or SIGTERM stops a campaign between cases
//===----------------------------------------------------------------------===//

/// Notes the first SIGINT or SIGTERM instead of letting it end the process:
/// the campaign stops after the case it is checking (`shouldStop`), prints
/// its summary so far, and `exit(cases:failures:seed:)` ends with status
/// 130. A second signal ends the process at once.
final class CampaignInterruption: @unchecked Sendable {
    /// The process-wide instance the signal sources report to.
    static let shared = CampaignInterruption()

    /// The exit status of an interrupted campaign, `128 + SIGINT`.
    static let exitStatus: Int32 = 130

    private let lock = NSLock()
    private var received: Int32?
    private var sources: [any DispatchSourceSignal] = []

    /// Whether a signal has been received.
    var interrupted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return received != nil
    }

    /// Ignores SIGINT and SIGTERM's default action and notes them instead.
    func install() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.note(number) }
            source.resume()
            sources.append(source)
        }
    }

    private func note(_ number: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if received != nil { _exit(Self.exitStatus) }
        received = number
    }

    /// Says that the campaign stopped after `cases` cases with `failures`
    /// failures, and exits 130.
    func exit(cases: Int, failures: Int, seed: UInt64) -> Never {
        lock.lock()
        let number = received
        lock.unlock()
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "a signal"
        printToStandardError(
            "fuzzer: interrupted by \(name) after \(cases) cases (seed \(seed)); \(failures) failure\(failures == 1 ? "" : "s") so far")
        fflush(nil)
        Foundation.exit(Self.exitStatus)
    }
}
