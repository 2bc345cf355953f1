import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// CheckerProperties: the batch-update checker as fuzz properties
//===----------------------------------------------------------------------===//

/// The flat properties that validate a changeset's batches with the
/// `BatchUpdateChecker` module.
///
/// - `batch-valid`: UIKit's validation (`BatchUpdateValidator`, for the
///   chosen view) accepts the changeset either as one naive batch
///   (`BatchUpdate(changeset:)`) with no hazard, or, staged by `BatchStager`,
///   every stage, each with no hazard; an empty changeset has no stage. A
///   naive batch accepted without a hazard whose display shows a cell of
///   another element fails: the checker missed a reload hazard. A naive
///   batch that works (accepted, no hazard, the right cells) staged into
///   more than one stage fails: the stager splits needlessly.
/// - `display-oracle`: the `DisplayOracle` shows the target after that batch,
///   or shows each stage's data after each stage and the target at the end.
package enum CheckerProperties {
    /// Checks `changeset` (which already rebuilds `target`) with the checker
    /// for `view`: the first failure of `batch-valid` or `display-oracle`.
    ///
    /// The oracle compares identities and content only, so it runs on
    /// `ElementProxy` stand-ins (cheap to copy) rather than the elements.
    static func check(
        _ changeset: DiffChangeset, source: [ElementProxy], target: [ElementProxy], view: ListViewKind
    ) -> PropertyFailure? {
        check(StagedChangeset(changeset, source: source, target: target, view: view), source: source, target: target, view: view)
    }

    /// The same, on a changeset whose batch and stages are already made.
    static func check(
        _ staged: StagedChangeset, source: [ElementProxy], target: [ElementProxy], view: ListViewKind
    ) -> PropertyFailure? {
        let changeset = staged.changeset
        func fail(_ property: PropertyID, _ message: String) -> PropertyFailure {
            PropertyFailure(property: property, message: message, changeset: changeset)
        }
        let validator = BatchUpdateValidator(view: view)

        // One batch, as a caller would pass the changeset straight through.
        let naive = staged.batch
        if let verdict = try? validator.validate(naive, before: .single(source.count), after: .single(target.count)),
            verdict.outcome == .accepted, verdict.hazards.isEmpty,
            let defects = try? DisplayOracle.defects(source: [source], target: [target], update: naive)
        {
            if defects.isEmpty {
                // Fewest stages: a changeset that works as one batch is not split.
                guard staged.stages.count > 1 else { return nil }
                let kinds = staged.stages.map(\.kind.rawValue).joined(separator: ", ")
                return fail(.batchValid, "the stager split into \(staged.stages.count) stages (\(kinds)) a changeset that works as one batch")
            }
            // A cell showing another element is what the reload hazards
            // (H-RELOAD-MOVE, H-RELOAD-SHIFT) warn of; only stale content
            // (H-MOVE-STALE) is the oracle's alone.
            if let wrong = defects.first(where: { $0.kind == .wrongElement }) {
                return fail(.batchValid, "the checker accepts the changeset as one batch without a hazard, but the display oracle shows \(wrong)")
            }
        }

        // Otherwise staged.
        let stages = staged.stages
        if stages.isEmpty != changeset.isEmpty {
            return fail(.batchValid, "the stager made \(stages.count) stages for a changeset that is \(changeset.isEmpty ? "" : "not ")empty")
        }
        var current = source
        for (index, stage) in stages.enumerated() {
            let label = "stage \(index + 1) of \(stages.count) (\(stage.kind.rawValue))"
            let next = staged.stageData[index]
            do {
                let verdict = try validator.validate(stage.update, before: .single(current.count), after: .single(next.count))
                if let violation = verdict.violation {
                    return fail(.batchValid, "\(label) \(verdict.isFallback ? "falls back to reloadData" : "throws"): \(violation)")
                }
                if !verdict.hazards.isEmpty {
                    return fail(.batchValid, "\(label) is accepted with hazards: \(verdict.hazards.map(\.description).joined(separator: "; "))")
                }
            } catch {
                return fail(.batchValid, "\(label) is malformed: \(error)")
            }
            do {
                let defects = try DisplayOracle.defects(source: [current], target: [next], update: stage.update)
                if !defects.isEmpty {
                    return fail(.displayOracle, "\(label) displays wrong cells: \(defects.map(\.description).joined(separator: "; "))")
                }
            } catch {
                return fail(.displayOracle, "\(label): \(error)")
            }
            current = next
        }
        if current != target {
            return fail(.displayOracle, "after \(stages.count) stages the view shows \(current), not the target")
        }
        return nil
    }
}
