import CLISupport
import DiffBenchText
import Foundation
import FuzzCore

/// Live progress on standard error: one line rewritten in place on a
/// terminal, a plain line every five seconds otherwise.
struct ProgressReporter {
    let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastPlainLine = Date()
    private var showing = false

    func line(_ stats: CampaignStats) -> String {
        "fuzzer: \(groupedDigits(stats.cases)) cases · \(groupedDigits(stats.algorithmCases)) algorithm-cases · "
            + "\(groupedDigits(Int(stats.algorithmCasesPerSecond)))/s · \(stats.failures) failure\(stats.failures == 1 ? "" : "s") · "
            + String(format: "%.1fs", stats.elapsed)
    }

    mutating func update(_ stats: CampaignStats) {
        let text = line(stats)
        update(line: text)
    }

    /// Shows `line`: in place on a terminal, else at most every five seconds.
    mutating func update(line: @autoclosure () -> String) {
        if isTerminal {
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line()).utf8))
            showing = true
        } else if Date().timeIntervalSince(lastPlainLine) >= 5 {
            lastPlainLine = Date()
            printToStandardError(line())
        }
    }

    /// Clears the live line before other output.
    mutating func clear() {
        if isTerminal && showing {
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
            showing = false
        }
    }

    mutating func finish(_ stats: CampaignStats) {
        clear()
        printToStandardError(line(stats))
    }
}
