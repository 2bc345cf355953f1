import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Helpers for the stream tests: UIKit's count message, common timings
//===----------------------------------------------------------------------===//

/// UIKit's classic R-COUNT-ITEMS message for section 0 (spec §3.3).
func countMessage(_ view: ListViewKind = .table, after: Int, before: Int, inserted: Int, deleted: Int) -> String {
    let rows = view.itemsNoun
    return "Invalid update: invalid number of \(rows) in section 0.  The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (0 moved in, 0 moved out)."
}

/// Background diffs of `diff` time units, animations of `animation`.
func background(diff: Int, animation: Int = 0) -> ListStreamTiming {
    ListStreamTiming(diffQueue: .background, diffDuration: diff, animationDuration: animation)
}

/// A simulator of `policy` with Heckel's algorithm.
func simulate<Element: Diffable>(
    _ policy: ListUpdatePolicy, _ stream: ListUpdateStream<Element>,
    timing: ListStreamTiming = ListStreamTiming(), view: ListViewKind = .table
) -> ListStreamReport {
    ListStreamSimulator(policy: policy, algorithm: HeckelSixPassDiff(), timing: timing, view: view).run(stream)
}

/// [1, 2] → [1, 2, 3] at 0 → [1, 2, 3, 4] at 2 → [1, 2, 3, 4, 5, 6] at 3:
/// with background diffs of 1 and animations of 5, the second snapshot
/// arrives while the first animates and the third replaces it.
let overlappingStream = ListUpdateStream(initial: [1, 2], inputs: [
    .snapshot([1, 2, 3], at: 0),
    .snapshot([1, 2, 3, 4], at: 2),
    .snapshot([1, 2, 3, 4, 5, 6], at: 3),
])
