import DiffBenchTesting

/// `hash-linear` with the first two matched pairs of different identities
/// swapped: a wrong diff that still rebuilds the count.
struct SwappedMatchesDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    var id: String { "swapped-matches" }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    func matching(for codes: IdentityCodes) -> DiffMatching {
        var matching = base.matching(for: codes)
        let matched = matching.targetOfSource.indices.filter { matching.targetOfSource[$0] >= 0 }
        guard let first = matched.first, let second = matched.first(where: { codes.old[$0] != codes.old[first] })
        else { return matching }
        matching.targetOfSource.swapAt(first, second)
        return matching
    }
}

/// An algorithm that refuses every case.
struct RefusesEverything: DiffAlgorithm {
    var id: String { "refuses-everything" }
    var traits: AlgorithmTraits { HashKeyedLinearDiff().traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? {
        DiffRefusal(algorithm: id, reason: "never diffs")
    }
    func matching(for codes: IdentityCodes) -> DiffMatching { HashKeyedLinearDiff().matching(for: codes) }
}

/// The standard library's diff in the `difference` format.
func standardLibraryDifference(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    .difference(AdapterDifference(target.difference(from: source)))
}

/// The standard library's diff, its last insertion left out.
func droppedLastInsertion(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    droppedLastInsertion(of: source, target)
}

/// The standard library's diff of any elements, its last insertion left out.
func droppedLastInsertion<Element: Hashable>(of source: [Element], _ target: [Element]) -> AdapterChangeset {
    var difference = AdapterDifference(target.difference(from: source))
    if !difference.insertions.isEmpty { difference.insertions.removeLast() }
    return .difference(difference)
}

/// `hash-linear` claiming to be minimal, which it is not.
struct ClaimsMinimal: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    var id: String { "claims-minimal" }
    var traits: AlgorithmTraits {
        var traits = base.traits
        traits.minimality = .minimal
        return traits
    }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching { base.matching(for: codes) }
}

/// An `AdapterBook` as a `Diffable` row of the test's own: identity `id`,
/// content every field.
struct KeyedBook: Diffable, Hashable {
    var book: AdapterBook
    var diffIdentity: Int { book.id }
}

/// A keyed diff of books in the `batch` format (`hash-linear` on their
/// ids), `updated` pairs included unless `dropsUpdates` (the planted bug).
func keyedBookBatch(_ source: [AdapterBook], _ target: [AdapterBook], dropsUpdates: Bool = false) -> AdapterChangeset {
    let changeset = HashKeyedLinearDiff().diff(from: source.map(KeyedBook.init), to: target.map(KeyedBook.init))
    return .batch(
        AdapterBatch(
            deleted: changeset.deleted, inserted: changeset.inserted,
            moved: changeset.moved.map { AdapterPair($0.source, $0.target) },
            updated: dropsUpdates ? [] : changeset.updated.map { AdapterPair($0.source, $0.target) }))
}

/// The keyed diff of books with its planted bug: no `updated` pairs.
func droppedUpdates(_ source: [AdapterBook], _ target: [AdapterBook]) -> AdapterChangeset {
    keyedBookBatch(source, target, dropsUpdates: true)
}
