import DiffAlgorithms
import DiffBenchText

//===----------------------------------------------------------------------===//
// AdapterNameRules: the names an adapter's handshake may declare
//===----------------------------------------------------------------------===//

/// The rules for the handshake's `name`, which lists the adapter as an
/// algorithm and selects it in `benchrunner --algorithms` (a comma list,
/// `all`, case ignored, white space trimmed).
package enum AdapterNameRules {
    /// Names DiffBench's own rows use, compared without case: the built-in
    /// algorithms' ids and the benchmark's reference rows (`floor`,
    /// `stdlib-direct`; BenchMeasurement's `ReferenceRow`, which a test keeps
    /// in step with this list).
    package static var reservedNames: [String] { AlgorithmRegistry.ids + referenceRowNames }

    /// The benchmark's reference rows.
    package static let referenceRowNames = ["floor", "floor-content", "stdlib-direct"]

    /// Why `name` cannot name an adapter, or `nil` when it can.
    static func problem(with name: String) -> String? {
        let quoted = jsonStringLiteral(name)
        if name.isEmpty || name.contains(where: \.isNewline) { return "name must be one non-empty line" }
        if name.first!.isWhitespace || name.last!.isWhitespace {
            return "name \(quoted) begins or ends with white space, which --algorithms trims"
        }
        if name.contains(",") { return "name \(quoted) contains a comma, which separates the names in --algorithms" }
        let lowered = name.lowercased()
        if lowered == "all" { return "name \(quoted) is reserved: --algorithms all selects every algorithm" }
        if reservedNames.contains(lowered) {
            return "name \(quoted) is a built-in row's (reserved: \(reservedNames.joined(separator: ", "))); give the adapter a name of its own"
        }
        return nil
    }
}
