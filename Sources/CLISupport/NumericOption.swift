import ArgumentParser
import Foundation

//===----------------------------------------------------------------------===//
// NumericOption: a number on the command line, range-checked as it is parsed
//===----------------------------------------------------------------------===//

/// Parses numeric option values and checks their range before any
/// conversion, so that no value the user types can trap (`Int(1e19)`) or
/// wrap. Use it as an `@Option`'s `transform`:
///
///     @Option(transform: { try NumericOption.integer($0, in: 1...1_000_000) })
///     var iterations: Int?
///
/// The error is one line without the option's name (the parser adds it):
/// `--iterations: must be an integer from 1 to 1000000 (got 1e19)`.
package enum NumericOption {
    /// An integer in `range`, written in decimal (a leading `+` or `-`
    /// allowed, surrounding spaces ignored).
    ///
    /// - Throws: `ValidationError` `must be an integer from A to B (got X)`.
    package static func integer<T: FixedWidthInteger>(_ text: String, in range: ClosedRange<T>) throws(ValidationError) -> T {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = T(trimmed), range.contains(value) else {
            throw ValidationError("must be an integer from \(range.lowerBound) to \(range.upperBound) (got \(text))")
        }
        return value
    }

    /// A finite number in `range` (decimal or exponent notation), followed
    /// by `unit` in the message, e.g. `"seconds"`; with
    /// `excludingLowerBound`, above `range.lowerBound`.
    ///
    /// - Throws: `ValidationError` `must be a number from A to B seconds (got X)`
    ///   (or `more than A and at most B seconds`).
    package static func number(
        _ text: String, in range: ClosedRange<Double>, unit: String = "", excludingLowerBound: Bool = false
    ) throws(ValidationError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, range.contains(value),
            !excludingLowerBound || value > range.lowerBound
        else {
            let suffix = unit.isEmpty ? "" : " \(unit)"
            let bounds = excludingLowerBound
                ? "more than \(format(range.lowerBound)) and at most \(format(range.upperBound))"
                : "from \(format(range.lowerBound)) to \(format(range.upperBound))"
            throw ValidationError("must be a number \(bounds)\(suffix) (got \(text))")
        }
        return value
    }

    /// `value × scale` as an `Int`, or `nil` when the product is not finite or
    /// does not fit; the check comes before the conversion.
    package static func scaledInteger(_ value: Double, by scale: Double) -> Int? {
        let product = (value * scale).rounded()
        guard product.isFinite, product >= Double(Int.min), product < Double(Int.max) else { return nil }
        return Int(product)
    }

    /// `86400` rather than `86400.0`; fractions as Swift prints them.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
