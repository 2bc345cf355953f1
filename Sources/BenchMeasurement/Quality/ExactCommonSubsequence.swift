import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ExactCommonSubsequence: the length of a longest common subsequence
//===----------------------------------------------------------------------===//

/// The length *L* of a longest common subsequence of two identity-code
/// sequences, from the package's exact algorithms.
///
/// `HuntSzymanskiLCS` goes first: it is the fastest exact algorithm here on
/// every scenario, `reversed` and `duplicates` included (milliseconds at
/// 100k). It refuses when the identities repeat so often that the matching
/// pairs exceed its budget; then `BitParallelLCS` (O(*n*·*m*/64), refuses
/// above 10¹² cells) answers, and past both `MyersLinearSpaceDiff`, which
/// never refuses.
package enum ExactCommonSubsequence {
    /// The exact algorithms in the order they are tried.
    package static let algorithms: [any DiffAlgorithm] = [HuntSzymanskiLCS(), BitParallelLCS(), MyersLinearSpaceDiff()]

    /// *L* for `codes`, and the id of the algorithm that computed it.
    ///
    /// An algorithm's answer counts only when it accepts the input and its
    /// matching is well-formed; its survivors (matched pairs not reported
    /// as moves) are then a longest common subsequence.
    ///
    /// - Parameter algorithms: Exact (minimal) algorithms, tried in order.
    /// - Precondition: One of `algorithms` accepts `codes`.
    /// - Complexity: The first accepting algorithm's, plus O(*n* + *m*) per
    ///   algorithm asked (refusals and the matching's check).
    package static func length(of codes: IdentityCodes, using algorithms: [any DiffAlgorithm] = algorithms) -> (length: Int, algorithm: String) {
        for algorithm in algorithms {
            if algorithm.refusal(sourceCount: codes.old.count, targetCount: codes.new.count) != nil { continue }
            if algorithm.refusal(for: codes) != nil { continue }
            let matching = algorithm.matching(for: codes)
            guard matching.isWellFormed(for: codes) else { continue }
            let matched = matching.targetOfSource.count { $0 >= 0 }
            return (matched - matching.movedSources.count, algorithm.id)
        }
        preconditionFailure("no exact algorithm accepts \(codes.old.count) × \(codes.new.count) identities")
    }
}
