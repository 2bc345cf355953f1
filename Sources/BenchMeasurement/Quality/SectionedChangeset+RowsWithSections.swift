import DiffAlgorithms

//===----------------------------------------------------------------------===//
// The rows a sectioned changeset animates without listing them
//===----------------------------------------------------------------------===//

extension SectionedChangeset {
    /// The items deleted or inserted with their section: the items of each
    /// deleted source section that are not moved out of it, plus the items
    /// of each inserted target section that are not moved into it. A
    /// sectioned changeset lists neither, but the view animates them.
    ///
    /// - Parameters:
    ///   - source: The sections this changeset's source offsets and paths index.
    ///   - target: The sections its target offsets and paths index.
    /// - Precondition: The changeset applies to `source` and `target`
    ///   (its section offsets are in range).
    /// - Complexity: O(*s* + *d*) for *s* sections and *d* item moves.
    package func rowsWithSections<Model, Item>(
        source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]
    ) -> Int {
        let deleted = Set(sections.deleted), inserted = Set(sections.inserted)
        var rows = 0
        for offset in deleted { rows += source[offset].items.count }
        for offset in inserted { rows += target[offset].items.count }
        for move in items.moved {
            if deleted.contains(move.source.section) { rows -= 1 }
            if inserted.contains(move.target.section) { rows -= 1 }
        }
        return rows
    }
}
