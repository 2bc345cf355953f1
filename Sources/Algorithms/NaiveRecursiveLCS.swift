#if canImport(Darwin)
import Darwin  // lgamma, log, pow: no Foundation in DiffAlgorithms
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

//===----------------------------------------------------------------------===//
// naive-lcs: the plain recursive LCS
//===----------------------------------------------------------------------===//

/// Computes a longest common subsequence by plain recursion, without
/// memoisation, as in the talk that introduced Dwifft ("Dwifft: a Swift diff",
/// J. Flinter): if the first elements are equal, match them and recurse on
/// the rest; otherwise recurse twice, dropping one first element each time,
/// and keep the longer result.
///
/// Its cost grows exponentially, so it refuses any input with more than
/// `maximumTotalCount` (20) elements in total: 10 × 10 distinct elements
/// already take C(20, 10) ≈ 185,000 calls.
///
///     let changes = try NaiveRecursiveLCS().diff(from: [1, 2, 3], to: [2, 3])
///     // changes.deleted == [0]
///
/// - Note: Minimal: deletes + inserts = *n* + *m* − 2·LCS. Never reports
///   moves. Duplicate identities are matched as in a longest common
///   subsequence.
/// - Complexity: O(2^(*n*+*m*)) time in the worst case (C(*n*+*m*, *n*) calls
///   when no element matches) and O(*n* + *m*) stack depth.
public struct NaiveRecursiveLCS: DiffAlgorithm {
    /// The largest `source.count + target.count` the algorithm accepts.
    public static let maximumTotalCount = 20

    /// Creates the algorithm (it has no settings).
    public init() {}

    public var id: String { "naive-lcs" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Naive recursive LCS",
            reference: "plain recursion on the LCS recurrence, as in the Dwifft talk (J. Flinter)",
            time: "O(2^(n+m))", space: "O(n+m) stack",
            minimality: .minimal, moveRule: .none,
            duplicateRule: .longestCommonSubsequence, refusalRule: .aboveTotalCount(Self.maximumTotalCount))
    }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? {
        let total = sourceCount + targetCount
        guard total > Self.maximumTotalCount else { return nil }
        let log10Calls = _log10Binomial(total, min(sourceCount, targetCount))
        let calls = log10Calls < 300 ? pow(10, log10Calls).rounded() : nil
        return DiffRefusal(
            algorithm: id,
            reason: "\(sourceCount) + \(targetCount) elements exceed its limit of \(Self.maximumTotalCount) in total (up to \(_formatCount(log10: log10Calls)) recursive calls)",
            estimate: calls)
    }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        var matching = DiffMatching(unmatchedSourceCount: codes.old.count)
        let pairs = codes.old.withUnsafeBufferPointer { old in
            codes.new.withUnsafeBufferPointer { new in _recursiveLCS(old, 0, new, 0) }
        }
        for (source, target) in pairs {
            matching.targetOfSource[source] = target
        }
        return matching
    }
}

/// The LCS of `a[i...]` and `b[j...]`, as (source offset, target offset)
/// pairs, the last pair first.
///
/// - Precondition: `i <= a.count`, `j <= b.count`.
private func _recursiveLCS(
    _ a: UnsafeBufferPointer<Int32>, _ i: Int, _ b: UnsafeBufferPointer<Int32>, _ j: Int
) -> [(Int, Int)] {
    guard i < a.count, j < b.count else { return [] }
    if a[i] == b[j] {
        var rest = _recursiveLCS(a, i + 1, b, j + 1)
        rest.append((i, j))
        return rest
    }
    let dropSource = _recursiveLCS(a, i + 1, b, j)
    let dropTarget = _recursiveLCS(a, i, b, j + 1)
    return dropSource.count >= dropTarget.count ? dropSource : dropTarget
}

/// log10 of C(n, k), exact enough to print and to round small values.
private func _log10Binomial(_ n: Int, _ k: Int) -> Double {
    (lgamma(Double(n) + 1) - lgamma(Double(k) + 1) - lgamma(Double(n - k) + 1)) / log(10)
}

/// "352716" below a million, "2.7e+08" up to 1e300, "10^30102" beyond.
private func _formatCount(log10 value: Double) -> String {
    if value < 6 { return String(Int(pow(10, value).rounded())) }
    if value < 300 {
        // "%.1e" by hand: mantissa to one decimal, two-digit exponent.
        var exponent = Int(value.rounded(.down))
        var tenths = Int((pow(10, value - Double(exponent)) * 10).rounded())
        if tenths >= 100 {
            tenths /= 10
            exponent += 1
        }
        let digits = exponent < 10 ? "0\(exponent)" : "\(exponent)"
        return "\(tenths / 10).\(tenths % 10)e+\(digits)"
    }
    return "10^\(Int(value))"
}
