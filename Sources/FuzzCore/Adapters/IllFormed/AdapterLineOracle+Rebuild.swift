import DiffAlgorithms

//===----------------------------------------------------------------------===//
// AdapterLineOracle: whether an accepted answer's batches apply
//===----------------------------------------------------------------------===//

extension AdapterLineOracle {
    /// For an answer the checks accept (`answer(_:for:)` is `.accepted`, with
    /// a changeset): the index of the first batch that does not apply
    /// (0 for a `batch` or `difference` answer, the stage's index for
    /// `stages`), or `nil` when each applies to the array before it.
    ///
    /// Each batch is built from the tree (a difference: removals without
    /// association deleted, insertions without association inserted,
    /// associated pairs moved) and judged by `IllFormedOracle`, not by the
    /// applier. Stage *k*'s arrays have the counts the stages before it
    /// leave.
    ///
    /// - Precondition: `answer(line, for: request) == .accepted`.
    /// - Complexity: O(*c* + *s* · (*n* + *m*)) for *c* changes in *s* batches.
    static func firstBatchNotApplying(_ line: WireJSON, for request: AnswerRequest) -> Int? {
        guard let changeset = line["changeset"] else { return nil }
        func offsets(_ value: WireJSON?) -> [Int] { (value?.elements ?? []).compactMap(\.integer) }
        func pairs(_ value: WireJSON?) -> [DiffChangeset.OffsetPair] {
            (value?.elements ?? []).map { DiffChangeset.OffsetPair(offsets($0)[0], offsets($0)[1]) }
        }
        func batch(_ value: WireJSON) -> DiffChangeset {
            DiffChangeset(
                deleted: offsets(value["deleted"]), inserted: offsets(value["inserted"]), moved: pairs(value["moved"]),
                updated: pairs(value["updated"]))
        }
        switch request.format {
        case .batch:
            let fits = IllFormedOracle.applicationError(
                batch(changeset), sourceCount: request.sourceCount, targetCount: request.targetCount) == nil
            return fits ? nil : 0
        case .stages:
            var count = request.sourceCount
            for (index, stage) in (changeset["stages"]?.elements ?? []).enumerated() {
                let changes = batch(stage)
                let next = count - changes.deleted.count + changes.inserted.count
                if IllFormedOracle.applicationError(changes, sourceCount: count, targetCount: next) != nil { return index }
                count = next
            }
            return nil
        case .difference:
            var changes = DiffChangeset()
            for change in changeset["removals"]?.elements ?? [] {
                let values = change.elements ?? []
                if let partner = values[1].integer {
                    changes.moved.append(.init(values[0].integer!, partner))
                } else {
                    changes.deleted.append(values[0].integer!)
                }
            }
            for change in changeset["insertions"]?.elements ?? [] where change.elements?[1] == .null {
                changes.inserted.append(change.elements![0].integer!)
            }
            let fits = IllFormedOracle.applicationError(
                changes, sourceCount: request.sourceCount, targetCount: request.targetCount) == nil
            return fits ? nil : 0
        }
    }
}
