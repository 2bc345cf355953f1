import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ReportedChangeset: an adapter's answer, in the changeset model
//===----------------------------------------------------------------------===//

/// An adapter's changeset, converted from its declared format; every offset
/// is known to lie in its index space and to appear at most once in its list
/// (on its side, for pairs), and a stage's counts add up (the harness
/// checked that); the rest is for the checker to judge. Lists keep the
/// adapter's order.
package enum ReportedChangeset: Hashable, Sendable {
    /// `batch`: one changeset, old offsets in the source, new in the target.
    case batch(DiffChangeset)
    /// `stages`: changesets applied in turn; stage *k* indexes the result of
    /// stage *k* − 1 (the source first) and its own result (the target last).
    case stages([DiffChangeset])
    /// `difference`: the removals without association are `deleted`, the
    /// insertions without association `inserted`, each associated pair a
    /// move (removal offset → insertion offset); `updated` is empty.
    case difference(DiffChangeset)

    /// The batches to apply in turn: one for `batch` and `difference`.
    package var batches: [DiffChangeset] {
        switch self {
        case .batch(let changeset), .difference(let changeset): [changeset]
        case .stages(let stages): stages
        }
    }

    /// Rebuilds the target from `source` by applying `batches` in turn, the
    /// way a table view performs them: each batch through
    /// `DiffChangeset.apply(to:target:)`. Inserted and updated slots of any
    /// stage take the target's element at the slot they end up in; every
    /// other slot holds the source element that travelled there.
    ///
    /// A single batch (`batch`, `difference`) turns `source` into `target`.
    /// A stage's new array has `old − deleted + inserted` elements, except
    /// the last stage's, which is the target.
    ///
    /// Comparing the result with `target` checks the changeset.
    ///
    /// - Throws: `AdapterRebuildError` when a batch does not fit the arrays
    ///   it turns into each other, with the counts of those arrays.
    /// - Complexity: O(*s* · (*n* + *m*) + *c*), where *s* is the number of
    ///   batches and *c* the number of changes.
    package func rebuild<Element>(
        source: [Element], target: [Element]
    ) throws(AdapterRebuildError) -> [Element] {
        // Each slot holds the source offset its element came from, or -1
        // for an element that takes the target's content.
        var origins = Array(source.indices)
        switch self {
        case .batch(let batch), .difference(let batch):
            do {
                origins = try batch.apply(to: origins, target: Array(repeating: -1, count: target.count))
            } catch {
                throw .batch(error, batch, sourceCount: source.count, targetCount: target.count)
            }
        case .stages(let stages):
            for (index, stage) in stages.enumerated() {
                let newCount = index == stages.count - 1
                    ? target.count : origins.count - stage.deleted.count + stage.inserted.count
                guard newCount >= 0 else {
                    throw .stageDeletesTooMany(
                        index: index, stageCount: stages.count, oldCount: origins.count,
                        deleted: stage.deleted.count, inserted: stage.inserted.count)
                }
                do {
                    origins = try stage.apply(to: origins, target: Array(repeating: -1, count: newCount))
                } catch {
                    throw .stage(
                        index: index, stageCount: stages.count, error, stage, oldCount: origins.count,
                        newCount: newCount)
                }
            }
            // No stage: nothing changes, so the source must be the target.
            guard origins.count == target.count else {
                throw .batch(
                    .survivorCountMismatch(survivors: origins.count, freeSlots: target.count), DiffChangeset(),
                    sourceCount: source.count, targetCount: target.count)
            }
        }
        return origins.enumerated().map { slot, origin in origin < 0 ? target[slot] : source[origin] }
    }
}

/// One answered diff request.
package struct AdapterAnswer: Hashable, Sendable {
    /// The adapter's samples, one per timed call (`repeat` of them).
    package var nanoseconds: [UInt64]
    /// Its changeset of the last call.
    package var changeset: ReportedChangeset

    package init(nanoseconds: [UInt64], changeset: ReportedChangeset) {
        self.nanoseconds = nanoseconds
        self.changeset = changeset
    }
}
