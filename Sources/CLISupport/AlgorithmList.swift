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
/// (the registry's), each once.
///
///     --algorithms myers,heckel      // [myers, heckel]
///     --algorithms "heckel, myers"   // [myers, heckel]
///     --algorithms all               // AlgorithmRegistry.all
///
/// Declare the option with `transform: AlgorithmList.parse`, so that a bad
/// value's error names the unknown id and lists the valid ones; the
/// `ExpressibleByArgument` conformance serves defaults and plain options.
public struct AlgorithmList: ExpressibleByArgument, CustomStringConvertible, Sendable {
    /// The chosen algorithms, in the order of the available list.
    public var algorithms: [any DiffAlgorithm]

    /// The chosen ids, in the order of the available list.
    public var ids: [String] { algorithms.map(\.id) }

    /// Every registered algorithm.
    public static var all: AlgorithmList { AlgorithmList(algorithms: AlgorithmRegistry.all) }

    private init(algorithms: [any DiffAlgorithm]) { self.algorithms = algorithms }

    /// Parses a comma list against `available`.
    ///
    /// - Throws: `ValidationError` with one line: `no algorithms given; valid:
    ///   …` for an empty list, `unknown algorithm 'x'; valid: …` for an id
    ///   not in `available`.
    /// - Complexity: O(*k*·*a*), *k* ids given, *a* available.
    public init(parsing text: String, from available: [any DiffAlgorithm] = AlgorithmRegistry.all) throws(ValidationError) {
        let valid = (available.map(\.id) + ["all"]).joined(separator: ", ")
        let given = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard given.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("no algorithms given; valid: \(valid)")
        }
        if let empty = given.firstIndex(of: "") {
            throw ValidationError("empty algorithm id at position \(empty + 1) of '\(text)'; valid: \(valid)")
        }
        if given.contains("all") {
            algorithms = available
            return
        }
        for id in given where !available.contains(where: { $0.id == id }) {
            throw ValidationError("unknown algorithm '\(id)'; valid: \(valid)")
        }
        algorithms = available.filter { given.contains($0.id) }
    }

    /// `init(parsing:)` over the registry, for `@Option(transform:)`.
    public static func parse(_ text: String) throws -> AlgorithmList {
        try AlgorithmList(parsing: text)
    }

    public init?(argument: String) {
        guard let list = try? AlgorithmList(parsing: argument) else { return nil }
        self = list
    }

    /// `all` when every registered algorithm is chosen, else the ids with commas.
    public var description: String {
        ids == AlgorithmRegistry.ids ? "all" : ids.joined(separator: ",")
    }

    public var defaultValueDescription: String { description }

    /// One algorithm by id, for options that take exactly one.
    ///
    /// - Throws: `InputError` `unknown algorithm 'x'; valid: …`.
    public static func algorithm(
        id: String, from available: [any DiffAlgorithm] = AlgorithmRegistry.all
    ) throws(InputError) -> any DiffAlgorithm {
        guard let algorithm = available.first(where: { $0.id == id }) else {
            throw InputError("unknown algorithm '\(id)'; valid: \(available.map(\.id).joined(separator: ", "))")
        }
        return algorithm
    }
}
