import DiffAlgorithms

//===----------------------------------------------------------------------===//
// BatchStager: a changeset as the fewest batches that work (spec §5.3, §6.1)
//===----------------------------------------------------------------------===//

/// One batch of a staged changeset, with the shapes it must be validated
/// against.
public struct BatchStage: Hashable, Sendable {
    /// What the stage holds.
    public enum Kind: String, Hashable, Sendable {
        /// Deletes, inserts, moves and reloads together.
        case combined
        /// Only reloads, at source offsets; the data after it is the source
        /// with the updated elements replaced (DifferenceKit's stage 1).
        case reloads
        /// Deletes, inserts and moves; the data after it is the target.
        case structure
    }

    /// What the stage holds.
    public var kind: Kind
    /// The batch (one section, section 0).
    public var update: BatchUpdate
    /// The shape the view holds before this stage.
    public var before: BatchShape
    /// The shape of this stage's data.
    public var after: BatchShape
    /// The updated pairs (source → target) this stage reloads or rewrites.
    public var updated: [DiffChangeset.OffsetPair]

    /// Creates a stage from its kind, batch, shapes and the updated pairs it
    /// reloads or rewrites.
    public init(kind: Kind, update: BatchUpdate, before: BatchShape, after: BatchShape, updated: [DiffChangeset.OffsetPair]) {
        self.kind = kind
        self.update = update
        self.before = before
        self.after = after
        self.updated = updated
    }

    /// The data source's contents once this stage has run: for a `.reloads`
    /// stage the source with every updated element replaced by its target
    /// version; otherwise the target.
    ///
    /// - Complexity: O(*n*).
    public func data<Element>(source: [Element], target: [Element]) -> [Element] {
        guard kind == .reloads else { return target }
        var data = source
        for pair in updated { data[pair.source] = target[pair.target] }
        return data
    }
}

/// How the stager treats updated (content-changed) elements.
public enum ReloadPolicy: String, Hashable, Sendable, CaseIterable {
    /// Keep updates as reloads (the cell is refreshed in place). They share
    /// the batch with deletes, inserts and moves only when UIKit would put
    /// every reload's fresh cell where the element really ends up; otherwise
    /// they get a stage of their own first, as DifferenceKit does.
    case reload
    /// Turn every update into a delete plus an insert, and drop the moves of
    /// updated elements, as IGListKit's `resultForBatchUpdates` does. Always
    /// one batch, but the cell is replaced rather than refreshed.
    case deleteAndInsert
}

/// Splits a single-section changeset into the fewest batches that each pass
/// `BatchUpdateValidator` and show the right cells (`DisplayOracle`).
///
/// With `ReloadPolicy.reload` (the default) the result is:
/// - no stage for an empty changeset;
/// - one `.combined` stage when the naive batch works: no updated element
///   moves (`R-DEL-MOVE`), and UIKit's Step 1 puts every reload's fresh cell
///   at the update's target offset (no `R-INS-MOVE`, no `H-RELOAD-MOVE`);
/// - otherwise a `.reloads` stage at source offsets, then a `.structure`
///   stage with the deletes, inserts and moves (either may be omitted when empty).
///
/// Two stages always suffice: reloads alone never conflict, and deletes,
/// inserts and moves of a well-formed changeset form a valid batch.
///
///     let stages = BatchStager().stages(
///         for: MyersLinearSpaceDiff().diff(from: books, to: editedBooks),
///         sourceCount: books.count, targetCount: editedBooks.count)
///
/// - Note: The stager keeps the changeset's own moves; it never re-diffs, so
///   "fewest" is among batches made of the changeset's operations.
public struct BatchStager: Sendable {
    /// The view the batches are for.
    public var view: ListViewKind
    /// How updates are expressed.
    public var reloads: ReloadPolicy

    /// Creates a stager for `view` that treats updates by `reloads`.
    public init(view: ListViewKind = .table, reloads: ReloadPolicy = .reload) {
        self.view = view
        self.reloads = reloads
    }

    /// The stages of `changeset`.
    ///
    /// - Parameters:
    ///   - changeset: Offsets as `DiffChangeset` documents them.
    ///   - sourceCount: The number of source elements.
    ///   - targetCount: The number of target elements.
    /// - Precondition: The changeset applies to arrays of these counts
    ///   (`DiffChangeset.apply(to:target:)` succeeds); otherwise the stages are
    ///   not valid batches, which validating them reveals.
    /// - Complexity: O(*n* + *m* + *c*·(*d* + *i*)), where *c* counts the
    ///   updates and *d*, *i* the deletes and inserts (UIKit's Step 1).
    public func stages(for changeset: DiffChangeset, sourceCount: Int, targetCount: Int) -> [BatchStage] {
        guard !changeset.isEmpty else { return [] }
        let before = BatchShape.single(sourceCount), after = BatchShape.single(targetCount)
        if changeset.updated.isEmpty {
            return [BatchStage(kind: .combined, update: BatchUpdate(changeset: changeset), before: before, after: after, updated: [])]
        }
        switch reloads {
        case .deleteAndInsert:
            return [BatchStage(kind: .combined, update: Self._deleteAndInsert(changeset), before: before, after: after, updated: changeset.updated)]
        case .reload:
            let combined = BatchUpdate(changeset: changeset)
            if _reloadsLandInPlace(changeset, combined) {
                let verdict = try? BatchUpdateValidator(view: view).validate(combined, before: before, after: after)
                if let verdict, case .accepted = verdict.outcome {
                    return [BatchStage(kind: .combined, update: combined, before: before, after: after, updated: changeset.updated)]
                }
            }
            var stages = [BatchStage(
                kind: .reloads,
                update: .singleSection(reloads: changeset.updated.map(\.source)),
                before: before, after: before, updated: changeset.updated)]
            var structure = changeset
            structure.updated = []
            if !structure.isEmpty {
                stages.append(BatchStage(kind: .structure, update: BatchUpdate(changeset: structure), before: before, after: after, updated: []))
            }
            return stages
        }
    }

    /// Whether UIKit's Step 1 places every reload at its update's target and
    /// no updated element is also moved.
    private func _reloadsLandInPlace(_ changeset: DiffChangeset, _ combined: BatchUpdate) -> Bool {
        let movedSources = Set(changeset.moved.map(\.source))
        guard !changeset.updated.contains(where: { movedSources.contains($0.source) }) else { return false }
        let targetOfSource = Dictionary(changeset.updated.map { ($0.source, $0.target) }, uniquingKeysWith: { a, _ in a })
        let moveTargets = Set(changeset.moved.map(\.target))
        for (reload, insert) in _ReloadExpansion(combined).reloads {
            guard targetOfSource[reload.item] == insert.item, !moveTargets.contains(insert.item) else { return false }
        }
        return true
    }

    /// IGListKit's `resultForBatchUpdates`: updates become delete + insert,
    /// and moves of updated elements are dropped.
    static func _deleteAndInsert(_ changeset: DiffChangeset) -> BatchUpdate {
        let updatedSources = Set(changeset.updated.map(\.source))
        var rewritten = changeset
        rewritten.deleted = (changeset.deleted + changeset.updated.map(\.source)).sorted()
        rewritten.inserted = (changeset.inserted + changeset.updated.map(\.target)).sorted()
        rewritten.moved = changeset.moved.filter { !updatedSources.contains($0.source) }
        rewritten.updated = []
        return BatchUpdate(changeset: rewritten)
    }
}
