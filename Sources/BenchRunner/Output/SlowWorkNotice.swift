import CLISupport
import Dispatch
import Foundation
import DiffBenchText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// SlowWorkNotice: progress on stderr when a step runs longer than 2 seconds
//===----------------------------------------------------------------------===//

/// Says on stderr what a long command is doing: nothing for the first
/// `delay` seconds of a step, then the step and its elapsed time, e.g.
/// `benchrunner diff: diffing 1,000,000 → 1,000,000 elements with myers… 4s`.
///
/// On a terminal that is one live line, rewritten every `liveInterval`
/// seconds and erased when the step ends. Anywhere else (a log file, a
/// pipe) it is a line when the step passes `delay`, one more every
/// `logInterval` seconds, and a last line with the step's time when it
/// ends: a run of minutes leaves a few lines, not one every few seconds.
final class SlowWorkNotice: @unchecked Sendable {
    private let prefix: String
    private let delay: Double
    private let logInterval: Double
    private let liveInterval: Double
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var step = ""
    private var stepStart = Date()
    /// Whether anything was written about the current step.
    private var reported = false
    /// Counts the steps, so that a cancelled timer's late tick is ignored.
    private var generation = 0
    private var timer: (any DispatchSourceTimer)?

    /// Erases the terminal's current line: carriage return, clear to its end.
    static let eraseLine = "\r\u{1B}[K"

    /// - Parameters:
    ///   - isTerminal: Whether stderr is a terminal (`isatty`).
    ///   - write: Where the text goes (stderr); lines end with a newline,
    ///     live lines do not.
    init(
        prefix: String, delay: Double = 2, logInterval: Double = 60, liveInterval: Double = 1,
        isTerminal: Bool = isatty(STDERR_FILENO) != 0,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.prefix = prefix
        self.delay = delay
        self.logInterval = logInterval
        self.liveInterval = liveInterval
        self.isTerminal = isTerminal
        self.write = write
    }

    deinit { timer?.cancel() }

    /// Ends the step before (if any) and starts timing a new one,
    /// described by `description`.
    func begin(_ description: String) {
        lock.lock()
        finishStep(done: true)
        step = description
        stepStart = Date()
        generation += 1
        let current = generation
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + delay, repeating: isTerminal ? liveInterval : logInterval)
        timer.setEventHandler { [weak self] in self?.report(generation: current) }
        self.timer = timer
        lock.unlock()
        timer.resume()
    }

    /// Ends the current step, done: erases the live line, or writes the
    /// step's time where a line about it was written. Idempotent.
    func end() {
        lock.lock()
        finishStep(done: true)
        lock.unlock()
    }

    /// Stops reporting without a last line (an error follows, or nothing
    /// was done): only the live line is erased. Idempotent.
    func cancel() {
        lock.lock()
        finishStep(done: false)
        lock.unlock()
    }

    /// The work of `end()` and `cancel()`; the caller holds the lock.
    private func finishStep(done: Bool) {
        timer?.cancel()
        timer = nil
        generation += 1
        guard reported else { return }
        reported = false
        if isTerminal {
            write(Self.eraseLine)
        } else if done {
            write("\(prefix): \(step): done in \(formatClock(Date().timeIntervalSince(stepStart)))\n")
        }
    }

    /// A tick of the timer of step `generation`.
    private func report(generation: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard generation == self.generation else { return }
        let line = "\(prefix): \(step)… \(formatClock(Date().timeIntervalSince(stepStart)))"
        reported = true
        write(isTerminal ? Self.eraseLine + line : line + "\n")
    }
}
