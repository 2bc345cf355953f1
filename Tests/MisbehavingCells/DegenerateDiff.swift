import DiffAlgorithms

//===----------------------------------------------------------------------===//
// DegenerateDiff: a valid diff that matches nothing
//===----------------------------------------------------------------------===//

/// `test-degenerate`: deletes every source row and inserts every target
/// row. Its changeset is always valid and never useful, and it is about as
/// fast as a diff can be: the quality tests check that its rows animated
/// stand far above the workload's lower bound.
public struct DegenerateDiff: NonRefusingDiffAlgorithm {
    public init() {}

    public var id: String { "test-degenerate" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Degenerate (test only)", reference: "test only", time: "O(n)", space: "O(n)",
            minimality: .notMinimal, moveRule: .none, duplicateRule: .unspecified, refusalRule: .never)
    }

    /// Nothing matched. - Complexity: O(*n*).
    public func matching(for codes: IdentityCodes) -> DiffMatching {
        DiffMatching(unmatchedSourceCount: codes.old.count)
    }
}
