import DiffAlgorithms
import Testing

/// Diffs with `algorithm`, applies the changeset, and expects the target back
/// (identity and content). Returns the changeset for further checks.
@discardableResult
func expectReproduces<Element: Diffable & Equatable>(
    _ algorithm: any DiffAlgorithm, from source: [Element], to target: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> DiffChangeset {
    let changeset = try algorithm.diff(from: source, to: target)
    #expect(
        throws: Never.self, "\(algorithm.id): \(source) → \(target) gave \(changeset)",
        sourceLocation: sourceLocation
    ) { try changeset.checkRebuilds(source: source, target: target) }
    #expect(changeset == changeset.sorted(), "\(algorithm.id): lists not ascending", sourceLocation: sourceLocation)
    return changeset
}
