import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SectionedStager: a sectioned changeset as the fewest batches that work
//===----------------------------------------------------------------------===//

/// Splits a `SectionedChangeset` into the fewest batches that each pass
/// `BatchUpdateValidator` for **both** a table and a collection view
/// (accepted, no `reloadData` fallback, no hazard) and whose `DisplayOracle`
/// replay shows that stage's data; the last stage's data is the target.
///
/// One-batch semantics allow what UIKit does not (spec §3, §6.1), so every
/// candidate first rewrites:
/// - an item moved **out of a deleted section** becomes an insert at its
///   target path (the delete is implicit in the section delete; R-MV-DELSEC);
/// - an item moved **into an inserted section** becomes a delete at its source
///   path (the insert is implicit in the section insert; R-MV-INSSEC);
/// - in a batch with moves, an item both moved and updated is deleted and
///   inserted (R-DEL-MOVE), as IGListKit's `resultForBatchUpdates` does.
///
/// Candidates, fewest stages first; the first whose every stage works wins
/// (empty stages are omitted):
/// 1. one `.combined` batch;
/// 2. `.combined` without section reloads, then `.sectionReloads` (target
///    indices): avoids H-SECRELOAD and IGListKit#690 (T2);
/// 3. `.itemReloads` (source paths), `.structure`, `.sectionReloads`: avoids
///    R-DEL-MOVE, R-INS-MOVE and H-RELOAD-MOVE from reloads next to moves;
/// 4. DifferenceKit's five stages: `.itemReloads`, `.deletes`,
///    `.sectionStructure` (section moves from post-delete indices),
///    `.itemStructure` (item moves from post-section-structure paths),
///    `.sectionReloads`: section moves never meet item operations
///    (H-SECMOVE-ITEMOPS, H-SECMOVE-ITEMMOVE, H-RXDS-HARD, T1, T11, T14).
///
/// The stager sees only the changeset and the counts (items become
/// `StagedItem`s), so its stages fit any data the changeset applies to.
///
/// - Complexity: O(*k* · (*S* + *n* + *m* + *c* log *c*)) for *k* ≤ 4
///   candidates tried, plus UIKit's Step 1 cost for reloads.
public struct SectionedStager: Sendable {
    /// Creates the stager (it has no settings: its stages pass both views).
    public init() {}

    /// The stages of `changeset` for sections of these item counts.
    ///
    /// - Throws: `SectionedApplicationError` when the changeset does not
    ///   apply to these counts.
    public func stages(
        for changeset: SectionedChangeset, sourceCounts: [Int], targetCounts: [Int]
    ) throws(SectionedApplicationError) -> [SectionedStage] {
        let plan = try _SectionedStagePlan(changeset: changeset, sourceCounts: sourceCounts, targetCounts: targetCounts)
        guard !changeset.isEmpty else { return [] }
        let candidates = [plan.combined(), plan.combinedThenSectionReloads(), plan.threeStages(), plan.fiveStages()]
        for candidate in candidates where Self.works(candidate, source: plan.sourceData) {
            return candidate
        }
        return candidates[candidates.count - 1]
    }

    /// Whether every stage passes both views with no hazard and shows its data.
    ///
    /// - Parameters:
    ///   - stages: The stages, in the order they are sent.
    ///   - source: The data before the first stage.
    public static func works(_ stages: [SectionedStage], source: [[StagedItem]]) -> Bool {
        var data = source
        for stage in stages {
            guard problem(stage, previous: data) == nil else { return false }
            data = stage.data
        }
        return true
    }

    /// Why `stage` does not work after `previous` data, or `nil`.
    public static func problem(_ stage: SectionedStage, previous: [[StagedItem]]) -> String? {
        for view in ListViewKind.allCases {
            let verdict: BatchVerdict
            do {
                verdict = try BatchUpdateValidator(view: view).validate(stage.update, before: stage.before, after: stage.after)
            } catch {
                return "\(view): \(error)"
            }
            guard case .accepted = verdict.outcome else { return "\(view): \(verdict.violation?.description ?? "")" }
            if let hazard = verdict.hazards.first { return "\(view): \(hazard)" }
        }
        do {
            if let defect = try DisplayOracle.defects(source: previous, target: stage.data, update: stage.update).first {
                return "display: \(defect)"
            }
        } catch {
            return "display: \(error)"
        }
        return nil
    }
}
