import BenchCore
import DiffBenchText
import DiffBenchWire

//===----------------------------------------------------------------------===//
// The timed samples of a cell, shared by flat and sectioned cells
//===----------------------------------------------------------------------===//

extension CellRunner {
    /// Times `diff` after its warm-up: gives up early (`timedOut`) when
    /// `policy.minSamples` diffs as slow as the warm-up would overrun the
    /// cell's budget, else takes samples until the policy is met; then the
    /// last timed diff's output must have the warm-up's fingerprint
    /// (`expected`) and pass `check`, or the cell fails without a time
    /// (`checked`).
    ///
    /// Each sample brackets exactly one `diff()` call with the monotonic
    /// clock; the thread's CPU time is read outside that window (it shows how
    /// much of a slow sample was the machine being busy). Each output is
    /// dropped before the next diff, except the last one's.
    ///
    /// - Parameters:
    ///   - outcome: The outcome so far (counts, allocations, changeset size).
    ///   - warmupSeconds: How long the warm-up diff took.
    ///   - start: When the cell started (`DiffBenchClock.seconds()`).
    ///   - check: A one-line problem with the last output, or `nil`.
    static func sampled<Changes: Hashable>(
        _ outcome: CellOutcome, expected: OutputFingerprint, request: CellRequest, start: Double, warmupSeconds: Double,
        diff: () -> Changes?, check: (Changes) -> String? = { _ in nil }
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
            let done =
                samples.count >= policy.maxSamples
                || (samples.count >= policy.minSamples && after - samplingStart >= policy.minSeconds)
            if done {
                last = changes
                break
            }
            blackHole(changes)
        }
        outcome.samples = samples
        outcome.cpuSamples = cpuSamples
        return checked(outcome) {
            guard OutputFingerprint(last) == expected, let last else {
                return "the timed runs returned a different changeset than the warm-up"
            }
            return check(last)
        }
    }
}
