//===----------------------------------------------------------------------===//
// UnknownBenchmarkRow: an id that names no row
//===----------------------------------------------------------------------===//

/// An id that names no adapter, reference row or algorithm.
package struct UnknownBenchmarkRow: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id as the cell gave it.
    package var id: String

    package init(id: String) { self.id = id }

    /// `unknown algorithm <id>`: one line, as a cell's child reports it.
    package var description: String { "unknown algorithm \(id)" }
}
