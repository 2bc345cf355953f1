import Foundation

//===----------------------------------------------------------------------===//
// ColourContrast: whether a colour-blind reader could take two colours for one
//===----------------------------------------------------------------------===//

/// How far apart two `#rrggbb` colours look: CIE76 ΔE in CIELAB (D65),
/// for normal vision and for full protanopia, deuteranopia and tritanopia,
/// simulated with the matrices of Machado, Oliveira and Fernandes (2009)
/// in linear RGB. The charts use it to give two series whose colours a
/// reader could confuse different line dashes.
enum ColourContrast {
    /// Below this ΔE, for some vision, two colours count as confusable.
    static let confusableBelow = 20.0

    /// The simulations: protanopia, deuteranopia, tritanopia (rows of
    /// linear RGB); normal vision is the identity.
    static let deficiencies: [[[Double]]] = [
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ]

    /// Whether some reader (normal vision or one of the deficiencies) sees
    /// `first` and `second` less than `confusableBelow` apart.
    static func confusable(_ first: String, _ second: String) -> Bool {
        let a = linearRGB(first), b = linearRGB(second)
        if difference(a, b) < confusableBelow { return true }
        return deficiencies.contains { matrix in
            difference(simulate(a, matrix), simulate(b, matrix)) < confusableBelow
        }
    }

    /// `#rrggbb` as linear RGB, each channel 0...1.
    static func linearRGB(_ hex: String) -> [Double] {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { byte in
            let channel = Double(byte) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
    }

    /// `rgb` as seen through `matrix`, clamped to 0...1.
    static func simulate(_ rgb: [Double], _ matrix: [[Double]]) -> [Double] {
        matrix.map { row in min(1, max(0, zip(row, rgb).map(*).reduce(0, +))) }
    }

    /// CIE76 ΔE between two linear RGB colours.
    static func difference(_ first: [Double], _ second: [Double]) -> Double {
        let p = lab(first), q = lab(second)
        return zip(p, q).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    /// Linear RGB as CIELAB (L, a, b), D65 white.
    static func lab(_ rgb: [Double]) -> [Double] {
        let x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047
        let y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        let z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }
}
