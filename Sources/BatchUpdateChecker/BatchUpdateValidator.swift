//===----------------------------------------------------------------------===//
// BatchUpdateValidator: UIKit's endUpdates checks, in UIKit's order
//
// In this module, "spec §N" (and §N.M, §2 Step K, §8 TK) refers to the rules
// document docs/batch-update-rules.md; scripts/check-docs.sh checks that every
// such reference resolves to one of its headings.
//===----------------------------------------------------------------------===//

/// Decides what `UITableView`/`UICollectionView` does with a batch update,
/// without UIKit: accept it, fall back to `reloadData`, or throw
/// `NSInternalInconsistencyException` with the first failing rule's message.
///
/// The checks run in UIKit's order (spec §2, §7): reloads against deletes
/// (Step 1), deletes descending (Step 2), inserts ascending (Step 3), moves by
/// source (Step 4), the section count (Step 5), then the item count of every
/// existing section (Step 6). Accepted batches are then searched for the
/// hazards of spec §4.
///
///     let validator = BatchUpdateValidator(view: .table)
///     let verdict = try validator.validate(
///         .singleSection(moves: [(1, 2)], reloads: [1]),
///         before: .single(3), after: .single(3))
///     // verdict.violation?.rule == .deleteAndMove
///
/// Index spaces: `before` is the shape the view holds when the block starts
/// (the source, or the previous stage); `after` is the shape the data source
/// reports once the block has run (the target, or this stage's data).
public struct BatchUpdateValidator: Sendable {
    /// The view receiving the update.
    public var view: ListViewKind
    /// The configurable points of spec §9.
    public var options: ValidationOptions

    /// Creates a validator for `view` with the configurable points set by
    /// `options` (default: iOS 11-era UIKit, classic messages).
    public init(view: ListViewKind = .table, options: ValidationOptions = ValidationOptions()) {
        self.view = view
        self.options = options
    }

    /// Validates one batch.
    ///
    /// - Parameters:
    ///   - update: The operations of one update block.
    ///   - before: Item counts per section before the update.
    ///   - after: Item counts per section after the update.
    /// - Returns: UIKit's outcome, plus hazards when UIKit accepts the batch.
    /// - Throws: `MalformedBatch` (rule `R-NEG`) when an index or a `before`
    ///   count is negative (or `NSNotFound`). A negative `after` count is what
    ///   the data source reports, so it is a verdict (`R-COUNT-NEGATIVE` in an
    ///   existing section), not bad input. Nothing else throws and nothing traps.
    /// - Complexity: O(*k* log *k* + *s*) for most batches, where *k* is the
    ///   number of operations and *s* the number of sections. UIKit's own
    ///   loops are quadratic; the validator uses indexed equivalents, except in
    ///   Step 1 with explicit section inserts or deletes or repeated item
    ///   deletes or inserts, where it runs UIKit's O(*r* · (*d* + *i*)) loop.
    public func validate(
        _ update: BatchUpdate, before: BatchShape, after: BatchShape
    ) throws(MalformedBatch) -> BatchVerdict {
        try Self._rejectNegatives(update, before: before, after: after)
        var run = _ValidationRun(view: view, options: options, update: update, before: before, after: after)
        let outcome = run.execute()
        if case .exception = outcome { return BatchVerdict(outcome: outcome) }
        return BatchVerdict(outcome: outcome, hazards: _HazardFinder(run: run).hazards())
    }

    static func _rejectNegatives(_ update: BatchUpdate, before: BatchShape, after: BatchShape) throws(MalformedBatch) {
        func check(_ value: Int, _ what: @autoclosure () -> String) throws(MalformedBatch) {
            if value < 0 { throw MalformedBatch(message: "negative \(what()): \(value)") }
            // UIKit marks section operations with item NSNotFound (Int.max).
            if value == Int.max { throw MalformedBatch(message: "\(what()) is NSNotFound (\(value)), not an index") }
        }
        for (s, count) in before.itemCounts.enumerated() { try check(count, "item count of section \(s) before the update") }
        // `after` is what the data source reports: a negative count there is
        // UIKit's R-COUNT-NEGATIVE (Step 6), a verdict, so it is not checked here.
        for s in update.sectionDeletes.sorted() { try check(s, "section delete") }
        for s in update.sectionInserts.sorted() { try check(s, "section insert") }
        for s in update.sectionReloads.sorted() { try check(s, "section reload") }
        for m in update.sectionMoves {
            try check(m.from, "section move source")
            try check(m.to, "section move destination")
        }
        let lists = [("delete", update.itemDeletes), ("insert", update.itemInserts), ("reload", update.itemReloads)]
        for (name, paths) in lists {
            for p in paths {
                try check(p.section, "section in \(name) (\(p))")
                try check(p.item, "item in \(name) (\(p))")
            }
        }
        for m in update.itemMoves {
            for p in [m.from, m.to] {
                try check(p.section, "section in move (\(m.from) → \(m.to))")
                try check(p.item, "item in move (\(m.from) → \(m.to))")
            }
        }
    }
}
