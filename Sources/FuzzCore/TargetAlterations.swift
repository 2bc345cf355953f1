//===----------------------------------------------------------------------===//
// TargetAlterations: a target made wrong at one slot
//===----------------------------------------------------------------------===//

/// Copies of a target, each wrong at one slot: its last, first and middle
/// slot (those that exist, each once), once with another identity
/// (`withOtherIdentity`) and once with other content only
/// (`withOtherContent`). A rebuild check must find every one of them where
/// the changeset does not take that slot's element from the target.
enum TargetAlterations {
    /// The altered copies of `target`, each labelled with its slot (an
    /// offset of `target`); none for an empty target.
    ///
    /// - Complexity: O(*m*) per copy, at most six copies.
    static func altered<E: FuzzElement>(_ target: [E]) -> [(label: String, target: [E])] {
        let m = target.count
        var slots: [(String, Int)] = []
        if m > 0 { slots.append(("last", m - 1)) }
        if m > 1 { slots.append(("first", 0)) }
        if m > 2 { slots.append(("middle", m / 2)) }
        var result: [(label: String, target: [E])] = []
        for (name, slot) in slots {
            var otherIdentity = target
            otherIdentity[slot] = target[slot].withOtherIdentity
            result.append(("the target with another identity at its \(name) slot \(slot)", otherIdentity))
            var otherContent = target
            otherContent[slot] = target[slot].withOtherContent
            result.append(("the target with other content at its \(name) slot \(slot)", otherContent))
        }
        return result
    }
}
