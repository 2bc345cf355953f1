import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// StagedChangeset: a changeset's batch and stages, made once for the checks
//===----------------------------------------------------------------------===//

/// A changeset in the forms the checker properties judge: the single batch a
/// caller would pass straight through, and `BatchStager`'s stages, each with
/// the rows the view shows after it. `BatchRoundTrip` and
/// `CheckerProperties` both read it, so the batch and the stages are built
/// once per changeset. The stager expresses updates as `reloads` says.
struct StagedChangeset {
    let changeset: DiffChangeset
    /// `BatchUpdate(changeset:)`.
    let batch: BatchUpdate
    /// The stages, in order.
    let stages: [BatchStage]
    /// `stageData[i]`: the rows after stage `i` (`stage.data(source:target:)`).
    let stageData: [[ElementProxy]]

    /// The policy the stages were made with.
    let reloads: ReloadPolicy

    /// - Complexity: O((*n* + *m*) · *s*) for *s* stages.
    init(
        _ changeset: DiffChangeset, source: [ElementProxy], target: [ElementProxy], view: ListViewKind,
        reloads: ReloadPolicy = .reload
    ) {
        self.changeset = changeset
        self.reloads = reloads
        batch = BatchUpdate(changeset: changeset)
        stages = BatchStager(view: view, reloads: reloads).stages(for: changeset, sourceCount: source.count, targetCount: target.count)
        stageData = stages.map { $0.data(source: source, target: target) }
    }
}
