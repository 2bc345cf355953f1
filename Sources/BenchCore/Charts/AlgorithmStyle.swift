import Foundation

//===----------------------------------------------------------------------===//
// AlgorithmStyle: one colour and marker per algorithm id, in every chart
//===----------------------------------------------------------------------===//

/// How an algorithm is drawn: the same colour and marker shape in every
/// chart and report, whatever else the chart shows.
///
/// Colours are the Okabe–Ito palette (distinguishable with the common
/// colour-vision deficiencies). Registry ids have fixed entries; `heckel`
/// and `hash-linear`, whose curves often overlap, get contrasting colours
/// (vermillion, blue), shapes (triangle, square) and line dashes. Any other
/// id (an external adapter) gets a choice from a stable FNV-1a hash of its
/// id, the same in every run and on every machine.
public struct AlgorithmStyle: Equatable, Sendable {
    public enum Marker: String, CaseIterable, Sendable {
        case circle, square, diamond, triangleUp, triangleDown, plus, cross, star
    }

    /// The stroke and fill colour, `#rrggbb`.
    public var color: String
    public var marker: Marker
    /// An SVG `stroke-dasharray`, or empty for a solid line.
    public var dash: String

    /// The Okabe–Ito palette without its yellow (too faint on white), plus a grey.
    public static let palette = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000", "#999999"]

    /// The fixed styles of the registry's algorithms.
    public static let fixed: [String: AlgorithmStyle] = [
        "hash-linear": AlgorithmStyle(color: "#0072B2", marker: .square, dash: ""),
        "heckel": AlgorithmStyle(color: "#D55E00", marker: .triangleUp, dash: "6 3"),
        "myers": AlgorithmStyle(color: "#009E73", marker: .circle, dash: ""),
        "stdlib": AlgorithmStyle(color: "#E69F00", marker: .diamond, dash: ""),
        "dp-lcs": AlgorithmStyle(color: "#CC79A7", marker: .triangleDown, dash: ""),
        "naive-lcs": AlgorithmStyle(color: "#999999", marker: .cross, dash: ""),
        "hunt-szymanski": AlgorithmStyle(color: "#56B4E9", marker: .plus, dash: ""),
        "bit-lcs": AlgorithmStyle(color: "#000000", marker: .star, dash: ""),
    ]

    /// The style of an algorithm id.
    public static func of(_ id: String) -> AlgorithmStyle {
        if let style = fixed[id] { return style }
        let hash = fnv1a(id)
        let markers = Marker.allCases
        return AlgorithmStyle(
            color: palette[Int(hash % UInt64(palette.count))],
            marker: markers[Int((hash / UInt64(palette.count)) % UInt64(markers.count))],
            dash: (hash >> 32) % 2 == 0 ? "" : "2 2")
    }

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

    /// The marker as an SVG element centred on (`x`, `y`), `size` across,
    /// with `inner` (a `<title>`, say) inside it.
    public func markerSVG(x: Double, y: Double, size: Double = 8, inner: String = "") -> String {
        func f(_ value: Double) -> String { String(format: "%.1f", value) }
        let r = size / 2
        let paint = "fill=\"\(color)\" stroke=\"\(color)\""
        func path(_ points: [(Double, Double)]) -> String {
            let d = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(f(x + $0.element.0)),\(f(y + $0.element.1))" }
                .joined(separator: " ")
            return "<path d=\"\(d) Z\" \(paint)>\(inner)</path>"
        }
        switch marker {
        case .circle:
            return "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\" \(paint)>\(inner)</circle>"
        case .square:
            return path([(-r * 0.85, -r * 0.85), (r * 0.85, -r * 0.85), (r * 0.85, r * 0.85), (-r * 0.85, r * 0.85)])
        case .diamond:
            return path([(0, -r * 1.2), (r * 1.2, 0), (0, r * 1.2), (-r * 1.2, 0)])
        case .triangleUp:
            return path([(0, -r * 1.2), (r * 1.1, r * 0.8), (-r * 1.1, r * 0.8)])
        case .triangleDown:
            return path([(0, r * 1.2), (r * 1.1, -r * 0.8), (-r * 1.1, -r * 0.8)])
        case .plus:
            let d = "M\(f(x - r)),\(f(y)) L\(f(x + r)),\(f(y)) M\(f(x)),\(f(y - r)) L\(f(x)),\(f(y + r))"
            return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\">\(inner)</path>"
        case .cross:
            let d = "M\(f(x - r)),\(f(y - r)) L\(f(x + r)),\(f(y + r)) M\(f(x - r)),\(f(y + r)) L\(f(x + r)),\(f(y - r))"
            return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\">\(inner)</path>"
        case .star:
            let points = (0..<10).map { index -> (Double, Double) in
                let angle = Double(index) * Double.pi / 5 - Double.pi / 2
                let radius = index % 2 == 0 ? r * 1.3 : r * 0.55
                return (radius * cos(angle), radius * sin(angle))
            }
            return path(points)
        }
    }

    /// The `stroke-dasharray` attribute with a leading space, or empty.
    public var dashAttribute: String { dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"" }
}
