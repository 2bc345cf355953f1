import DiffAlgorithms

//===----------------------------------------------------------------------===//
// CellCheckVariants: a changeset and a target made wrong for cell-check
//===----------------------------------------------------------------------===//

/// One input of `cell-check`: a changeset and the target it is checked
/// against, labelled with how they differ from the case's.
struct CellCheckVariant<Element> {
    /// How the variant was made ("" for the case's own changeset and target).
    var label: String
    var changeset: DiffChangeset
    var target: [Element]
}

/// The inputs `cell-check` judges, derived from a correct changeset of a
/// case: the changeset itself; the target altered at its last, first and
/// middle slot, once in identity and once in content only
/// (`TargetAlterations`); the changeset without its first update; and two
/// ill-formed changesets (a delete past the end, and a delete or an insert
/// missing, or an insert past the end).
///
/// A comparison that skips a slot misses an altered last or first slot; one
/// that compares identities misses an altered content; one that swallows
/// the applier's error passes the ill-formed changesets.
enum CellCheckVariants {
    /// The variants of `changeset` on `source` → `target`.
    ///
    /// - Precondition: `changeset` applies to `source` and `target` (the
    ///   ill-formed variants are then ill formed by construction).
    /// - Complexity: O(*m*) per variant (a copy of the target).
    static func variants<E: FuzzElement>(
        of changeset: DiffChangeset, sourceCount n: Int, target: [E]
    ) -> [CellCheckVariant<E>] {
        var result = [CellCheckVariant(label: "", changeset: changeset, target: target)]
        let m = target.count
        for (label, altered) in TargetAlterations.altered(target) {
            result.append(CellCheckVariant(label: label, changeset: changeset, target: altered))
        }
        if let update = changeset.updated.first {
            var variant = changeset
            variant.updated.removeFirst()
            result.append(CellCheckVariant(label: "the changeset without the update \(update)", changeset: variant, target: target))
        }
        var pastTheEnd = changeset
        pastTheEnd.deleted.append(n)
        result.append(CellCheckVariant(label: "the changeset with delete \(n) past the end", changeset: pastTheEnd, target: target))
        var missing = changeset
        let label: String
        if let offset = changeset.deleted.first {
            missing.deleted.removeFirst()
            label = "the changeset without delete \(offset)"
        } else if let offset = changeset.inserted.first {
            missing.inserted.removeFirst()
            label = "the changeset without insert \(offset)"
        } else {
            missing.inserted.append(m)
            label = "the changeset with insert \(m) past the end"
        }
        result.append(CellCheckVariant(label: label, changeset: missing, target: target))
        return result
    }
}
