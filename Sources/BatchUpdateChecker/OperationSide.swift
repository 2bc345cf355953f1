//===----------------------------------------------------------------------===//
// _OperationSide: deletes and inserts, the mirror-image halves of spec §2
//===----------------------------------------------------------------------===//

/// Which of the two mirror-image lists UIKit is checking (spec §2 Steps 2
/// and 3): everything that differs between them, so that one
/// implementation (`_ValidationRun.checkOperations(_:)`) runs both.
///
/// | | `.delete` (Step 2) | `.insert` (Step 3) |
/// |---|---|---|
/// | index space | BEFORE | AFTER |
/// | order | descending | ascending |
/// | conflicting move end | `from` (`R-DEL-MOVE`) | `to` (`R-INS-MOVE`) |
/// | item move crossing a section op | `R-MV-DELSEC` | `R-MV-INSSEC` |
/// | bounds | `R-DEL-SEC-OOB`, `R-DEL-ITEM-SEC-OOB`, `R-DEL-ITEM-OOB` | `R-INS-SEC-OOB`, `R-INS-ITEM-SEC-OOB`, `R-INS-ITEM-OOB` |
enum _OperationSide: Sendable, CaseIterable {
    case delete
    case insert

    /// The operations in the order UIKit checks them.
    ///
    /// - Complexity: O(*k* log *k*), where *k* is `ops.count`.
    func inCheckOrder(_ ops: [_Op]) -> [_Op] {
        self == .delete ? ops.sorted(by: >) : ops.sorted()
    }

    /// The end of a move that lives in this side's index space.
    func end(of move: BatchMove<_Op>) -> _Op {
        self == .delete ? move.from : move.to
    }

    /// The shape this side's indexes are bounded by.
    func shape(before: BatchShape, after: BatchShape) -> BatchShape {
        self == .delete ? before : after
    }

    /// `R-DEL-MOVE` / `R-INS-MOVE`: `op` is also the matching end of a move.
    func conflictWithMove(_ op: _Op, _ messages: _Messages) -> RuleViolation {
        switch self {
        case .delete:
            RuleViolation(rule: .deleteAndMove, message: op.isSection
                ? messages.deleteAndMove(section: op.section) : messages.deleteAndMove(op.path))
        case .insert:
            RuleViolation(rule: .insertAndMove, message: op.isSection
                ? messages.insertAndMove(section: op.section) : messages.insertAndMove(op.path))
        }
    }

    /// `R-MV-DELSEC` / `R-MV-INSSEC`: the rule an item move out of a deleted
    /// (into an inserted) section breaks.
    var crossSectionRule: RuleID {
        self == .delete ? .moveFromDeletedSection : .moveIntoInsertedSection
    }

    /// The exception text for `crossSectionRule`.
    func crossSectionMessage(section: Int, legacy: Bool, _ messages: _Messages) -> String {
        self == .delete
            ? messages.moveFromDeletedSection(section, legacy: legacy)
            : messages.moveIntoInsertedSection(section)
    }

    /// The table view's note when it calls `reloadData` instead of throwing.
    func fallbackNote(section: Int) -> String {
        let direction = self == .delete ? "out of deleted" : "into newly inserted"
        return "no exception: the table view calls reloadData because a row moves \(direction) section \(section)"
    }

    /// The first bounds rule `op` breaks against `shape` (this side's shape):
    /// the section, then (for an item) the item.
    ///
    /// - Complexity: O(1).
    func outOfBounds(_ op: _Op, in shape: BatchShape, _ messages: _Messages) -> RuleViolation? {
        guard op.section < shape.sections else {
            switch (self, op.isSection) {
            case (.delete, true):
                return RuleViolation(rule: .deleteSectionOutOfBounds,
                    message: messages.deleteSectionOutOfBounds(op.section, sections: shape.sections))
            case (.delete, false):
                return RuleViolation(rule: .deleteItemSectionOutOfBounds,
                    message: messages.deleteItemSectionOutOfBounds(op.path, sections: shape.sections))
            case (.insert, true):
                return RuleViolation(rule: .insertSectionOutOfBounds,
                    message: messages.insertSectionOutOfBounds(op.section, sections: shape.sections))
            case (.insert, false):
                return RuleViolation(rule: .insertItemSectionOutOfBounds,
                    message: messages.insertItemSectionOutOfBounds(op.path, sections: shape.sections))
            }
        }
        let count = shape.itemCounts[op.section]
        guard op.isSection || op.item < count else {
            return self == .delete
                ? RuleViolation(rule: .deleteItemOutOfBounds, message: messages.deleteItemOutOfBounds(op.path, count: count))
                : RuleViolation(rule: .insertItemOutOfBounds, message: messages.insertItemOutOfBounds(op.path, count: count))
        }
        return nil
    }
}
