import DiffAlgorithms

//===----------------------------------------------------------------------===//
// CheckerProperties: the seam for the batch-update checker (issue 3)
//===----------------------------------------------------------------------===//

/// The properties that need the `BatchUpdateChecker` module: the changeset
/// passes UIKit's batch-update validation as one batch or once staged, and
/// the display oracle shows the target afterwards.
///
/// This is the only file that knows the checker. Until branch `checker` is
/// merged it checks nothing and `available` is `false`, so the summary shows
/// `batch-valid` and `display-oracle` as not checked.
public enum CheckerProperties {
    /// Whether the checker is linked in.
    public static let available = false

    /// Checks `changeset` (which already rebuilds `target`) with the checker
    /// for `view`, marking the properties it checks.
    static func check<E: FuzzElement>(
        _ changeset: Changeset, source: [E], target: [E], view: BatchView,
        mark result: inout AlgorithmCheck
    ) -> PropertyFailure? {
        nil
    }
}
