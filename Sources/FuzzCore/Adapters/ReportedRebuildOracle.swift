import AdapterProtocol
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ReportedRebuildOracle: the verdict ReportedChangeset.checkRebuilds owes
//===----------------------------------------------------------------------===//

/// Predicts what `ReportedChangeset.checkRebuilds(source:target:)` (the
/// adapter cell's check) must say about an adapter's changeset, without the
/// library's applier: each batch is replayed in turn by `ReferenceApplier` on
/// rows tagged with the source offset they came from (a row a batch inserts
/// or updates shows the target's element at the slot it ends in), then a
/// plain loop with `==` finds the first target offset that differs. A batch
/// the replay rejects must be reported with the error `IllFormedOracle`
/// predicts, in the request's terms (`AdapterRebuildError`).
///
/// The counts follow the protocol: a `batch` or `difference` turns the
/// source into the target; stage *k* of `stages` turns its old array into
/// one of `old − deleted + inserted` elements (the target for the last
/// stage); a stage whose count would go below zero deletes too many; no
/// stage at all must leave the source, so its count must be the target's.
///
/// A reference oracle for the adapter property `cell-check`. Do not replace
/// it with a call to `rebuild` or `checkRebuilds`.
enum ReportedRebuildOracle {
    /// The failure `checkRebuilds` must throw for `reported` on `source` →
    /// `target`, or `nil` when it must pass.
    ///
    /// Index spaces: each batch's, as `ReportedChangeset` documents them;
    /// the offset of `.differs` is an offset of `target`.
    ///
    /// - Throws: `CellCheckOracle.Conflict` when `ReferenceApplier` and
    ///   `IllFormedOracle` disagree about whether a batch applies.
    /// - Complexity: O(*s* · (*n* + *m* + *c*)) (the reference replays).
    static func expectedFailure<E: Equatable>(
        _ reported: ReportedChangeset, source: [E], target: [E]
    ) throws(CellCheckOracle.Conflict) -> ReportedRebuildFailure? {
        let n = source.count
        let m = target.count
        // The source offset each row came from, or -1 for a row that shows
        // the target's element.
        var rows = Array(0..<n)
        switch reported {
        case .batch(let batch), .difference(let batch):
            if let error = try replay(batch, on: &rows, newCount: m) {
                return .doesNotApply(.batch(error, batch, sourceCount: n, targetCount: m))
            }
        case .stages(let stages):
            for (index, stage) in stages.enumerated() {
                let oldCount = rows.count
                let newCount = index == stages.count - 1 ? m : oldCount - stage.deleted.count + stage.inserted.count
                if newCount < 0 {
                    return .doesNotApply(
                        .stageDeletesTooMany(
                            index: index, stageCount: stages.count, oldCount: oldCount, deleted: stage.deleted.count,
                            inserted: stage.inserted.count))
                }
                if let error = try replay(stage, on: &rows, newCount: newCount) {
                    return .doesNotApply(
                        .stage(
                            index: index, stageCount: stages.count, error, stage, oldCount: oldCount, newCount: newCount))
                }
            }
            if rows.count != m {
                return .doesNotApply(
                    .batch(
                        .survivorCountMismatch(survivors: rows.count, freeSlots: m), DiffChangeset(), sourceCount: n,
                        targetCount: m))
            }
        }
        var slot = 0
        while slot < m {
            let rebuilt = rows[slot] >= 0 ? source[rows[slot]] : target[slot]
            if rebuilt != target[slot] { return .differs(atTargetOffset: slot) }
            slot += 1
        }
        return nil
    }

    /// Replays `batch` on `rows` into `newCount` rows; the error
    /// `IllFormedOracle` predicts when the replay rejects it (`rows`
    /// unchanged).
    private static func replay(
        _ batch: DiffChangeset, on rows: inout [Int], newCount: Int
    ) throws(CellCheckOracle.Conflict) -> ChangesetApplicationError? {
        let error = IllFormedOracle.applicationError(batch, sourceCount: rows.count, targetCount: newCount)
        let next = ReferenceApplier.apply(batch, source: rows, target: Array(repeating: -1, count: newCount))
        switch (next, error) {
        case (let next?, nil):
            rows = next
            return nil
        case (nil, let error?):
            return error
        case (nil, nil):
            throw CellCheckOracle.Conflict(message: "the reference replay rejects \(describe(batch)), which IllFormedOracle accepts")
        case (_?, let error?):
            throw CellCheckOracle.Conflict(message: "the reference replay accepts \(describe(batch)), which IllFormedOracle rejects: \(error)")
        }
    }
}
