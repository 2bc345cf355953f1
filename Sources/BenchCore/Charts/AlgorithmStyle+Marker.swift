import Foundation

//===----------------------------------------------------------------------===//
// AlgorithmStyle: markers as SVG
//===----------------------------------------------------------------------===//

extension AlgorithmStyle {
    /// The marker as an SVG element centred on (`x`, `y`), `size` across,
    /// with `inner` (a `<title>`, say) inside it. Filled shapes are painted
    /// in the colour; open ones are a coloured outline filled with white.
    package func markerSVG(x: Double, y: Double, size: Double = 8, inner: String = "") -> String {
        func f(_ value: Double) -> String { String(format: "%.1f", value) }
        let r = size / 2
        let paint = isOpen
            ? "fill=\"white\" stroke=\"\(color)\" stroke-width=\"1.6\""
            : "fill=\"\(color)\" stroke=\"\(color)\""
        func path(_ points: [(Double, Double)]) -> String {
            let d = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(f(x + $0.element.0)),\(f(y + $0.element.1))" }
                .joined(separator: " ")
            return "<path d=\"\(d) Z\" \(paint)>\(inner)</path>"
        }
        switch marker {
        case .circle, .openCircle:
            return "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\" \(paint)>\(inner)</circle>"
        case .square, .openSquare:
            return path([(-r * 0.85, -r * 0.85), (r * 0.85, -r * 0.85), (r * 0.85, r * 0.85), (-r * 0.85, r * 0.85)])
        case .diamond, .openDiamond:
            return path([(0, -r * 1.2), (r * 1.2, 0), (0, r * 1.2), (-r * 1.2, 0)])
        case .triangleUp, .openTriangleUp:
            return path([(0, -r * 1.2), (r * 1.1, r * 0.8), (-r * 1.1, r * 0.8)])
        case .triangleDown, .openTriangleDown:
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

    /// Whether the marker is an outline (`openCircle`, `openSquare`, …).
    package var isOpen: Bool { marker.rawValue.hasPrefix("open") }
}
