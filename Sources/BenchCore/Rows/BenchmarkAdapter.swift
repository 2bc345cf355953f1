//===----------------------------------------------------------------------===//
// BenchmarkAdapter: what a benchmark row needs of an external adapter
//===----------------------------------------------------------------------===//

/// An external adapter as a row of a run: BenchMeasurement's
/// `AdapterAlgorithm` (its command and handshake). BenchCore knows only its
/// id, the handshake's name, which a cell's algorithm names.
package protocol BenchmarkAdapter: Hashable, Sendable {
    /// The id its cells carry: the handshake's name.
    var id: String { get }
}

/// No adapter: the adapter type of rows resolved where no adapter can run
/// (a child process, a results file read back for charts), so that such a
/// row is an algorithm or a reference row and nothing else.
package enum NoAdapter: BenchmarkAdapter {
    package var id: String { switch self {} }
}

/// A row as a results file or a cell's child names it: an algorithm of
/// the registry (or of the child's list) or a reference row.
package typealias RecordedRow = BenchmarkRow<NoAdapter>
