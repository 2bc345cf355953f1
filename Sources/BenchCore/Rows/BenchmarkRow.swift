import DiffAlgorithms

//===----------------------------------------------------------------------===//
// BenchmarkRow: one row of a run, resolved from its id once
//===----------------------------------------------------------------------===//

/// What a cell's algorithm id names: a `DiffAlgorithm`, a `ReferenceRow` or
/// an external adapter.
///
/// An id is resolved here and nowhere else (`init(resolving:adapters:algorithms:)`):
/// by the run for its plan (`Adapter` is BenchMeasurement's
/// `AdapterAlgorithm`), by a cell's child for the row it measures, and by
/// the charts for a row's fixed style (`NoAdapter` in both: neither runs
/// adapters). Results files keep the id, a string (`CellKey.algorithm`).
package enum BenchmarkRow<Adapter: BenchmarkAdapter>: Sendable {
    /// An algorithm the run knows (the registry's, or a test's).
    case algorithm(any DiffAlgorithm)
    /// A row timed beside the algorithms (`floor`, `floor-content`, `stdlib-direct`).
    case reference(ReferenceRow)
    /// An external adapter, by its handshake name.
    case adapter(Adapter)

    /// Resolves `id`: an adapter of that name first (adapters shadow
    /// every other row, as their cells run from the parent), then a
    /// reference row, then an algorithm of `algorithms`. Names are
    /// compared exactly (the command line lowers them earlier).
    ///
    /// - Throws: `UnknownBenchmarkRow` when nothing has that id.
    /// - Complexity: O(*a* + *r* + *g*): *a* adapters, *r* reference rows,
    ///   *g* algorithms.
    package init(
        resolving id: String, adapters: [Adapter] = [], algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all
    ) throws(UnknownBenchmarkRow) {
        if let adapter = adapters.first(where: { $0.id == id }) {
            self = .adapter(adapter)
        } else if let reference = ReferenceRow(rawValue: id) {
            self = .reference(reference)
        } else if let algorithm = algorithms.first(where: { $0.id == id }) {
            self = .algorithm(algorithm)
        } else {
            throw UnknownBenchmarkRow(id: id)
        }
    }

    /// The id its cells carry in results files.
    package var id: String {
        switch self {
        case let .algorithm(algorithm): algorithm.id
        case let .reference(reference): reference.rawValue
        case let .adapter(adapter): adapter.id
        }
    }
}

extension BenchmarkRow: Equatable {
    /// The same kind of row with the same id (algorithms compare by id).
    package static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case let (.algorithm(x), .algorithm(y)): x.id == y.id
        case let (.reference(x), .reference(y)): x == y
        case let (.adapter(x), .adapter(y)): x == y
        default: false
        }
    }
}
