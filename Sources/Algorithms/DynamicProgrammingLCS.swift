internal import DiffBenchText

//===----------------------------------------------------------------------===//
// dp-lcs: the O(n·m) dynamic-programming table
//===----------------------------------------------------------------------===//

/// Computes a longest common subsequence with the classic dynamic-programming
/// table, as Dwifft does, and reads the edit script off it.
///
/// Wagner and Fischer, "The String-to-String Correction Problem", JACM 21(1)
/// (1974); the table holds, for every pair of suffixes, the length of their
/// LCS. The common prefix and suffix are trimmed first, and elements whose
/// identity never occurs on the other side are set aside (they can be in no
/// common subsequence), which shrinks the table without changing the result.
///
/// The table has (*n* + 1)·(*m* + 1) cells of 2 bytes (4 bytes when an input
/// has 65,535 elements or more). The algorithm refuses, with the estimate, any
/// input whose untrimmed table would exceed `memoryBudget` (2 GiB by default):
/// 10,000 × 10,000 needs 191 MiB; 100,000 × 100,000 would need 37.3 GiB.
///
///     let changes = try DynamicProgrammingLCS().diff(from: [1, 2, 3], to: [2, 3, 4])
///     // changes.deleted == [0], changes.inserted == [2]
///
/// - Note: Minimal: deletes + inserts = *n* + *m* − 2·LCS. Never reports
///   moves. Duplicate identities are matched as in a longest common
///   subsequence.
/// - Complexity: O(*n*·*m*) time and space.
public struct DynamicProgrammingLCS: DiffAlgorithm {
    /// The largest table, in bytes, the algorithm agrees to allocate.
    public var memoryBudget: Int

    /// The default budget: 2 GiB.
    public static let defaultMemoryBudget = 2 << 30

    /// Creates the algorithm with a table budget of `memoryBudget` bytes;
    /// inputs whose table would be larger are refused.
    public init(memoryBudget: Int = DynamicProgrammingLCS.defaultMemoryBudget) {
        self.memoryBudget = memoryBudget
    }

    public var id: String { "dp-lcs" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Dynamic-programming LCS",
            reference: "R. A. Wagner, M. J. Fischer, The String-to-String Correction Problem, JACM 21(1) (1974)",
            time: "O(n·m)", space: "O(n·m)",
            minimality: .minimal, moveRule: .none,
            duplicateRule: .longestCommonSubsequence, refusalRule: .aboveMemoryBudget(bytes: memoryBudget))
    }

    /// The bytes the table needs for inputs of these sizes.
    public static func tableBytes(sourceCount: Int, targetCount: Int) -> Double {
        let cellBytes = max(sourceCount, targetCount) < Int(UInt16.max) ? 2.0 : 4.0
        return Double(sourceCount + 1) * Double(targetCount + 1) * cellBytes
    }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? {
        let bytes = Self.tableBytes(sourceCount: sourceCount, targetCount: targetCount)
        guard bytes > Double(memoryBudget) else { return nil }
        return DiffRefusal(
            algorithm: id,
            reason: "\(sourceCount) × \(targetCount) elements need a \(formatBytes(bytes)) table, over the \(formatBytes(Double(memoryBudget))) memory budget",
            estimate: bytes)
    }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        var matching = DiffMatching(unmatchedSourceCount: codes.old.count)
        let problem = ReducedLCSProblem(codes, matching: &matching)
        guard !problem.old.isEmpty, !problem.new.isEmpty else { return matching }
        let pairs: [(Int, Int)]
        if max(problem.old.count, problem.new.count) < Int(UInt16.max) {
            pairs = _lcsPairs(problem.old, problem.new, cell: UInt16.self)
        } else {
            pairs = _lcsPairs(problem.old, problem.new, cell: UInt32.self)
        }
        for (oldOffset, newOffset) in pairs {
            matching.targetOfSource[problem.oldOffsets[oldOffset]] = problem.newOffsets[newOffset]
        }
        return matching
    }
}

/// Fills the suffix-LCS table and walks it from the top-left corner.
private func _lcsPairs<Cell: FixedWidthInteger & UnsignedInteger>(
    _ a: [Int32], _ b: [Int32], cell: Cell.Type
) -> [(Int, Int)] {
    let n = a.count
    let m = b.count
    let width = m + 1
    // table[i * width + j] = LCS length of a[i...] and b[j...].
    let table = UnsafeMutableBufferPointer<Cell>.allocate(capacity: (n + 1) * width)
    defer { table.deallocate() }
    var pairs: [(Int, Int)] = []
    a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
            _fillSuffixLCSTable(a.baseAddress!, count: n, b.baseAddress!, count: m, into: table.baseAddress!)
            pairs.reserveCapacity(Int(table[0]))
            _walkSuffixLCSTable(a.baseAddress!, count: n, b.baseAddress!, count: m, table.baseAddress!) {
                pairs.append(($0, $1))
            }
        }
    }
    return pairs
}
