import BenchCore
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ChangesetBound from the identities of two flat lists
//===----------------------------------------------------------------------===//

extension ChangesetBound {
    /// The bound of diffing `source` into `target`, from their identities.
    ///
    /// - Precondition: Each list has at most `IdentityCodes.maximumCount` elements.
    /// - Complexity: O(*n* + *m*) to intern and count identities, plus the
    ///   longest common subsequence (`ExactCommonSubsequence`).
    package init<Element: Diffable>(source: [Element], target: [Element]) {
        guard let codes = IdentityCodes(source: source, target: target) else {
            preconditionFailure("more than \(IdentityCodes.maximumCount) elements")
        }
        self.init(codes: codes)
    }

    /// The bound of two identity-code sequences.
    ///
    /// - Complexity: O(*n* + *m* + `distinctCount`), plus the longest common
    ///   subsequence (`ExactCommonSubsequence`).
    package init(codes: IdentityCodes) {
        self.init(
            sourceCount: codes.old.count, targetCount: codes.new.count, matchable: Self.matchable(codes),
            commonSubsequence: ExactCommonSubsequence.length(of: codes).length)
    }

    /// *k*: per identity, the smaller of its source and target counts, summed.
    ///
    /// - Complexity: O(*n* + *m* + `distinctCount`).
    package static func matchable(_ codes: IdentityCodes) -> Int {
        var unpaired = [Int32](repeating: 0, count: codes.distinctCount)
        for code in codes.old { unpaired[Int(code)] += 1 }
        var matched = 0
        for code in codes.new where unpaired[Int(code)] > 0 {
            unpaired[Int(code)] -= 1
            matched += 1
        }
        return matched
    }
}
