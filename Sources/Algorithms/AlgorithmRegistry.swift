//===----------------------------------------------------------------------===//
// AlgorithmRegistry: every algorithm, by id
//===----------------------------------------------------------------------===//

/// The algorithms DiffBench ships, in the order tables list them.
public enum AlgorithmRegistry {
    /// Every algorithm, fastest-growing first.
    public static let all: [any DiffAlgorithm] = [
        NaiveRecursiveLCS(),
        DynamicProgrammingLCS(),
        BitParallelLCS(),
        MyersLinearSpaceDiff(),
        HuntSzymanskiLCS(),
        HeckelSixPassDiff(),
        HashKeyedLinearDiff(),
        StandardLibraryDiff(),
    ]

    /// The ids of `all`, in order.
    public static var ids: [String] { all.map(\.id) }

    /// The algorithm with this id, or `nil`.
    public static func algorithm(id: String) -> (any DiffAlgorithm)? {
        all.first { $0.id == id }
    }
}
