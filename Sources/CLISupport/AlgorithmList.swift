import ArgumentParser
import DiffAlgorithms
import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// AlgorithmList: `--algorithms a,b,c` for every DiffBench command
//===----------------------------------------------------------------------===//

/// A choice of algorithms on the command line: ids separated by commas,
/// whitespace around each trimmed, case ignored; `all` selects every
/// available algorithm. The algorithms keep the order of the available list
/// (the registry's), each once. The rule is `NameList`'s.
///
///     --algorithms myers,heckel      // [myers, heckel]
///     --algorithms "heckel, myers"   // [myers, heckel]
///     --algorithms all               // AlgorithmRegistry.all
///
/// Declare the option with `transform: AlgorithmList.parse`, so that a bad
/// value's error names the unknown id and lists the valid ones (see
/// `StrictArgument`).
package struct AlgorithmList: StrictArgument {
    /// The chosen algorithms, in the order of the available list.
    package var algorithms: [any DiffAlgorithm]

    /// The chosen ids, in the order of the available list.
    package var ids: [String] { algorithms.map(\.id) }

    /// Every registered algorithm.
    package static var all: AlgorithmList { AlgorithmList(algorithms: AlgorithmRegistry.all) }

    private init(algorithms: [any DiffAlgorithm]) { self.algorithms = algorithms }

    /// Parses a comma list against `available`.
    ///
    /// - Throws: `ValidationError` with one line: `no algorithms given; valid:
    ///   …` for an empty list, `unknown algorithm 'x'; valid: …` for an id
    ///   not in `available`.
    /// - Complexity: O(*k*·*a*), *k* ids given, *a* available.
    package init(parsing text: String, from available: [any DiffAlgorithm]) throws(ValidationError) {
        algorithms = try NameList.select(text, from: available.map(\.id), noun: "algorithm").map { available[$0] }
    }

    /// Parses a comma list against the registry.
    package init(parsing text: String) throws(ValidationError) {
        try self.init(parsing: text, from: AlgorithmRegistry.all)
    }

    /// The ids a comma list chooses among `available` ids, by the same rule,
    /// for rows that are not `DiffAlgorithm`s (a run's reference rows and
    /// adapters): in the order of `available`, each once.
    ///
    /// - Throws: `ValidationError` as `init(parsing:from:)`.
    package static func ids(parsing text: String, from available: [String]) throws(ValidationError) -> [String] {
        try NameList.select(text, from: available, noun: "algorithm").map { available[$0] }
    }

    /// `all` when every registered algorithm is chosen, else the ids with commas.
    package var description: String {
        ids == AlgorithmRegistry.ids ? "all" : ids.joined(separator: ",")
    }

    /// One algorithm by id, for options that take exactly one.
    ///
    /// - Throws: `InputError` `unknown algorithm 'x'; valid: …`.
    package static func algorithm(
        id: String, from available: [any DiffAlgorithm] = AlgorithmRegistry.all
    ) throws(InputError) -> any DiffAlgorithm {
        guard let algorithm = available.first(where: { $0.id == id }) else {
            throw InputError("unknown algorithm '\(id)'; valid: \(available.map(\.id).joined(separator: ", "))")
        }
        return algorithm
    }
}
