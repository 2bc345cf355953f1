import ArgumentParser
import CLISupport
import FuzzCore

//===----------------------------------------------------------------------===//
// The ranges of the fuzzer's numeric options, checked as they are parsed
//===----------------------------------------------------------------------===//

/// Every numeric option of every `fuzzer` subcommand is parsed by one of
/// these `transform`s, so a value out of range is a one-line error (exit 2)
/// before anything converts it; no value the user types can trap or wrap.
enum OptionLimits {
    /// The most cases in a campaign, and one past the largest case index:
    /// a trillion (years at 10,000 cases per second). Case and shard
    /// arithmetic stays far from `Int.max`.
    static let cases = 1_000_000_000_000
    /// The most shards of a campaign.
    static let shards = 1_000_000
    /// The largest `--max-size`.
    static let maxSize = 100_000
    /// The longest `--hang-timeout`, in seconds (a day).
    static let hangSeconds = 86_400.0
    /// The shortest `--hang-timeout` of `fuzzer adapter` and `fuzzer replay
    /// --adapter` (fractions allowed there); elsewhere the crash guard counts
    /// whole seconds, from 1 (`HangTimeoutOption.requireWholeSeconds()`).
    static let adapterHangSeconds = 0.01
    /// The longest `--duration`, in seconds (365 days).
    static let durationSeconds = 365 * 86_400.0

    static func seed(_ text: String) throws -> UInt64 { try NumericOption.integer(text, in: 0...UInt64.max) }
    static func iterations(_ text: String) throws -> Int { try NumericOption.integer(text, in: 1...cases) }
    static func caseIndex(_ text: String) throws -> Int { try NumericOption.integer(text, in: 0...(cases - 1)) }
    static func maxSize(_ text: String) throws -> Int { try NumericOption.integer(text, in: 0...maxSize) }
    static func hangTimeout(_ text: String) throws -> Double {
        try NumericOption.number(text, in: adapterHangSeconds...hangSeconds, unit: "seconds")
    }

    /// `I/N` with 1 ≤ I ≤ N ≤ `shards`.
    static func shard(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            (1...shards).contains(count), (1...count).contains(index)
        else { throw ValidationError("must be I/N with 1 ≤ I ≤ N ≤ \(shards) (got \(text))") }
        return Shard(index: index, count: count)
    }

    /// A duration (`90`, `60s`, `5m`, `1h`, `250ms`) from 1 ms to 365 days.
    static func duration(_ text: String) throws -> DurationArgument {
        guard let duration = DurationArgument(argument: text), duration.seconds >= 0.001,
            duration.seconds <= durationSeconds
        else {
            throw ValidationError("must be a time from 1ms to 8760h, e.g. 90, 60s, 5m, 1h (got \(text))")
        }
        return duration
    }
}
