#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// DiffBenchClock: the monotonic clock every sample and timeout is read from
//===----------------------------------------------------------------------===//

/// `clock_gettime(CLOCK_MONOTONIC)`: the clock the built-in benchmark times
/// its cells with, the adapter kit times its samples with (so that the
/// `nanoseconds` an adapter reports compare with built-in samples), and
/// DiffBench's deadlines for adapters are measured on.
public enum DiffBenchClock {
    /// The current reading in nanoseconds from an arbitrary fixed origin.
    @inlinable @inline(__always)
    public static func nanoseconds() -> UInt64 {
        let time = reading()
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The current reading in seconds from the same origin.
    @inlinable @inline(__always)
    public static func seconds() -> Double {
        let time = reading()
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    @inlinable @inline(__always)
    static func reading() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time
    }
}
