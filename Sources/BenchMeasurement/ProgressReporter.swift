import BenchCore
import DiffBenchText
import DiffBenchWire
import Foundation

//===----------------------------------------------------------------------===//
// ProgressReporter: cell i of N, elapsed and ETA, on stderr
//===----------------------------------------------------------------------===//

/// Reports progress on stderr: on a terminal, a status line redrawn in
/// place above which each finished cell is logged; otherwise plain lines.
package final class ProgressReporter {
    package let keys: [CellKey]
    package let timeout: Double
    /// The sampling policy of the cells: fewest samples, fewest seconds of
    /// samples, most samples.
    package var minSamples = 5
    package var minSeconds = 0.5
    package var maxSamples = 1000
    package let isTerminal: Bool
    package let start = DiffBenchClock.seconds()
    private var finished: [CellKey: CellResult] = [:]

    package var total: Int { keys.count }

    package init(keys: [CellKey], timeout: Double, isTerminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.keys = keys
        self.timeout = timeout
        self.isTerminal = isTerminal
    }

    package func begin(index: Int, key: CellKey) {
        let elapsed = DiffBenchClock.seconds() - start
        var line = "[\(index + 1)/\(total)] \(key)  elapsed \(formatClock(elapsed))"
        if index > 0 {
            line += ", ETA \(formatClock(remainingSeconds(from: index)))"
        }
        if isTerminal {
            emit("\r\u{1B}[K" + line)
        } else {
            emit(line + "\n")
        }
    }

    /// The predicted wall time of the cells from `index` on (0-based in `keys`).
    ///
    /// - Complexity: O(*r* · *f*), *r* the remaining and *f* the finished cells.
    package func remainingSeconds(from index: Int) -> Double {
        keys[index...].reduce(0) { $0 + predictedSeconds($1) }
    }

    /// A guess at a cell's wall time from the same algorithm's previous
    /// (largest smaller) size of this dataset and scenario: its diff time
    /// × the growth ratio to this size, plus the cell's fixed costs.
    ///
    /// - The growth ratio is `(size / previous size) ^ k`, with `k` the
    ///   exponent between the algorithm's two previous sizes (clamped to
    ///   1…3), or 1 with only one previous size.
    /// - A cell's wall time is its fixed overhead (process, workload,
    ///   calibration of the cell: the mean of the finished cells') plus one
    ///   warm-up and the samples: at least `minSamples`, at least
    ///   `minSeconds` of them. It is at most the timeout.
    /// - A cell outgrown at a smaller size (timed out, out of memory,
    ///   refused) is not run: 0.
    /// - Without a previous size: the mean wall time of the finished cells
    ///   of this size, else of all finished cells, else 1 s.
    package func predictedSeconds(_ key: CellKey) -> Double {
        let smaller = DiffTimePrediction.smallerCells(of: key, in: finished.values)
        guard let last = smaller.last else {
            let sameSize = finished.values.filter { $0.key.size == key.size }.map(\.wallSeconds)
            let all = sameSize.isEmpty ? finished.values.map(\.wallSeconds) : sameSize
            return all.isEmpty ? 1 : all.reduce(0, +) / Double(all.count)
        }
        if last.status == .skipped || last.status == .timedOut || last.status == .outOfMemory { return 0 }
        guard let diffSeconds = DiffTimePrediction.predict(key, smaller: smaller)?.diffSeconds else {
            return last.wallSeconds
        }
        let samples = min(Double(maxSamples), max(Double(minSamples), minSeconds / max(diffSeconds, 1e-9)))
        return min(timeout, overheadSeconds() + diffSeconds * (1 + samples))
    }

    /// The mean wall time of the finished cells beyond their diffs: process
    /// start, workload generation, verification.
    func overheadSeconds() -> Double {
        let measured = finished.values.filter { $0.summary != nil }
        guard !measured.isEmpty else { return 0 }
        let overheads = measured.map { cell in
            max(0, cell.wallSeconds - cell.samples.reduce(0, +) - (cell.summary?.median ?? 0))
        }
        return overheads.reduce(0, +) / Double(overheads.count)
    }

    package func end(index: Int, cell: CellResult) {
        finished[cell.key] = cell
        let line = "[\(index + 1)/\(total)] \(cell.key): \(Self.describe(cell))"
        emit((isTerminal ? "\r\u{1B}[K" : "") + line + "\n")
    }

    package func finish() {
        if isTerminal { emit("\r\u{1B}[K") }
    }

    /// One line about a finished cell, e.g. `"1.23 ms (p90 1.30 ms, 405 samples), 14 allocs, 9,871 moves, 28,000 rows animated ×1.00"`.
    package static func describe(_ cell: CellResult) -> String {
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
            if let quality = cell.quality {
                parts.append(
                    "\(groupedDigits(quality.rowsAnimated)) rows animated \(ChangesetQuality.multipleText(quality.boundMultiple))")
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
