//===----------------------------------------------------------------------===//
// ChartText: text widths estimated without a font engine
//===----------------------------------------------------------------------===//

/// Estimates how much room a label takes in Helvetica or Arial, so charts
/// can lay out legends and axis labels without measuring fonts. The
/// estimate errs wide: 0.6 em for most characters (digits are 0.556 em,
/// most lower-case letters less), 0.7 em for capitals and 0.9 em for the
/// widest letters.
package enum ChartText {
    /// The estimated width of `text` at `fontSize`, in pixels.
    package static func width(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for character in text {
            if "mwMW@%".contains(character) {
                ems += 0.9
            } else if character.isUppercase {
                ems += 0.7
            } else {
                ems += 0.6
            }
        }
        return ems * fontSize
    }
}
