import Dispatch
import Foundation

//===----------------------------------------------------------------------===//
// Interruption: SIGINT and SIGTERM noted, so a run can stop cleanly
//===----------------------------------------------------------------------===//

/// Notes the first SIGINT or SIGTERM instead of letting it end the process,
/// so that a run can stop its child, finish its results files and say so.
///
/// Nothing is installed until `install()`: a test process that drives a
/// `RunController` keeps the default dispositions.
package final class Interruption: @unchecked Sendable {
    /// The process-wide instance the signal sources report to.
    package static let shared = Interruption()

    private let lock = NSLock()
    private var received: Int32?
    private var sources: [any DispatchSourceSignal] = []

    /// The exit status of a process stopped by a signal, `128 + SIGINT`.
    package static let exitStatus: Int32 = 130

    /// The signal received, `nil` until one is.
    package var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Records `signal` as received (what the signal sources call; tests may too).
    package func note(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if received == nil { received = signal }
    }

    /// Ignores SIGINT and SIGTERM's default action and notes them instead.
    /// A second signal of either kind ends the process at once.
    package func install() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                guard let self else { return }
                if self.signal != nil { _exit(Interruption.exitStatus) }
                self.note(number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
