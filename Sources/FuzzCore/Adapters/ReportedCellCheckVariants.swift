import AdapterProtocol
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ReportedCellCheckVariants: an adapter's answer and target made wrong
//===----------------------------------------------------------------------===//

/// One input of the adapter property `cell-check`: an answer and the target
/// it is checked against, labelled with how they differ from the case's.
struct ReportedCellCheckVariant<Element> {
    /// How the variant was made ("" for the answer and target themselves).
    var label: String
    var reported: ReportedChangeset
    var target: [Element]
}

/// The inputs the adapter property `cell-check` judges, derived from an
/// answer that rebuilds the target: the answer itself; the target altered
/// at one slot (`TargetAlterations`); the answer's batches as stages, with
/// an empty stage before or after, the one batch split into its deletes and
/// the rest, no stage at all, a first stage that deletes one row more than
/// the source has; and the last batch made ill formed (a delete or an insert
/// missing, or an insert past the end), in the answer's format and as
/// stages.
///
/// The stage variants reach every count `ReportedChangeset.rebuild` works
/// out and every error it throws, whatever format the adapter answers in.
enum ReportedCellCheckVariants {
    /// The variants of `reported` on `source` → `target`.
    ///
    /// - Precondition: `reported` rebuilds `target` from `sourceCount`
    ///   elements (the stage variants are then well formed or ill formed by
    ///   construction).
    /// - Complexity: O(*m* + *c*) per variant.
    static func variants<E: FuzzElement>(
        of reported: ReportedChangeset, sourceCount n: Int, target: [E]
    ) -> [ReportedCellCheckVariant<E>] {
        var result = [ReportedCellCheckVariant(label: "", reported: reported, target: target)]
        for (label, altered) in TargetAlterations.altered(target) {
            result.append(ReportedCellCheckVariant(label: label, reported: reported, target: altered))
        }
        func add(_ label: String, _ variant: ReportedChangeset) {
            result.append(ReportedCellCheckVariant(label: label, reported: variant, target: target))
        }
        let batches = reported.batches
        if case .stages = reported {} else { add("as stages", .stages(batches)) }
        add("with an empty last stage", .stages(batches + [DiffChangeset()]))
        add("with an empty first stage", .stages([DiffChangeset()] + batches))
        add("as no stage", .stages([]))
        add("after a stage deleting \(n + 1) of \(n) rows", .stages([DiffChangeset(deleted: Array(0...n))] + batches))
        if batches.count == 1 {
            add("split into its deletes and the rest", .stages(split(batches[0])))
        }
        guard let last = batches.last else { return result }
        var wrong = last
        let label: String
        if let offset = last.deleted.first {
            wrong.deleted.removeFirst()
            label = "without delete \(offset)"
        } else if let offset = last.inserted.first {
            wrong.inserted.removeFirst()
            label = "without insert \(offset)"
        } else {
            wrong.inserted.append(target.count)
            label = "with insert \(target.count) past the end"
        }
        let wrongBatches = batches.dropLast() + [wrong]
        switch reported {
        case .batch: add("\(label)", .batch(wrong))
        case .difference: add("\(label)", .difference(wrong))
        case .stages: break
        }
        add("as stages, the last \(label)", .stages(Array(wrongBatches)))
        return result
    }

    /// `batch` as two stages: its deletes, then its inserts, moves and
    /// updates with their sources renumbered in the array the deletes leave.
    ///
    /// - Precondition: `batch` is well formed.
    /// - Complexity: O(*c* log *c*).
    static func split(_ batch: DiffChangeset) -> [DiffChangeset] {
        let deleted = batch.deleted.sorted()
        func renumbered(_ source: Int) -> Int {
            // The deletes before `source`, by binary search.
            var low = 0
            var high = deleted.count
            while low < high {
                let middle = (low + high) / 2
                if deleted[middle] < source { low = middle + 1 } else { high = middle }
            }
            return source - low
        }
        var rest = DiffChangeset()
        rest.inserted = batch.inserted
        rest.moved = batch.moved.map { DiffChangeset.OffsetPair(renumbered($0.source), $0.target) }
        rest.updated = batch.updated.map { DiffChangeset.OffsetPair(renumbered($0.source), $0.target) }
        return [DiffChangeset(deleted: batch.deleted), rest]
    }
}
