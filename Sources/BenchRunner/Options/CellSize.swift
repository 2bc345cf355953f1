import ArgumentParser
import BenchCore
import CLISupport

//===----------------------------------------------------------------------===//
// CellSize: one size on the command line
//===----------------------------------------------------------------------===//

/// The item count of a cell's arrays, as typed: a positive integer,
/// optionally with a `k` (×1000) or `M` (×1,000,000) suffix.
///
///     try CellSize(parsing: "10k").count   // 10000
struct CellSize: StrictArgument, Hashable {
    /// The item count; at least 1.
    var count: Int

    /// - Precondition: `count >= 1`.
    init(_ count: Int) { self.count = count }

    /// - Throws: `ValidationError` `invalid size 'x': give one size, a
    ///   positive integer, optionally with k or M (e.g. 10k)`.
    init(parsing text: String) throws(ValidationError) {
        guard let count = Self.count(text) else {
            throw ValidationError("invalid size '\(text)': give one size, a positive integer, optionally with k or M (e.g. 10k)")
        }
        self.count = count
    }

    /// The count `text` spells (white space around it ignored), or `nil`
    /// when it is not a positive integer with an optional `k`/`K` or
    /// `m`/`M`, or the product overflows.
    static func count(_ text: some StringProtocol) -> Int? {
        var digits = Substring(text.trimmed)
        var multiplier = 1
        if let last = digits.last, "kK".contains(last) {
            multiplier = 1000
            digits = digits.dropLast()
        } else if let last = digits.last, "mM".contains(last) {
            multiplier = 1_000_000
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
        let (size, overflow) = value.multipliedReportingOverflow(by: multiplier)
        return overflow || size <= 0 ? nil : size
    }

    /// The count in digits: `10000`.
    var description: String { String(count) }
}
