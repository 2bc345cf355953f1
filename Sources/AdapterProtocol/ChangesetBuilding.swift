import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Building changesets from wire offsets
//===----------------------------------------------------------------------===//

/// A `DiffChangeset` with the lists in the order given (not sorted: the fuzzer
/// checks an adapter's own order). Pairs are `(source, target)`.
///
/// The one place the harness builds a changeset from offsets, so a change to
/// the changeset model's initializer touches only this function.
func makeChangeset(
    deleted: [Int], inserted: [Int], moved: [(Int, Int)], updated: [(Int, Int)]
) -> DiffChangeset {
    DiffChangeset(
        deleted: deleted, inserted: inserted,
        moved: moved.map { .init($0.0, $0.1) }, updated: updated.map { .init($0.0, $0.1) })
}
