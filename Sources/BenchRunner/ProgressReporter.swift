import Foundation

//===----------------------------------------------------------------------===//
// ProgressReporter: cell i of N, elapsed and ETA, on stderr
//===----------------------------------------------------------------------===//

/// Reports progress on stderr: on a terminal, a status line redrawn in
/// place above which each finished cell is logged; otherwise plain lines.
final class ProgressReporter {
    let total: Int
    let isTerminal: Bool
    let start = monotonicSeconds()

    init(total: Int, isTerminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.isTerminal = isTerminal
    }

    func begin(index: Int, key: CellKey) {
        let elapsed = monotonicSeconds() - start
        var line = "[\(index + 1)/\(total)] \(key)  elapsed \(formatClock(elapsed))"
        if index > 0 {
            let eta = elapsed / Double(index) * Double(total - index)
            line += ", ETA \(formatClock(eta))"
        }
        if isTerminal {
            emit("\r\u{1B}[K" + line)
        } else {
            emit(line + "\n")
        }
    }

    func end(index: Int, cell: CellResult) {
        let line = "[\(index + 1)/\(total)] \(cell.key): \(Self.describe(cell))"
        emit((isTerminal ? "\r\u{1B}[K" : "") + line + "\n")
    }

    func finish() {
        if isTerminal { emit("\r\u{1B}[K") }
    }

    /// One line about a finished cell, e.g. `"1.23 ms (p90 1.30 ms, 405 samples), 14 allocs, 9,871 moves"`.
    static func describe(_ cell: CellResult) -> String {
        switch cell.status {
        case .ok:
            var parts: [String] = []
            if let summary = cell.summary {
                parts.append(
                    "\(formatDuration(summary.median)) (p90 \(formatDuration(summary.p90)), \(summary.count) samples)")
            }
            if let allocations = cell.allocations {
                parts.append("\(formatGrouped(allocations.count)) allocs, \(formatBytes(allocations.bytes))")
            }
            if let changeset = cell.changeset {
                parts.append("\(formatGrouped(changeset.moved)) moves")
            }
            if let rss = cell.peakRSSBytes { parts.append("peak RSS \(formatBytes(rss))") }
            return parts.joined(separator: ", ")
        default:
            return "\(cell.status.rawValue)" + (cell.message.map { ": \($0)" } ?? "")
        }
    }

    private func emit(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
