import DiffBenchTesting

//===----------------------------------------------------------------------===//
// Closure differs that break one adapter property each, for FailureKindTests
//===----------------------------------------------------------------------===//

/// Every source row deleted and every target row inserted: always right,
/// never minimal.
func replaceAllBatch(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    .batch(AdapterBatch(deleted: Array(source.indices), inserted: Array(target.indices)))
}

/// `replaceAllBatch` as a `difference`.
func replaceAllDifference(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    .difference(
        AdapterDifference(
            removals: source.indices.map { AdapterDifference.Change($0) },
            insertions: target.indices.map { AdapterDifference.Change($0) }))
}

/// Nothing changes when the counts match: offsets in range, so the answer
/// follows the protocol, but `[1, 2]` → `[2, 1]` is not rebuilt
/// (`rebuilds-target`).
func keepsEqualCounts(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    source.count == target.count ? .batch(AdapterBatch()) : replaceAllBatch(source, target)
}

/// `replaceAllBatch` with its deletions listed backwards (`sorted-lists`).
func descendingDeletions(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    .batch(AdapterBatch(deleted: source.indices.reversed(), inserted: Array(target.indices)))
}

/// The standard library's diff on every other call, `replaceAllDifference`
/// on the others: two answers to one case differ (`deterministic`).
func alternatingDifference(calls: CallCounter) -> ([Int], [Int]) -> AdapterChangeset {
    { source, target in
        calls.next() % 2 == 0 ? standardLibraryDifference(source, target) : replaceAllDifference(source, target)
    }
}

/// The standard library's diff, but everything replaced when the sides are
/// equal (`self-empty`).
func nonEmptySelfDifference(_ source: [Int], _ target: [Int]) -> AdapterChangeset {
    source == target ? replaceAllDifference(source, target) : standardLibraryDifference(source, target)
}

/// The keyed diff of books with every matched pair `updated`, changed or
/// not: it rebuilds the target (a reload shows the new content anyway) but
/// reloads rows that did not change (`updates-exact`).
func everyMatchedBookUpdated(_ source: [AdapterBook], _ target: [AdapterBook]) -> AdapterChangeset {
    guard case .batch(var batch) = keyedBookBatch(source, target) else { preconditionFailure("a batch") }
    let movedSources = Set(batch.moved.map(\.source)), movedTargets = Set(batch.moved.map(\.target))
    let deleted = Set(batch.deleted), inserted = Set(batch.inserted)
    let staying = zip(
        source.indices.filter { !deleted.contains($0) && !movedSources.contains($0) },
        target.indices.filter { !inserted.contains($0) && !movedTargets.contains($0) })
    batch.updated = (staying.map { AdapterPair($0, $1) } + batch.moved).sorted { $0.source < $1.source }
    return .batch(batch)
}
