import Foundation
import Testing

@testable import BenchRunner

/// `SlowWorkNotice`: a live line on a terminal, a few lines elsewhere.
@Suite struct SlowWorkNoticeTests {
    /// What a notice wrote, collected across its timer's threads.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []

        func append(_ text: String) {
            lock.lock()
            parts.append(text)
            lock.unlock()
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return parts.joined()
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return parts.count
        }

        /// Waits until `count` writes came (the timer runs on a shared
        /// queue: a busy test process delays it), at most 10 seconds.
        func wait(for count: Int) {
            let deadline = Date().addingTimeInterval(10)
            while self.count < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        }
    }

    @Test func aTerminalGetsOneLiveLineErasedAtTheEnd() {
        let sink = Sink()
        let notice = SlowWorkNotice(
            prefix: "p", delay: 0.02, liveInterval: 0.02, isTerminal: true, write: { sink.append($0) })
        notice.begin("step")
        sink.wait(for: 3)
        notice.end()
        let text = sink.text
        #expect(!text.contains("\n"), "a live line, never a new one: \(text.debugDescription)")
        #expect(text.components(separatedBy: SlowWorkNotice.eraseLine + "p: step… ").count > 2, "rewritten: \(text.debugDescription)")
        #expect(text.hasSuffix(SlowWorkNotice.eraseLine), "erased at the end: \(text.debugDescription)")
    }

    @Test func aLogGetsALineWhenTheStepIsSlowAndOneWhenItEnds() {
        let sink = Sink()
        let notice = SlowWorkNotice(prefix: "p", delay: 0.02, logInterval: 60, isTerminal: false, write: { sink.append($0) })
        notice.begin("quick")
        notice.begin("slow")
        sink.wait(for: 1)
        Thread.sleep(forTimeInterval: 0.1)
        notice.end()
        let lines = sink.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("p: slow… ") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("p: slow: done in ") == true, "\(lines)")
    }

    @Test func cancellingWritesNoLastLine() {
        let sink = Sink()
        let notice = SlowWorkNotice(prefix: "p", delay: 0.02, isTerminal: false, write: { sink.append($0) })
        notice.begin("failing")
        sink.wait(for: 1)
        notice.cancel()
        notice.end()
        let text = sink.text
        #expect(text.hasPrefix("p: failing… ") && text.split(separator: "\n").count == 1, "\(text.debugDescription)")
    }
}
