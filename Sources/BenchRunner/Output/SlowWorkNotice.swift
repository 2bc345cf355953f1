import CLISupport
import Dispatch
import Foundation
import DiffBenchText

//===----------------------------------------------------------------------===//
// SlowWorkNotice: a line on stderr when a step runs longer than 2 seconds
//===----------------------------------------------------------------------===//

/// Says on stderr what a long command is doing: nothing for the first
/// `delay` seconds of a step, then one line every `interval` seconds with
/// the step and its elapsed time, e.g.
/// `benchrunner diff: diffing 1,000,000 → 1,000,000 elements with myers… 4s`.
final class SlowWorkNotice: @unchecked Sendable {
    private let prefix: String
    private let delay: Double
    private let interval: Double
    private let lock = NSLock()
    private var step = ""
    private var stepStart = Date()
    private var timer: (any DispatchSourceTimer)?

    init(prefix: String, delay: Double = 2, interval: Double = 5) {
        self.prefix = prefix
        self.delay = delay
        self.interval = interval
    }

    deinit { timer?.cancel() }

    /// Starts timing a new step, described by `description`.
    func begin(_ description: String) {
        lock.lock()
        step = description
        stepStart = Date()
        timer?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak self] in self?.report() }
        self.timer = timer
        lock.unlock()
        timer.resume()
    }

    /// Stops reporting.
    func end() {
        lock.lock()
        timer?.cancel()
        timer = nil
        lock.unlock()
    }

    private func report() {
        lock.lock()
        let line = "\(prefix): \(step)… \(formatClock(Date().timeIntervalSince(stepStart)))"
        lock.unlock()
        printToStandardError(line)
    }
}
