import ArgumentParser
import BenchCore

//===----------------------------------------------------------------------===//
// The limits of the run's options
//===----------------------------------------------------------------------===//

/// The largest size any cell can take: identity codes are `Int32`.
let maximumSize = Int(Int32.max) - 1

extension CellAllocator: ExpressibleByArgument {}

/// The ranges of `benchrunner`'s numeric run options, checked before any
/// value is converted: wide enough for any real run, narrow enough that
/// every product and conversion made of them fits.
enum RunLimits {
    /// `--timeout`, seconds (a day; more than 0, checked apart).
    static let timeout: ClosedRange<Double> = 0...86_400
    /// `--min-time`, seconds.
    static let minTime: ClosedRange<Double> = 0...86_400
    /// `--memory-limit`, GiB: 1 MiB to 1 PiB.
    static let memoryGiB: ClosedRange<Double> = 0.001...1_048_576
    /// `--min-samples` and `--max-samples`.
    static let samples: ClosedRange<Int> = 1...10_000_000
    /// `--seed`: every `UInt64`; a negative seed is an error, not a wrap.
    static let seed: ClosedRange<UInt64> = 0...UInt64.max
}
