import Foundation

//===----------------------------------------------------------------------===//
// ColourVision: how far apart two colours look, with and without a deficiency
//===----------------------------------------------------------------------===//

/// Colour differences for the chart tests, computed independently of the
/// code under test: CIE76 ΔE in CIELAB (D65), for normal vision and for
/// full protanopia, deuteranopia and tritanopia simulated with Machado,
/// Oliveira and Fernandes (2009)'s matrices in linear RGB.
enum ColourVision: CaseIterable {
    case normal, protanopia, deuteranopia, tritanopia

    /// The simulation matrix (rows of linear RGB), or `nil` for normal vision.
    var matrix: [[Double]]? {
        switch self {
        case .normal: nil
        case .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        }
    }

    /// `#rrggbb` as CIELAB, as seen with this vision.
    func lab(_ hex: String) -> (l: Double, a: Double, b: Double) {
        let digits = Array(hex.dropFirst())
        var rgb = (0..<3).map { index -> Double in
            let channel = Double(Int(String(digits[(2 * index)...(2 * index + 1)]), radix: 16) ?? 0) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        if let matrix {
            rgb = matrix.map { row in min(1, max(0, zip(row, rgb).map(*).reduce(0, +))) }
        }
        let x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047
        let y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        let z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIE76 ΔE between two `#rrggbb` colours, as seen with this vision.
    func difference(_ first: String, _ second: String) -> Double {
        let p = lab(first), q = lab(second)
        return ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }

    /// The smallest ΔE between two colours over every vision.
    static func leastDifference(_ first: String, _ second: String) -> Double {
        allCases.map { $0.difference(first, second) }.min()!
    }
}
