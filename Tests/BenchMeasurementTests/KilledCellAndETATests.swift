import Foundation
import Testing

import BenchCore
import BenchMeasurement

/// How a signal-killed cell is recorded, and the ETA of a run.
@Suite struct KilledCellAndETATests {
    static let gib = 1 << 30

    @Test func aSIGKILLIsNotCalledOutOfMemoryWithoutEvidence() {
        let outside = RunController.signalOutcome(SIGKILL, peakRSSBytes: 34 << 20, memoryLimit: 8 * Self.gib, kernelOOMKills: 0)
        #expect(outside.status == .crashed)
        #expect(outside.message.hasPrefix("killed by SIGKILL from outside benchrunner"), "\(outside.message)")
        #expect(!outside.message.contains("out-of-memory killer"))
        let unknown = RunController.signalOutcome(SIGKILL, peakRSSBytes: 34 << 20, memoryLimit: 8 * Self.gib, kernelOOMKills: nil)
        #expect(unknown.status == .crashed)
        #expect(unknown.message.contains("not readable"))
    }

    @Test func aSIGKILLWithEvidenceIsOutOfMemory() {
        let kernel = RunController.signalOutcome(SIGKILL, peakRSSBytes: 34 << 20, memoryLimit: 8 * Self.gib, kernelOOMKills: 1)
        #expect(kernel.status == .outOfMemory)
        #expect(kernel.message.contains("kernel's out-of-memory killer"))
        let nearLimit = RunController.signalOutcome(SIGKILL, peakRSSBytes: 7 * Self.gib + Self.gib / 2, memoryLimit: 8 * Self.gib, kernelOOMKills: 0)
        #expect(nearLimit.status == .outOfMemory)
        #expect(nearLimit.message.contains("near the 8.00 GiB memory limit"), "\(nearLimit.message)")
    }

    @Test func otherSignalsAreCrashesNamedBySignal() {
        let segv = RunController.signalOutcome(SIGSEGV, peakRSSBytes: 1 << 20, memoryLimit: Self.gib, kernelOOMKills: 0)
        #expect(segv.status == .crashed && segv.message == "killed by SIGSEGV")
    }

    /// Cells whose diff time grows exactly as predicted (linear, 2 s of fixed
    /// cost each): the ETA never rises from one cell to the next, and ends
    /// close to the time the rest really took.
    @Test func theETADoesNotRiseOnSteadyWork() {
        let sizes = [1000, 2000, 4000, 8000, 16000]
        var keys: [CellKey] = []
        for size in sizes {
            for algorithm in ["myers", "heckel", "stdlib"] {
                keys.append(CellKey(algorithm: algorithm, dataset: "int", scenario: "mixed", size: size))
            }
        }
        let progress = ProgressReporter(keys: keys, timeout: 30, isTerminal: false)
        progress.minSamples = 5
        progress.minSeconds = 0
        func wall(_ key: CellKey) -> Double {
            let diff = Double(key.size) * (key.algorithm == "stdlib" ? 4e-5 : 1e-5)
            return 2 + diff * 6
        }
        var elapsed = 0.0
        var previousTotal = Double.infinity
        for (index, key) in keys.enumerated() {
            if index >= 3 {
                let total = elapsed + progress.remainingSeconds(from: index)
                #expect(total <= previousTotal + 1e-6, "cell \(index): predicted end \(total) after \(previousTotal)")
                previousTotal = total
                let actual = keys[index...].map(wall).reduce(0, +)
                if index >= 6 { #expect(abs(progress.remainingSeconds(from: index) - actual) < 0.05 * actual + 0.5) }
            }
            let diff = (wall(key) - 2) / 6
            let samples = Array(repeating: diff, count: 5)
            let cell = CellResult(key: key, status: .ok, samples: samples, summary: SampleSummary(samples: samples), wallSeconds: wall(key))
            progress.end(index: index, cell: cell)
            elapsed += wall(key)
        }
    }
}
