import BenchCore
import TextFormatting
import Foundation

//===----------------------------------------------------------------------===//
// ProgressReporter: cell i of N, elapsed and ETA, on stderr
//===----------------------------------------------------------------------===//

/// Reports progress on stderr: on a terminal, a status line redrawn in
/// place above which each finished cell is logged; otherwise plain lines.
public final class ProgressReporter {
    public let keys: [CellKey]
    public let timeout: Double
    public let isTerminal: Bool
    public let start = monotonicSeconds()
    private var finished: [CellKey: CellResult] = [:]

    public var total: Int { keys.count }

    public init(keys: [CellKey], timeout: Double, isTerminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.keys = keys
        self.timeout = timeout
        self.isTerminal = isTerminal
    }

    public func begin(index: Int, key: CellKey) {
        let elapsed = monotonicSeconds() - start
        var line = "[\(index + 1)/\(total)] \(key)  elapsed \(formatClock(elapsed))"
        if index > 0 {
            let eta = keys[index...].reduce(0) { $0 + predictedSeconds($1) }
            line += ", ETA \(formatClock(eta))"
        }
        if isTerminal {
            emit("\r\u{1B}[K" + line)
        } else {
            emit(line + "\n")
        }
    }

    /// A guess at a cell's wall time: the same algorithm's largest smaller
    /// size, scaled by its growth exponent (1.2 if unknown), at most the
    /// timeout; otherwise the mean of the cells so far.
    public func predictedSeconds(_ key: CellKey) -> Double {
        let smaller = finished.values
            .filter {
                $0.key.algorithm == key.algorithm && $0.key.dataset == key.dataset
                    && $0.key.scenario == key.scenario && $0.key.size < key.size
            }
            .sorted { $0.key.size < $1.key.size }
        if let last = smaller.last {
            if last.status == .skipped || last.status == .timedOut || last.status == .outOfMemory {
                return last.wallSeconds
            }
            var exponent = 1.2
            if smaller.count > 1, let a = smaller[smaller.count - 2].summary, let b = last.summary {
                exponent = growthExponents([
                    (smaller[smaller.count - 2].key.size, a.median), (last.key.size, b.median),
                ]).first ?? exponent
            }
            let ratio = Double(key.size) / Double(last.key.size)
            return min(timeout, max(0.3, last.wallSeconds * pow(ratio, max(1, exponent))))
        }
        let walls = finished.values.map(\.wallSeconds)
        return walls.isEmpty ? 1 : walls.reduce(0, +) / Double(walls.count)
    }

    public func end(index: Int, cell: CellResult) {
        finished[cell.key] = cell
        let line = "[\(index + 1)/\(total)] \(cell.key): \(Self.describe(cell))"
        emit((isTerminal ? "\r\u{1B}[K" : "") + line + "\n")
    }

    public func finish() {
        if isTerminal { emit("\r\u{1B}[K") }
    }

    /// One line about a finished cell, e.g. `"1.23 ms (p90 1.30 ms, 405 samples), 14 allocs, 9,871 moves"`.
    public static func describe(_ cell: CellResult) -> String {
        switch cell.status {
        case .ok:
            var parts: [String] = []
            if let summary = cell.summary {
                parts.append(
                    "\(formatDuration(summary.median)) (p90 \(formatDuration(summary.p90)), "
                        + (cell.cpuSummary.map { "cpu \(formatDuration($0.median)), " } ?? "")
                        + "\(summary.count) samples)")
            }
            if let allocations = cell.allocations {
                parts.append("\(groupedDigits(allocations.count)) allocs, \(formatBytes(allocations.bytes))")
            }
            if let changeset = cell.changeset {
                parts.append("\(groupedDigits(changeset.moved)) moves")
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
