//===----------------------------------------------------------------------===//
// _ValidationRun: one validation, UIKit's checks in UIKit's order (spec §2)
//===----------------------------------------------------------------------===//

/// One validation, check by check; keeps the normalised lists for the hazard
/// search.
///
/// The checks, in UIKit's order (spec §2, §7), each in its own file:
/// 1. `checkReloadsAgainstDeletes()` — Step 1, `R-RELOAD-DEL`;
/// 2. `checkOperations(.delete)` — Step 2, deletes descending;
/// 3. `checkOperations(.insert)` — Step 3, inserts ascending;
/// 4. `checkMoves()` — Step 4, moves by source;
/// 5. `checkSectionCount()` — Step 5, `R-COUNT-SECTIONS`;
/// 6. `checkItemCounts()` — Step 6, `R-COUNT-NEGATIVE` and `R-COUNT-ITEMS`.
struct _ValidationRun {
    let view: ListViewKind
    let options: ValidationOptions
    let update: BatchUpdate
    let before: BatchShape
    let after: BatchShape
    let messages: _Messages
    let expansion: _ReloadExpansion

    /// Deletes that survive absorption and deduplication, descending.
    var finalDeletes: [_Op] = []
    /// Inserts that survive absorption and deduplication, ascending.
    var finalInserts: [_Op] = []
    /// Moves without exact duplicates, ascending by source.
    var finalMoves: [BatchMove<_Op>] = []
    /// The reason for a table view's `reloadData` fallback, if any.
    var fallback: RuleViolation?
    /// The section map of Step 6, once computed.
    var sectionMap: _SectionMap?

    /// Run UIKit's loops as written (quadratic) instead of the indexed
    /// equivalents; the tests compare the two.
    let literal: Bool
    /// Every move, section moves first, in input order.
    let moves: [BatchMove<_Op>]
    /// The first move by source and by destination (indexes into `moves`).
    let movesBySource: _MoveEndIndex, movesByDestination: _MoveEndIndex

    init(view: ListViewKind, options: ValidationOptions, update: BatchUpdate, before: BatchShape, after: BatchShape, literal: Bool = false) {
        self.view = view
        self.options = options
        self.update = update
        self.before = before
        self.after = after
        self.literal = literal
        messages = _Messages(view: view, style: options.indexPathStyle)
        expansion = _ReloadExpansion(update, literal: literal)
        moves = update._allMoves
        movesBySource = _MoveEndIndex(moves, side: .delete)
        movesByDestination = _MoveEndIndex(moves, side: .insert)
    }

    func fail(_ rule: RuleID, _ message: String) -> BatchVerdict.Outcome {
        .exception(RuleViolation(rule: rule, message: message))
    }

    func fail(_ violation: RuleViolation) -> BatchVerdict.Outcome {
        .exception(violation)
    }

    /// Runs every check in UIKit's order; the first failure decides.
    mutating func execute() -> BatchVerdict.Outcome {
        if let outcome = checkReloadsAgainstDeletes()
            ?? checkOperations(.delete)
            ?? checkOperations(.insert)
            ?? checkMoves()
            ?? checkSectionCount()
            ?? checkItemCounts() {
            return outcome
        }
        if let fallback { return .reloadDataFallback(fallback) }
        return .accepted
    }

    /// Step 1, `R-RELOAD-DEL`: a reload (item or section) that is also
    /// explicitly deleted; the first such reload, ascending.
    func checkReloadsAgainstDeletes() -> BatchVerdict.Outcome? {
        guard let r = expansion.conflict else { return nil }
        return fail(.reloadAndDelete, messages.reloadAndDelete(r.path))
    }
}
