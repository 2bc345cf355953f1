import DiffBenchText

//===----------------------------------------------------------------------===//
// ShrinkerLine: the shrinker's self-check in the end-of-campaign summary
//===----------------------------------------------------------------------===//

/// The `shrinker-minimal` line under the algorithms' table: how often the
/// shrinker checked itself (on every 1,000th case visited, the first
/// included) and how often it failed. It is a line, not a row of the table,
/// because it checks the shrinker, not any algorithm.
///
///     ShrinkerLine(checks: 2, failures: 0).rendered
///     // shrinker-minimal: 2 self-checks (every 1,000th case), all held
struct ShrinkerLine {
    /// Self-checks run.
    var checks: Int
    /// Self-checks that failed.
    var failures: Int

    var rendered: String {
        guard checks > 0 else { return "shrinker-minimal: no self-check (it runs on every 1,000th case)" }
        let count = "\(groupedDigits(checks)) self-check\(checks == 1 ? "" : "s") (every 1,000th case)"
        return "shrinker-minimal: \(count), " + (failures == 0 ? "all held" : "\(groupedDigits(failures)) failed")
    }
}
