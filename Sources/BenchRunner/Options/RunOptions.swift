import ArgumentParser
import DiffAlgorithms
import BenchCore
import Foundation
import Workloads

//===----------------------------------------------------------------------===//
// Parsing and validating the run's options
//===----------------------------------------------------------------------===//

/// Parses `--sizes`: a comma list of positive integers, each optionally with
/// a `k` (×1000) or `M` (×1,000,000) suffix.
///
///     try parseSizes("1000,10k,1M")   // [1000, 10000, 1000000]
///
/// - Throws: `ValidationError` with one line naming the bad value and the rule.
func parseSizes(_ text: String) throws -> [Int] {
    let rule = "sizes are positive integers, optionally with k or M, separated by commas (e.g. 1000,10k,1M)"
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed }
    guard !items.isEmpty, !(items.count == 1 && items[0].isEmpty) else {
        throw ValidationError("no sizes given: \(rule)")
    }
    var sizes: [Int] = []
    for item in items {
        var digits = Substring(item)
        var multiplier = 1
        if let last = digits.last, "kK".contains(last) {
            multiplier = 1000
            digits = digits.dropLast()
        } else if let last = digits.last, "mM".contains(last) {
            multiplier = 1_000_000
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII),
            let value = Int(digits), value.multipliedReportingOverflow(by: multiplier).overflow == false
        else {
            throw ValidationError("invalid size '\(item)': \(rule)")
        }
        let size = value * multiplier
        guard size > 0 else { throw ValidationError("invalid size '\(item)': \(rule)") }
        sizes.append(size)
    }
    // Unique, ascending.
    return Array(Set(sizes)).sorted()
}

/// Parses a comma list of names against the valid ones; `all` selects every
/// valid name. Keeps the order of `valid`.
///
/// - Throws: `ValidationError` naming the unknown value and listing the valid ones.
func parseChoices(_ text: String, option: String, valid: [String]) throws -> [String] {
    let items = text.split(separator: ",").map { $0.trimmed.lowercased() }.filter { !$0.isEmpty }
    let list = (valid + ["all"]).joined(separator: ", ")
    guard !items.isEmpty else { throw ValidationError("\(option) is empty; valid choices: \(list)") }
    if items.contains("all") { return valid }
    for item in items where !valid.contains(item) {
        throw ValidationError("unknown \(option.dropFirst(2).dropLast()) '\(item)' in \(option); valid choices: \(list)")
    }
    return valid.filter(items.contains)
}

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
}
