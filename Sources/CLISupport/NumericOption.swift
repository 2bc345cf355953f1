import ArgumentParser
import Foundation

//===----------------------------------------------------------------------===//
// NumericOption: numbers given on the command line, range-checked first
//===----------------------------------------------------------------------===//

/// Parses numeric option values and checks their range before anything
/// converts or multiplies them, so that no value a user can type reaches a
/// trapping conversion such as `Int(someDouble)`.
///
/// Use them as an option's `transform`; the parser reports a thrown error as
/// `--option: <message>` (see `CommandLineTool`):
///
///     @Option(transform: { try NumericOption.number($0, of: "GiB", in: 0.001...1_048_576) })
///     var memoryLimit: Double?
public enum NumericOption {
    /// `text` as a decimal number (exponents allowed) within `range`; with
    /// `excludingLowerBound`, above `range.lowerBound`.
    ///
    /// - Throws: `ValidationError` `'1e10' is not a number of GiB from 0.001 to 1048576`
    ///   (or `more than 0 and at most 86400`) for text that is no number, not
    ///   finite, or out of range.
    public static func number(
        _ text: String, of unit: String, in range: ClosedRange<Double>, excludingLowerBound: Bool = false
    ) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, range.contains(value),
            !excludingLowerBound || value > range.lowerBound
        else {
            let bounds = excludingLowerBound
                ? "more than \(spell(range.lowerBound)) and at most \(spell(range.upperBound))"
                : "from \(spell(range.lowerBound)) to \(spell(range.upperBound))"
            throw ValidationError("'\(text)' is not a number of \(unit) \(bounds)")
        }
        return value
    }

    /// `text` as a whole decimal number within `range`.
    ///
    /// - Throws: `ValidationError` `'0' is not a whole number of samples from 1 to 10000000`.
    public static func integer(_ text: String, of unit: String, in range: ClosedRange<Int>) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Int(trimmed), range.contains(value) else {
            throw ValidationError("'\(text)' is not a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// `value × scale` as an `Int`, or `nil` when the product is not finite or
    /// does not fit; the check comes before the conversion.
    public static func scaledInteger(_ value: Double, by scale: Double) -> Int? {
        let product = (value * scale).rounded()
        guard product.isFinite, product >= Double(Int.min), product < Double(Int.max) else { return nil }
        return Int(product)
    }

    /// A bound as typed: `1048576`, `0.001`.
    private static func spell(_ bound: Double) -> String {
        bound == bound.rounded() && abs(bound) < 1e15 ? String(Int(bound)) : "\(bound)"
    }
}
