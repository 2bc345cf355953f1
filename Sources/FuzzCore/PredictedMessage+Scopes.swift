import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// The exception texts of the section-scope mutations
//===----------------------------------------------------------------------===//

extension PredictedMessage {
    /// The message of a `BatchMutation.isScoped` mutation on `base` for
    /// `view`, or `nil` when it is predicted accepted; the same choices as
    /// `BatchMutation.plantScoped`, filled into the spec's templates (§3).
    static func scopedMessage(_ mutation: BatchMutation, base: ValidBatch, view: ListViewKind) -> String? {
        let k1 = base.before.itemCounts[1]
        let k2 = base.before.itemCounts[2]
        switch mutation {
        case .reloadInDeletedSection:
            guard k1 > 0 else { return nil }
            // The reload's insert at (1, 0) of the after space, old section 2.
            return k2 == 0
                ? insertPastEndMessage(view, item: 0, section: 1, count: 0)
                : itemCountMessage(view, section: 1, after: k2, before: k2, inserted: 1, deleted: 0)
        case .reloadBesideDuplicateDelete:
            // Both deletes and the reload's delete count; so does its insert.
            guard k1 >= 3, view == .collection else { return nil }
            return itemCountMessage(view, section: 1, after: k1 - 1, before: k1, inserted: 1, deleted: 3)
        case .insertPastInsertedSection:
            return insertPastEndMessage(view, item: k2 % 3, section: 3, count: k2 % 3)
        default:
            return nil
        }
    }
}
