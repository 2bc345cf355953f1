import BatchUpdateChecker

//===----------------------------------------------------------------------===//
// Which stager policy each case of a campaign stages with
//===----------------------------------------------------------------------===//

extension ReloadPolicy {
    /// The policy case `index` of a campaign stages with: the number of set
    /// bits of the index modulo the number of policies (for two policies,
    /// the Thue–Morse sequence: `reload`, `deleteAndInsert`,
    /// `deleteAndInsert`, `reload`, …). The digit sum of the index is evenly
    /// spread along every arithmetic progression, so every shard (`i % N`)
    /// stages with every policy, not only the unsharded campaign.
    ///
    /// - Precondition: `index >= 0`.
    /// - Complexity: O(1).
    package static func scheduled(caseIndex index: Int) -> ReloadPolicy {
        allCases[index.nonzeroBitCount % allCases.count]
    }

    /// The policy's position in `allCases`, for per-policy counts.
    var slot: Int { Self.allCases.firstIndex(of: self)! }
}
