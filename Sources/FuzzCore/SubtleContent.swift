import Foundation

//===----------------------------------------------------------------------===//
// SubtleContent: content versions that a careless `==` gets wrong
//===----------------------------------------------------------------------===//

/// A content version that restyles one field instead of rewriting it: the
/// changes a content comparison that ignores case, whitespace or accents
/// would miss, and a spelling it must not mistake for a change.
///
/// Versions `SubtleContent.first ..< first + 5·fields` are subtle: field
/// (*c* − `first`) / 5, style (*c* − `first`) mod 5. Generators draw them
/// (`CaseGenerator.restyle`) for elements with content.
///
///     SubtleContent(version: 16, fields: 4)   // field 0, .caseOnly
///     SubtleContent(version: 3, fields: 4)    // nil: an ordinary version
struct SubtleContent {
    /// The first subtle version.
    static let first = 16

    /// How a field is restyled.
    enum Style: Int, CaseIterable {
        /// Upper case: a change (a case-insensitive comparison misses it).
        case caseOnly
        /// A trailing space: a change.
        case trailingSpace
        /// A leading space: a change.
        case leadingSpace
        /// Precomposed letters decomposed (é as e + U+0301): canonically
        /// equivalent, so *not* a change for `String`'s `==`.
        case decomposed
        /// Accents dropped (é as e): a change (a diacritic-insensitive
        /// comparison misses it).
        case accentsDropped

        /// `text` in this style.
        func apply(to text: String) -> String {
            switch self {
            case .caseOnly: text.uppercased()
            case .trailingSpace: text + " "
            case .leadingSpace: " " + text
            case .decomposed: text.decomposedStringWithCanonicalMapping
            case .accentsDropped: text.replacingOccurrences(of: "\u{E9}", with: "e").replacingOccurrences(of: "\u{C9}", with: "E")
            }
        }

        /// The change this style makes to a date field: one second later or
        /// earlier, a millisecond later, none, a millisecond earlier.
        var seconds: Double {
            switch self {
            case .caseOnly: 1
            case .trailingSpace: -1
            case .leadingSpace: 0.001
            case .decomposed: 0
            case .accentsDropped: -0.001
            }
        }
    }

    /// Which field is restyled.
    var field: Int
    var style: Style

    /// The subtle version `version` of an element with `fields` fields, or
    /// `nil` when the version is an ordinary one.
    init?(version: Int, fields: Int) {
        let offset = version - Self.first
        guard offset >= 0, offset < 5 * fields else { return nil }
        field = offset / 5
        style = Style(rawValue: offset % 5)!
    }
}
