import DiffAlgorithms
import DiffBenchWorkloads

/// Every registered algorithm that accepts inputs of these sizes
/// (`naive-lcs` refuses more than 20 elements).
///
/// - Complexity: O(*a*), *a* the number of registered algorithms.
public func algorithms(accepting sourceCount: Int, _ targetCount: Int) -> [any DiffAlgorithm] {
    AlgorithmRegistry.all.filter { $0.refusal(sourceCount: sourceCount, targetCount: targetCount) == nil }
}

/// The edit size of a changeset in LCS terms: deletes + inserts + 2·moves
/// (a move is a delete and an insert). A minimal changeset of `a → b` has
/// edit size `a.count + b.count − 2·WorkloadGenerator.lcsLength(a, b)`.
///
/// - Complexity: O(1).
public func editSize(_ changeset: DiffChangeset) -> Int {
    changeset.deleted.count + changeset.inserted.count + 2 * changeset.moved.count
}
