import DiffAlgorithms

//===----------------------------------------------------------------------===//
// AlgorithmStyle: one colour, dash and marker per algorithm id
//===----------------------------------------------------------------------===//

/// How an algorithm is drawn: a colour, a line dash and a marker shape,
/// the same in every chart and report.
///
/// The palette is twelve colours, each at least 30 ΔE (CIE76) from every
/// other for normal vision: six of the Okabe–Ito palette (all but its
/// yellow, too faint on white, and its sky blue, too near its blue), a
/// grey, and five darker hues of Paul Tol's and ColorBrewer's. The registry's algorithms and the reference rows have
/// fixed styles (`BenchmarkRow.fixedStyle`): each its own colour and its own marker,
/// and any two whose colours a colour-blind reader could confuse
/// (`ColourContrast`) have different dashes, so lines that lie on one
/// another (hunt-szymanski on hash-linear) stay apart. The rows' table is
/// the only place a style is given; any other id (an external adapter) gets a
/// style from a stable FNV-1a hash of its name, and `styles(for:)` moves
/// it to a colour, marker and dash no other series of the chart has.
package struct AlgorithmStyle: Equatable, Hashable, Sendable {
    /// A marker shape; the `open` shapes are outlines on white.
    package enum Marker: String, CaseIterable, Sendable {
        case circle, square, diamond, triangleUp, triangleDown, plus, cross, star
        case openCircle, openSquare, openDiamond, openTriangleUp, openTriangleDown
    }

    /// The stroke and fill colour, `#rrggbb`.
    package var color: String
    package var marker: Marker
    /// An SVG `stroke-dasharray`, or empty for a solid line.
    package var dash: String

    /// The colours: Okabe–Ito's blue, orange, bluish green, vermillion,
    /// reddish purple and black, a grey, then indigo, olive, brown, magenta
    /// and wine. The fixed styles use all but magenta.
    package static let palette = [
        "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#000000", "#999999",
        "#332288", "#999933", "#8C510A", "#E7298A", "#882255",
    ]

    /// The line dashes: solid, dashed, dotted, dash-dot, dash-dot-dot.
    package static let dashes = ["", "6 3", "2 2", "8 3 2 3", "10 3 2 3 2 3"]

    /// The fixed styles of the registry's algorithms and of the reference
    /// rows (`stdlib-direct`, `floor`, `floor-content`), by id, as the rows
    /// give them (`BenchmarkRow.fixedStyle`): every entry has its own
    /// colour and its own marker, and entries with confusable colours have
    /// different dashes (`SeriesStyleTests` and `ChartReadabilityTests`
    /// hold the table to that).
    package static let fixed: [String: AlgorithmStyle] = {
        let rows = AlgorithmRegistry.all.map(RecordedRow.algorithm) + ReferenceRow.allCases.map(RecordedRow.reference)
        return Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.fixedStyle.map { (row.id, $0) } })
    }()

    /// Creates a style from its parts.
    package init(color: String, marker: Marker, dash: String) {
        self.color = color
        self.marker = marker
        self.dash = dash
    }

    /// The style of an algorithm id: its fixed style, or for any other id
    /// the style its name hashes to (never one of a fixed id). In a chart
    /// with other series use `styles(for:)`, which keeps series apart.
    package static func of(_ id: String) -> AlgorithmStyle {
        RecordedRow.fixedStyle(of: id) ?? styles(for: [id])[id]!
    }

    /// The `stroke-dasharray` attribute with a leading space, or empty.
    package var dashAttribute: String { dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"" }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes: stable across processes,
    /// unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
