//===----------------------------------------------------------------------===//
// ChartLegend: legend entries laid out in columns
//===----------------------------------------------------------------------===//

/// Where a chart draws its legend entries: one below the other in columns
/// no taller than the room given, as many columns as that takes. A chart
/// widens its canvas to `width` (and heightens it when one entry alone is
/// taller than the room), so no entry is ever cut off.
package struct ChartLegend: Sendable {
    /// One entry: a swatch and a label, then lines of notes below.
    package struct Entry: Sendable {
        package var label: String
        package var notes: [String]
        /// Whether the label follows a swatch (`swatchWidth` to its left).
        package var hasSwatch: Bool
        /// Extra room above the entry (between groups of entries).
        package var spaceBefore: Double

        /// Creates a value from every stored property.
        package init(label: String, notes: [String] = [], hasSwatch: Bool = true, spaceBefore: Double = 0) {
            self.label = label
            self.notes = notes
            self.hasSwatch = hasSwatch
            self.spaceBefore = spaceBefore
        }
    }

    package static let labelSize = 12.0, noteSize = 11.0
    package static let labelHeight = 16.0, noteHeight = 14.0, entryGap = 4.0, columnGap = 16.0

    /// The top-left corner of each entry's box, relative to the legend's;
    /// the label's baseline is 12 px below it.
    package let origins: [(x: Double, y: Double)]
    package let width: Double
    package let height: Double

    /// Lays out `entries` in columns of at most `maxHeight`.
    ///
    /// - Parameter swatchWidth: The room from an entry's left edge to its label.
    package init(entries: [Entry], maxHeight: Double, swatchWidth: Double) {
        var origins: [(x: Double, y: Double)] = []
        var columnX = 0.0, y = 0.0, columnWidth = 0.0, height = 0.0
        for entry in entries {
            let entryHeight = Self.height(of: entry)
            var top = y == 0 ? 0 : y + entry.spaceBefore
            if top > 0 && top + entryHeight > maxHeight {
                columnX += columnWidth + Self.columnGap
                columnWidth = 0
                top = 0
            }
            origins.append((columnX, top))
            y = top + entryHeight
            height = max(height, y)
            columnWidth = max(columnWidth, Self.width(of: entry, swatchWidth: swatchWidth))
        }
        self.origins = origins
        self.width = columnX + columnWidth
        self.height = height
    }

    /// An entry's height: its label, its notes and the gap below it.
    package static func height(of entry: Entry) -> Double {
        labelHeight + noteHeight * Double(entry.notes.count) + entryGap
    }

    /// An entry's width: the swatch and its widest line of text.
    package static func width(of entry: Entry, swatchWidth: Double) -> Double {
        let label = ChartText.width(entry.label, fontSize: entry.hasSwatch ? labelSize : noteSize)
        let notes = entry.notes.map { ChartText.width($0, fontSize: noteSize) }.max() ?? 0
        return (entry.hasSwatch ? swatchWidth : 0) + max(label, notes)
    }
}
