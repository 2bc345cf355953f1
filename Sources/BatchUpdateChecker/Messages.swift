//===----------------------------------------------------------------------===//
// Messages: UIKit's exception texts (spec §3)
//===----------------------------------------------------------------------===//

/// Renders the message templates of spec §3 for one view kind and path style.
///
/// The texts are UIKit's format strings with `%@` an index path, including
/// its quirks: two spaces after `section %lu.`, "attempt to to move", and
/// `rows`/`items` even for a count of one.
struct _Messages {
    var view: ListViewKind
    var style: IndexPathStyle

    private func p(_ path: BatchIndexPath) -> String { path.formatted(style) }
    private var row: String { view.itemNoun }
    private var rows: String { view.itemsNoun }

    // §3.1 structural and conflict rules

    /// A section operation is an index path `(s, NSNotFound)` inside UIKit, so
    /// a section reload that is also deleted prints that path.
    func reloadAndDelete(_ path: BatchIndexPath) -> String {
        "attempt to delete and reload the same index path (\(p(path)))"
    }
    func deleteAndMove(_ path: BatchIndexPath) -> String {
        "attempt to perform a delete and a move from the same index path (\(p(path)))"
    }
    func deleteAndMove(section: Int) -> String {
        "attempt to perform a delete and a move from the same section (\(section))"
    }
    func insertAndMove(_ path: BatchIndexPath) -> String {
        "attempt to perform an insert and a move to the same index path (\(p(path)))"
    }
    func insertAndMove(section: Int) -> String {
        "attempt to perform an insert and a move to the same section (\(section))"
    }
    func moveFromDeletedSection(_ section: Int, legacy: Bool) -> String {
        // The old table-view text has no section number (spec §3.1).
        legacy && view == .table
            ? "cannot move a row from a deleted section"
            : "cannot move an \(row) from a deleted section (\(section))"
    }
    func moveIntoInsertedSection(_ section: Int) -> String {
        view == .table
            ? "cannot move a row into a newly inserted section (\(section))"
            : "cannot move an item into a newly inserted section (\(section))"
    }
    func moveToTwoDestinations(_ from: BatchIndexPath, _ to1: BatchIndexPath, _ to2: BatchIndexPath) -> String {
        "attempt to move \(row) at index path \(p(from)) to both \(p(to1)) and \(p(to2))"
    }
    func moveToTwoDestinations(section from: Int, _ to1: Int, _ to2: Int) -> String {
        "attempt to move section \(from) to both section \(to1) and section \(to2)"
    }
    func moveFromTwoSources(_ from1: BatchIndexPath, _ from2: BatchIndexPath, _ to: BatchIndexPath) -> String {
        "attempt to move both \(row) at index path \(p(from1)) and \(p(from2)) to \(p(to))"
    }
    func moveFromTwoSources(section from1: Int, _ from2: Int, _ to: Int) -> String {
        "attempt to move both section \(from1) and section \(from2) to section \(to)"
    }

    // §3.2 bounds rules

    func deleteSectionOutOfBounds(_ section: Int, sections: Int) -> String {
        "attempt to delete section \(section), but there are only \(sections) sections before the update"
    }
    func deleteItemSectionOutOfBounds(_ path: BatchIndexPath, sections: Int) -> String {
        "attempt to delete \(row) \(path.item) from section \(path.section), but there are only \(sections) sections before the update"
    }
    func deleteItemOutOfBounds(_ path: BatchIndexPath, count: Int) -> String {
        "attempt to delete \(row) \(path.item) from section \(path.section) which only contains \(count) \(rows) before the update"
    }
    func insertSectionOutOfBounds(_ section: Int, sections: Int) -> String {
        "attempt to insert section \(section) but there are only \(sections) sections after the update"
    }
    func insertItemSectionOutOfBounds(_ path: BatchIndexPath, sections: Int) -> String {
        "attempt to insert \(row) \(path.item) into section \(path.section), but there are only \(sections) sections after the update"
    }
    func insertItemOutOfBounds(_ path: BatchIndexPath, count: Int) -> String {
        "attempt to insert \(row) \(path.item) into section \(path.section), but there are only \(count) \(rows) in section \(path.section) after the update"
    }
    func moveSectionFromOutOfBounds(_ section: Int, sections: Int) -> String {
        "attempt to move section \(section), but there are only \(sections) sections before the update"
    }
    func moveSectionToOutOfBounds(_ from: Int, _ to: Int, sections: Int) -> String {
        "attempt to to move section \(from) to section \(to), but there are only \(sections) sections after the update"
    }
    func moveFromSectionOutOfBounds(_ from: BatchIndexPath, sections: Int) -> String {
        "attempt to move index path (\(p(from))) from a section that does not exist - there are only \(sections) sections before the update"
    }
    func moveFromOutOfBounds(_ from: BatchIndexPath, count: Int) -> String {
        "attempt to move index path (\(p(from))) that does not exist - there are only \(count) \(rows) in section \(from.section) before the update"
    }
    func moveToSectionOutOfBounds(_ from: BatchIndexPath, _ to: BatchIndexPath, sections: Int) -> String {
        "attempt to move index path (\(p(from))) to index path (\(p(to))) in section that does not exist - there are only \(sections) sections after the update"
    }
    func moveToOutOfBounds(_ from: BatchIndexPath, _ to: BatchIndexPath, count: Int) -> String {
        "attempt to move index path (\(p(from))) to index path (\(p(to))) that does not exist - there are only \(count) \(rows) in section \(to.section) after the update"
    }

    // §3.3 count rules (classic)

    func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections.  The number of sections contained in the \(view.viewNoun) after the update (\(after)) must be equal to the number of sections contained in the \(view.viewNoun) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }
    func negativeItemCount(section: Int) -> String {
        "Invalid update: invalid number of \(rows) in section \(section).  Attempt to delete more \(rows) than exist in section."
    }
    func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> String {
        "Invalid update: invalid number of \(rows) in section \(section).  The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    // §3.3 count rules (modern)

    /// The "Invalid batch updates detected" text. The update list follows
    /// UIKit's hand-off order (descending deletes, moves, ascending inserts);
    /// the wording of section operations and moves is not confirmed by a
    /// crash log and is this checker's choice.
    func modernCount(before: BatchShape, after: BatchShape, updates: [String]) -> String {
        func counts(_ shape: BatchShape) -> String {
            let noun = shape.sections == 1 ? "section" : "sections"
            let list = shape.itemCounts.map(String.init).joined(separator: ", ")
            return "{ \(shape.sections) \(noun) with \(row) counts: [\(list)] }"
        }
        let viewName = view == .table ? "Table view" : "Collection view"
        let list = updates.isEmpty ? "[\n]" : "[\n" + updates.map { "\t" + $0 }.joined(separator: ",\n") + "\n]"
        return "Invalid batch updates detected: the number of sections and/or \(rows) returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = \(counts(before))\n"
            + "Data source after updates = \(counts(after))\n"
            + "Updates = \(list)\n"
            + "\(viewName): <…>"
    }

    /// One line of the modern update list, e.g. `Delete row (0 - 1)`.
    func modernLine(_ verb: String, _ op: _Op) -> String {
        op.isSection ? "\(verb) section \(op.section)" : "\(verb) \(row) (\(op.path))"
    }
    func modernMoveLine(_ move: BatchMove<_Op>) -> String {
        move.from.isSection
            ? "Move section \(move.from.section) to \(move.to.section)"
            : "Move \(row) (\(move.from.path)) to (\(move.to.path))"
    }
}
