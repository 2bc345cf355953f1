import BenchCore
import DiffBenchText
import DiffBenchWire

//===----------------------------------------------------------------------===//
// The timed samples of a cell, shared by flat and sectioned cells
//===----------------------------------------------------------------------===//

extension CellRunner {
    /// Times `diff` after its warm-up: gives up early (`timedOut`) when
    /// `policy.minSamples` diffs as slow as the warm-up would overrun the
    /// cell's budget, else takes samples until the policy is met, and fails
    /// the cell when the last timed diff differs from the warm-up's `expected`.
    ///
    /// Each sample brackets exactly one `diff()` call with the monotonic
    /// clock; the thread's CPU time is read outside that window (it shows how
    /// much of a slow sample was the machine being busy).
    ///
    /// - Parameters:
    ///   - outcome: The outcome so far (counts, allocations, changeset size).
    ///   - warmupSeconds: How long the warm-up diff took.
    ///   - start: When the cell started (`DiffBenchClock.seconds()`).
    static func sampled<Changes: Equatable>(
        _ outcome: CellOutcome, expected: Changes, request: CellRequest, start: Double, warmupSeconds: Double,
        diff: () -> Changes?
    ) -> CellOutcome {
        var outcome = outcome
        let policy = request.policy
        // Give up early rather than be killed: the warm-up predicts the rest.
        let projected = (DiffBenchClock.seconds() - start) + warmupSeconds * Double(policy.minSamples)
        if projected > request.budgetSeconds {
            outcome.status = .timedOut
            outcome.message =
                "one diff took \(formatDuration(warmupSeconds)); \(policy.minSamples) samples would exceed the \(formatDuration(request.budgetSeconds)) timeout"
            return outcome
        }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        samples.reserveCapacity(min(policy.maxSamples, 1 << 16))
        cpuSamples.reserveCapacity(min(policy.maxSamples, 1 << 16))
        var last: Changes? = nil
        let samplingStart = DiffBenchClock.seconds()
        while true {
            let cpuBefore = threadCPUSeconds()
            let before = DiffBenchClock.seconds()
            let changes = diff()
            let after = DiffBenchClock.seconds()
            let cpuAfter = threadCPUSeconds()
            samples.append(after - before)
            cpuSamples.append(cpuAfter - cpuBefore)
            last = changes
            blackHole(changes)
            if samples.count >= policy.maxSamples { break }
            if samples.count >= policy.minSamples && after - samplingStart >= policy.minSeconds { break }
        }
        outcome.samples = samples
        outcome.cpuSamples = cpuSamples
        if last != expected {
            outcome.status = .failed
            outcome.message = "the timed runs returned a different changeset than the warm-up"
        }
        return outcome
    }
}
