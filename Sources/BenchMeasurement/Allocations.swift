import BenchCore
import CProcessSupport

//===----------------------------------------------------------------------===//
// Allocations: exact counts from jemalloc's statistics
//===----------------------------------------------------------------------===//

/// Reads jemalloc's counters; benchrunner links jemalloc, so every `malloc`
/// of the process (Swift runtime included) goes through it.
package enum Jemalloc {
    /// jemalloc's version string, e.g. `"5.3.0-0-g54eaed1d8b56…"`, or `nil` if
    /// the statistics interface is missing.
    package static var version: String? {
        var pointer: UnsafePointer<CChar>? = nil
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard diffbench_mallctl("version", &pointer, &size, nil, 0) == 0, let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Whether `malloc` in this process is jemalloc's, with statistics.
    package static var isActive: Bool { requestCount() != nil }

    /// Measures the allocations `body` makes on this thread.
    ///
    /// The thread cache is flushed before and after, so that every request
    /// reaches the arena statistics; the counters are read outside `body`.
    package static func measure<T>(_ body: () throws -> T) rethrows -> (T, AllocationCount?) {
        let bytesBefore = allocatedBytes()
        let requestsBefore = requestCount()
        let result = try body()
        let requestsAfter = requestCount()
        let bytesAfter = allocatedBytes()
        guard let bytesBefore, let bytesAfter, let requestsBefore, let requestsAfter else {
            return (result, nil)
        }
        return (result, AllocationCount(bytes: Int(bytesAfter - bytesBefore), count: requestsAfter - requestsBefore))
    }

    /// Bytes this thread has allocated so far.
    package static func allocatedBytes() -> UInt64? {
        var value: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        guard diffbench_mallctl("thread.allocated", &value, &size, nil, 0) == 0 else { return nil }
        return value
    }

    /// Allocation requests served by all arenas so far (flushes the thread
    /// cache and refreshes the statistics snapshot first).
    package static func requestCount() -> Int? {
        guard diffbench_mallctl("thread.tcache.flush", nil, nil, nil, 0) == 0 else { return nil }
        var epoch: UInt64 = 1
        guard diffbench_mallctl("epoch", nil, nil, &epoch, MemoryLayout<UInt64>.size) == 0 else { return nil }
        // Arena index 4096 is MALLCTL_ARENAS_ALL: the sum over all arenas.
        // (No Swift array of names here: it would be an allocation of its own.)
        var small: UInt64 = 0
        var large: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        guard diffbench_mallctl("stats.arenas.4096.small.nrequests", &small, &size, nil, 0) == 0 else { return nil }
        size = MemoryLayout<UInt64>.size
        guard diffbench_mallctl("stats.arenas.4096.large.nrequests", &large, &size, nil, 0) == 0 else { return nil }
        return Int(small + large)
    }
}
