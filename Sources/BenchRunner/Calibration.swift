import Workloads

//===----------------------------------------------------------------------===//
// Calibration: a fixed reference workload timed in every run
//===----------------------------------------------------------------------===//

/// A fixed workload, independent of every diff algorithm, timed in a child at
/// the start and the end of each run: hash 100,000 seeded integers into a
/// dictionary and sort a copy of them (the two costs that dominate the linear
/// diffs). Dividing a cell's median by the calibration's median gives a time
/// that compares across machines of different speed (issue 6's `compare`),
/// and the two calibrations of one run show whether the machine's speed
/// drifted during it.
enum Calibration {
    /// The pseudo algorithm id of the calibration cell.
    static let id = "calibration"

    /// Seconds the calibration may take, whatever the cells' `--timeout`.
    static let timeout: Double = 60

    static let key = CellKey(algorithm: id, dataset: "int", scenario: "hash-and-sort", size: 100_000)

    static func measure(_ request: CellRequest) -> CellOutcome {
        let count = request.key.size
        var random = SplitMix64(seed: 0xCA11_B7A7E)
        let keys = (0..<count).map { _ in Int(truncatingIfNeeded: random.next()) }
        @inline(never)
        func work() -> Int {
            var table = [Int: Int32](minimumCapacity: count)
            for (offset, key) in keys.enumerated() { table[key] = Int32(truncatingIfNeeded: offset) }
            var sorted = keys
            sorted.sort()
            return table.count &+ sorted[count / 2]
        }
        let (_, allocations) = Jemalloc.measure { work() }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        let samplingStart = monotonicSeconds()
        while true {
            let cpuBefore = threadCPUSeconds()
            let before = monotonicSeconds()
            let result = work()
            let after = monotonicSeconds()
            cpuSamples.append(threadCPUSeconds() - cpuBefore)
            samples.append(after - before)
            blackHole(result)
            if samples.count >= request.policy.maxSamples { break }
            if samples.count >= request.policy.minSamples && after - samplingStart >= request.policy.minSeconds { break }
        }
        return CellOutcome(
            status: .ok, sourceCount: count, targetCount: count, samples: samples, cpuSamples: cpuSamples,
            allocations: allocations)
    }
}
