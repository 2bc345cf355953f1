import BenchCore
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ChangesetBound of a sectioned workload: sections plus items
//===----------------------------------------------------------------------===//

extension ChangesetBound {
    /// The bound of a sectioned diff, as its two parts: `sections`, over the
    /// section identities, and `total`, the section part plus the item part.
    ///
    /// Items: *n* and *m* count every item, *k* pairs item identities across
    /// all sections, and *L* sums, over each section identity present on
    /// both sides, a longest common subsequence of that section's items —
    /// only items that stay in a section kept on both sides can survive
    /// without a move, and they keep their order inside it. An item that
    /// leaves with a deleted section, or arrives with an inserted one,
    /// counts as a delete or an insert (`ChangesetQuality.rowsWithSections`).
    ///
    /// - Precondition: Section identities are unique on each side (as
    ///   `SectionedChangeset` requires).
    /// - Complexity: O(*N* + *M*) for *N* source and *M* target sections
    ///   and items, plus the longest common subsequences.
    package static func sectioned<Model: Diffable, Item: Diffable>(
        source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]
    ) -> (sections: ChangesetBound, total: ChangesetBound) {
        let sections = ChangesetBound(source: source, target: target)
        guard let items = IdentityCodes(source: source.flatMap(\.items), target: target.flatMap(\.items)) else {
            preconditionFailure("more than \(IdentityCodes.maximumCount) items")
        }
        var targetSection: [Model.DiffIdentity: Int] = [:]
        for (offset, section) in target.enumerated() { targetSection[section.diffIdentity] = offset }
        var staying = 0
        for section in source {
            guard let offset = targetSection[section.diffIdentity] else { continue }
            staying += ChangesetBound(source: section.items, target: target[offset].items).commonSubsequence
        }
        let itemPart = ChangesetBound(
            sourceCount: items.old.count, targetCount: items.new.count, matchable: matchable(items),
            commonSubsequence: staying)
        return (sections, sections.adding(itemPart))
    }
}
