//===----------------------------------------------------------------------===//
// Calibration: a fixed reference workload timed in every run
//===----------------------------------------------------------------------===//

/// A fixed workload, independent of every diff algorithm, timed in a child at
/// the start and the end of each run: hash 100,000 seeded integers into a
/// dictionary and sort a copy of them (the two costs that dominate the linear
/// diffs). Dividing a cell's median by the calibration's median gives a time
/// that compares across machines of different speed (`benchrunner compare`),
/// and the two calibrations of one run show whether the machine's speed
/// drifted during it.
package enum Calibration {
    /// The pseudo algorithm id of the calibration cell.
    package static let id = "calibration"

    /// Seconds the calibration may take, whatever the cells' `--timeout`.
    package static let timeout: Double = 60

    package static let key = CellKey(algorithm: id, dataset: "int", scenario: "hash-and-sort", size: 100_000)
}
