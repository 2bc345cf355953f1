//===----------------------------------------------------------------------===//
// ReferenceRow: rows timed beside the algorithms, never fuzzed
//===----------------------------------------------------------------------===//

/// Rows a run times like algorithms to put them in perspective. They are
/// not `DiffAlgorithm`s: the fuzzer never sees them, and they produce no
/// checked changeset.
///
/// - `floor`: `FloorScan` with `IgnoringContent` — every source identity
///   hashed once into a pre-sized table, every target identity hashed once
///   and looked up in it. No identity-keyed diff can do less; the Markdown
///   table shows every row as a multiple of it.
/// - `floor-content`: `FloorScan` with `ComparingContent` — the same scan of
///   the same table, plus one content comparison per target element whose
///   identity is in the source: the least a diff that reports updates must
///   do; the Markdown table shows every row as a multiple of it too.
/// - `stdlib-direct`: what an app pays calling
///   `target.difference(from: source).inferringMoves()` on its elements —
///   whole-value `==` (for `WorkloadBook`, every field), updates as a removal plus
///   an insertion. The `stdlib` row instead diffs identity codes and
///   reports updates, as every algorithm here does.
///
/// All skip the sectioned dataset (there is no sectioned form of any).
/// BenchMeasurement measures them (`measure(_:start:)`); a run and its
/// results files name them by their raw values, which `BenchmarkRow`
/// resolves with the other rows' ids.
package enum ReferenceRow: String, CaseIterable, Sendable {
    case stdlibDirect = "stdlib-direct"
    case floor
    case floorContent = "floor-content"

    /// Every reference row's id, in table order.
    package static var ids: [String] { allCases.map(\.rawValue) }
}
