import BenchCore
import DiffBenchWire
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Calibration: a fixed reference workload timed in every run
//===----------------------------------------------------------------------===//

extension Calibration {
    /// Times the calibration workload in this process (a child of the run).
    package static func measure(_ request: CellRequest) -> CellOutcome {
        let count = request.key.size
        var random = WorkloadRandom(seed: 0xCA11_B7A7E)
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
        let samplingStart = DiffBenchClock.seconds()
        while true {
            let cpuBefore = threadCPUSeconds()
            let before = DiffBenchClock.seconds()
            let result = work()
            let after = DiffBenchClock.seconds()
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
