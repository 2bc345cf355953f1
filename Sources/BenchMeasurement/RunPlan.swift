import BenchCore

//===----------------------------------------------------------------------===//
// RunPlan: the cells of a run, each with its row resolved once
//===----------------------------------------------------------------------===//

/// A row a run measures: an algorithm, a reference row, or one of the
/// adapters it started.
package typealias RunRow = BenchmarkRow<AdapterAlgorithm>

extension AdapterAlgorithm: BenchmarkAdapter {}

/// One cell of a run's plan: its key, the record results files keep (the
/// row by its id), and the row that id names, resolved when the plan was
/// made and carried typed from then on.
package struct PlannedCell: Sendable {
    /// The cell as results files record it.
    package var key: CellKey
    /// The row `key.algorithm` names, or why it names none.
    package var row: Result<RunRow, UnknownBenchmarkRow>

    package init(key: CellKey, row: Result<RunRow, UnknownBenchmarkRow>) {
        self.key = key
        self.row = row
    }
}

extension RunController {
    /// The cell `key` with its row resolved against this run's adapters and
    /// algorithms (`BenchmarkRow.init(resolving:adapters:algorithms:)`).
    ///
    /// - Complexity: O(*a* + *r* + *g*), as the resolver.
    package func plannedCell(_ key: CellKey) -> PlannedCell {
        PlannedCell(
            key: key,
            row: Result { () throws(UnknownBenchmarkRow) -> RunRow in
                try RunRow(resolving: key.algorithm, adapters: adapters, algorithms: algorithms)
            })
    }

    /// The run's plan: `keys` in order, each with its row.
    ///
    /// - Complexity: O(*k*·(*a* + *r* + *g*)) for *k* keys.
    package func plan(_ keys: [CellKey]) -> [PlannedCell] {
        keys.map(plannedCell)
    }
}
