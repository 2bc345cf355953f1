import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// batch-round-trip and stages-compose: batches read back into changesets
//===----------------------------------------------------------------------===//

/// The properties `batch-round-trip` and `stages-compose`, which check what
/// the batches say rather than only whether UIKit accepts them:
///
/// - `batch-round-trip`: `BatchUpdate(changeset:)` read back by
///   `BatchUpdateInverse` is the changeset itself. The plain batch may well
///   be rejected (a reload of a moved row is `R-DEL-MOVE`); it must still say
///   what the changeset says, or a correct fallback hides a wrong first answer.
/// - `stages-compose`: for `BatchStager`'s stages, in order, each stage's
///   recorded `before` and `after` shapes are the row counts the view really
///   goes between, and its batch, read back and replayed by `ReferenceApplier`
///   on the rows so far, gives that stage's data; the last data is the target.
enum BatchRoundTrip {
    /// The first failure of either property, or `nil`.
    ///
    /// - Complexity: O(*n* + *m* + *c*) for the replays.
    static func check(
        _ staged: StagedChangeset, source: [ElementProxy], target: [ElementProxy]
    ) -> PropertyFailure? {
        let changeset = staged.changeset
        func fail(_ property: PropertyID, _ message: String) -> PropertyFailure {
            PropertyFailure(property: property, message: message, changeset: changeset)
        }
        switch BatchUpdateInverse.changeset(of: staged.batch, sourceCount: source.count, targetCount: target.count) {
        case .failure(let failure):
            return fail(.batchRoundTrip, "BatchUpdate(changeset:) cannot be read back: \(failure)")
        case .success(let back) where back != changeset:
            return fail(.batchRoundTrip, "BatchUpdate(changeset:) reads back as \(describe(back))")
        case .success:
            break
        }

        let stages = staged.stages
        var current = source
        for (index, stage) in stages.enumerated() {
            let label = "stage \(index + 1) of \(stages.count) (\(stage.kind.rawValue))"
            let next = staged.stageData[index]
            guard stage.before == .single(current.count), stage.after == .single(next.count) else {
                return fail(
                    .stagesCompose,
                    "\(label) records \(stage.before) → \(stage.after), but goes from \(current.count) to \(next.count) rows")
            }
            let performed: DiffChangeset
            switch BatchUpdateInverse.changeset(of: stage.update, sourceCount: current.count, targetCount: next.count) {
            case .failure(let failure): return fail(.stagesCompose, "\(label) cannot be read back: \(failure)")
            case .success(let back): performed = back
            }
            let replayed = ReferenceApplier.apply(performed, source: current, target: next)
            guard replayed == next else {
                return fail(
                    .stagesCompose,
                    "\(label) performs \(describe(performed)), which turns \(current) into \(replayed.map { "\($0)" } ?? "nothing"), not \(next)")
            }
            current = next
        }
        if current != target {
            return fail(.stagesCompose, "after \(stages.count) stages the rows are \(current), not the target")
        }
        return nil
    }
}
