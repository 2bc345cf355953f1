//===----------------------------------------------------------------------===//
// AlgorithmStyle: one colour, dash and marker per algorithm id
//===----------------------------------------------------------------------===//

/// How an algorithm is drawn: a colour, a line dash and a marker shape,
/// the same in every chart and report.
///
/// Colours are the Okabe–Ito palette (distinguishable with the common
/// colour-vision deficiencies) without its yellow, plus a grey. The
/// registry's algorithms and the reference rows have fixed styles, each
/// with its own marker, so that no two of them differ in colour alone.
/// Any other id (an external adapter) gets a style from a stable FNV-1a
/// hash of its name; `styles(for:)` moves it off any other series of the
/// same chart.
public struct AlgorithmStyle: Equatable, Hashable, Sendable {
    /// A marker shape; the `open` shapes are outlines on white.
    public enum Marker: String, CaseIterable, Sendable {
        case circle, square, diamond, triangleUp, triangleDown, plus, cross, star
        case openCircle, openSquare, openDiamond, openTriangleUp, openTriangleDown
    }

    /// The stroke and fill colour, `#rrggbb`.
    public var color: String
    public var marker: Marker
    /// An SVG `stroke-dasharray`, or empty for a solid line.
    public var dash: String

    /// The Okabe–Ito palette without its yellow (too faint on white), plus a grey.
    public static let palette = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000", "#999999"]

    /// The line dashes: solid, dashed, dotted, dash-dot.
    public static let dashes = ["", "6 3", "2 2", "8 3 2 3"]

    /// The fixed styles of the registry's algorithms and of the reference
    /// rows (`stdlib-direct`, `floor`, `floor-content`). Every entry has its
    /// own marker; the colours used more than once (`stdlib-direct` shares
    /// `stdlib`'s, the algorithm it calls; `floor` and `floor-content` share
    /// `bit-lcs`'s black) come with a different marker and dash.
    public static let fixed: [String: AlgorithmStyle] = [
        "hash-linear": AlgorithmStyle(color: "#0072B2", marker: .square, dash: ""),
        "heckel": AlgorithmStyle(color: "#D55E00", marker: .triangleUp, dash: "6 3"),
        "myers": AlgorithmStyle(color: "#009E73", marker: .circle, dash: ""),
        "stdlib": AlgorithmStyle(color: "#E69F00", marker: .diamond, dash: ""),
        "dp-lcs": AlgorithmStyle(color: "#CC79A7", marker: .triangleDown, dash: ""),
        "naive-lcs": AlgorithmStyle(color: "#999999", marker: .cross, dash: ""),
        "hunt-szymanski": AlgorithmStyle(color: "#56B4E9", marker: .plus, dash: ""),
        "bit-lcs": AlgorithmStyle(color: "#000000", marker: .star, dash: ""),
        "stdlib-direct": AlgorithmStyle(color: "#E69F00", marker: .openDiamond, dash: "8 3 2 3"),
        "floor": AlgorithmStyle(color: "#000000", marker: .openCircle, dash: "2 2"),
        "floor-content": AlgorithmStyle(color: "#000000", marker: .openSquare, dash: "6 3"),
    ]

    /// Creates a style from its parts.
    public init(color: String, marker: Marker, dash: String) {
        self.color = color
        self.marker = marker
        self.dash = dash
    }

    /// The style of an algorithm id: its fixed style, or for any other id
    /// the style its name hashes to (never one of a fixed id). In a chart
    /// with other series use `styles(for:)`, which keeps series apart.
    public static func of(_ id: String) -> AlgorithmStyle {
        fixed[id] ?? styles(for: [id])[id]!
    }

    /// The `stroke-dasharray` attribute with a leading space, or empty.
    public var dashAttribute: String { dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"" }

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
