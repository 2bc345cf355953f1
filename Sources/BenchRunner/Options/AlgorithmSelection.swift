import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// AlgorithmSelection: `--algorithms` of a run
//===----------------------------------------------------------------------===//

/// The rows a run times, as `--algorithms` gives them: algorithm ids,
/// reference rows and adapters' names, or `all`. An adapter's name is known
/// only after its handshake, so the list is kept as typed and checked by
/// `ids(adapters:)`, by `AlgorithmList`'s rule.
struct AlgorithmSelection: StrictArgument, Hashable {
    /// The list as typed.
    var text: String

    /// Every row a run can time without adapters, in run order: the
    /// registry's algorithms, then the reference rows.
    static var builtInIDs: [String] { AlgorithmRegistry.ids + ReferenceRow.ids }

    /// Keeps `text`; nothing is checked before the adapters are known.
    init(parsing text: String) { self.text = text }

    /// The ids chosen among the built-in rows and `adapters`: built-ins first
    /// in run order, then adapters in the order given; `all` chooses every
    /// one.
    ///
    /// - Throws: `ValidationError` `--algorithms: unknown algorithm 'x'; valid:
    ///   …` (or `no algorithms given`, `empty algorithm name at position …`).
    /// - Complexity: O(*k*·*a*), *k* ids given, *a* available.
    func ids(adapters: [AdapterAlgorithm]) throws(ValidationError) -> [String] {
        do {
            return try AlgorithmList.ids(parsing: text, from: Self.builtInIDs + adapters.map(\.id))
        } catch {
            throw ValidationError("--algorithms: \(error.message)")
        }
    }

    /// The list as typed: `all` by default.
    var description: String { text }
}
