import Foundation
import Workloads

//===----------------------------------------------------------------------===//
// Calibration: a fixed workload that measures the machine, not the code
//===----------------------------------------------------------------------===//

/// The time of a fixed piece of work that no algorithm touches: sort
/// 200,000 seeded integers, then insert them into a `Set`. The run measures
/// it before the first cell and after the last one, so that
/// `benchrunner compare --normalize calibration` can tell a slower machine
/// (or a busier one) from slower code.
///
/// The work is the same mix a diff does — comparisons, hashing, allocation —
/// and it never changes: a change to it would invalidate every baseline.
/// If it must change, change `workload` too, so that compare sees two
/// different calibrations and refuses to normalize by them.
struct Calibration: Codable, Hashable, Sendable {
    /// Names the workload; compare normalizes only between equal names.
    static let currentWorkload = "sort+set 200k ints (seed 42)"

    var workload: String
    /// Every sample, seconds: the ones before the cells, then the ones after.
    var samples: [Double]
    var summary: SampleSummary?

    init(workload: String = Calibration.currentWorkload, samples: [Double]) {
        self.workload = workload
        self.samples = samples
        self.summary = SampleSummary(samples: samples)
    }

    /// Adds samples and recomputes the summary.
    mutating func append(_ more: [Double]) {
        samples += more
        summary = SampleSummary(samples: samples)
    }

    /// Runs the calibration workload `count` times; the input is built once,
    /// outside the timed region.
    static func measure(count: Int = 5) -> [Double] {
        var random = SplitMix64(seed: 42)
        let input = (0..<200_000).map { _ in Int(truncatingIfNeeded: random.next()) }
        blackHole(work(input))  // warm-up
        var samples: [Double] = []
        for _ in 0..<count {
            let before = monotonicSeconds()
            let result = work(input)
            samples.append(monotonicSeconds() - before)
            blackHole(result)
        }
        return samples
    }

    @inline(never)
    static func work(_ input: [Int]) -> Int {
        let sorted = input.sorted()
        var set = Set<Int>(minimumCapacity: 0)
        for value in sorted { set.insert(value) }
        return set.count &+ sorted[sorted.count / 2]
    }
}
