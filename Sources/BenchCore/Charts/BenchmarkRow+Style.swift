import DiffAlgorithms

//===----------------------------------------------------------------------===//
// BenchmarkRow: the fixed chart style of a row
//===----------------------------------------------------------------------===//

extension BenchmarkRow {
    /// The row's fixed style: the registry's algorithms' by their table
    /// (`AlgorithmStyle.registry`), each reference row's own; `nil` for an
    /// adapter, or an algorithm outside the registry, which a chart styles
    /// by its name's hash (`AlgorithmStyle.styles(for:)`).
    package var fixedStyle: AlgorithmStyle? {
        switch self {
        case let .algorithm(algorithm): AlgorithmStyle.registry[algorithm.id]
        case let .reference(reference): reference.style
        case .adapter: nil
        }
    }
}

extension RecordedRow {
    /// The fixed style of the row a results file's `id` names, or `nil`
    /// (an adapter's, an unknown or retired id).
    ///
    /// - Complexity: O(*r* + *g*), *r* reference rows, *g* registry algorithms.
    package static func fixedStyle(of id: String) -> AlgorithmStyle? {
        (try? Self(resolving: id))?.fixedStyle
    }
}

extension ReferenceRow {
    /// The reference row's style in every chart: an open marker, as no
    /// algorithm has.
    package var style: AlgorithmStyle {
        switch self {
        case .stdlibDirect: AlgorithmStyle(color: "#8C510A", marker: .openDiamond, dash: "8 3 2 3")
        case .floor: AlgorithmStyle(color: "#332288", marker: .openCircle, dash: "2 2")
        case .floorContent: AlgorithmStyle(color: "#999933", marker: .openSquare, dash: "10 3 2 3 2 3")
        }
    }
}

extension AlgorithmStyle {
    /// The fixed styles of the registry's algorithms, by id.
    static let registry: [String: AlgorithmStyle] = [
        "hash-linear": AlgorithmStyle(color: "#0072B2", marker: .square, dash: ""),
        "heckel": AlgorithmStyle(color: "#D55E00", marker: .triangleUp, dash: "6 3"),
        "myers": AlgorithmStyle(color: "#009E73", marker: .circle, dash: "8 3 2 3"),
        "stdlib": AlgorithmStyle(color: "#E69F00", marker: .diamond, dash: ""),
        "dp-lcs": AlgorithmStyle(color: "#CC79A7", marker: .triangleDown, dash: "6 3"),
        "naive-lcs": AlgorithmStyle(color: "#999999", marker: .cross, dash: "2 2"),
        "hunt-szymanski": AlgorithmStyle(color: "#882255", marker: .plus, dash: "2 2"),
        "bit-lcs": AlgorithmStyle(color: "#000000", marker: .star, dash: ""),
    ]
}
