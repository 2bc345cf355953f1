#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// MonotonicClock: the clock every sample is read from
//===----------------------------------------------------------------------===//

/// `clock_gettime(CLOCK_MONOTONIC)` in nanoseconds: the clock DiffBench's
/// built-in benchmark reads, so adapter samples and built-in samples compare.
enum MonotonicClock {
    /// The current reading, nanoseconds from an arbitrary fixed origin.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
