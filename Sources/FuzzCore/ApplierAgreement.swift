import DiffAlgorithms

//===----------------------------------------------------------------------===//
// appliers-agree: the shipped applier against the reference replay
//===----------------------------------------------------------------------===//

/// The property `appliers-agree`: `DiffChangeset.apply(to:target:)` and
/// `ReferenceApplier` give the same array, or both reject, on the
/// algorithm's changeset and on a few deliberately wrong variants of it.
///
/// The variants matter: on a correct changeset an applier that reads the
/// target too often (say, at every move destination) still rebuilds the
/// target, so `rebuilds-target` cannot see it; on a changeset with a wrong
/// move source, only an applier that puts the *source* element named by the
/// move at its destination shows the difference.
enum ApplierAgreement {
    /// Why the appliers disagree, or `nil`.
    ///
    /// - Complexity: O(*n* + *m* + *c*) per variant (the reference replay).
    static func disagreement<E: Equatable>(_ changeset: DiffChangeset, source: [E], target: [E]) -> String? {
        for (label, variant) in variants(of: changeset, sourceCount: source.count) {
            let shipped = try? variant.apply(to: source, target: target)
            let reference = ReferenceApplier.apply(variant, source: source, target: target)
            if shipped != reference {
                let what = label.isEmpty ? "the changeset" : "the variant \(label) (\(describe(variant)))"
                return "on \(what) apply gives \(shipped.map { "\($0)" } ?? "an error") but the reference replay gives \(reference.map { "\($0)" } ?? "a rejection")"
            }
        }
        return nil
    }

    /// The changeset itself (label "") and wrong variants: two move
    /// destinations swapped, a move sourced from a survivor instead, a move
    /// turned into a delete and an insert, an update dropped.
    static func variants(of changeset: DiffChangeset, sourceCount: Int) -> [(String, DiffChangeset)] {
        var result: [(String, DiffChangeset)] = [("", changeset)]
        let moved = changeset.moved
        if moved.count >= 2 {
            var variant = changeset
            variant.moved[0].target = moved[1].target
            variant.moved[1].target = moved[0].target
            result.append(("with the destinations of \(moved[0]) and \(moved[1]) swapped", variant))
        }
        if let first = moved.first {
            let taken = Set(changeset.deleted).union(moved.map(\.source))
            if let survivor = (0..<sourceCount).first(where: { !taken.contains($0) }) {
                var variant = changeset
                variant.moved[0].source = survivor
                variant.moved.sort()
                result.append(("moving source \(survivor) instead of \(first.source) to \(first.target)", variant))
            }
            var split = changeset
            split.moved.removeFirst()
            split.deleted = (split.deleted + [first.source]).sorted()
            split.inserted = (split.inserted + [first.target]).sorted()
            split.updated.removeAll { $0.source == first.source }
            result.append(("with \(first) as a delete and an insert", split))
        }
        if let first = changeset.updated.first {
            var variant = changeset
            variant.updated.removeFirst()
            result.append(("without the update \(first)", variant))
        }
        return result
    }
}
