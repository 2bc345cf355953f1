import DiffAlgorithms

//===----------------------------------------------------------------------===//
// LibFuzzerBudget: the algorithms a libFuzzer target runs on one input
//===----------------------------------------------------------------------===//

/// The algorithms a libFuzzer target checks on an input: every registered
/// algorithm, with `naive-lcs` only on inputs of at most
/// `naiveTotalCount` elements.
///
/// `naive-lcs` accepts up to `NaiveRecursiveLCS.maximumTotalCount` (20)
/// elements and makes up to C(*n* + *m*, *n*) recursive calls, each
/// allocating; under the address sanitizer one 20-element input took more
/// than a second, hundreds of times an ordinary input. On 12 elements it
/// makes at most C(12, 6) = 924 calls. The property fuzzer (`fuzzer`) still
/// runs it up to its own limit.
package enum LibFuzzerBudget {
    /// The most elements (source and target together) `naive-lcs` is run on.
    package static let naiveTotalCount = 12

    /// The registered algorithms to check on an input of `totalCount`
    /// elements, in `AlgorithmRegistry.all` order.
    package static func algorithms(totalCount: Int) -> [any DiffAlgorithm] {
        if totalCount <= naiveTotalCount { return AlgorithmRegistry.all }
        return AlgorithmRegistry.all.filter { !($0 is NaiveRecursiveLCS) }
    }
}
