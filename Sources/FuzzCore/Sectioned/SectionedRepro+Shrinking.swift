import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// A sectioned failure, shrunk, as a repro
//===----------------------------------------------------------------------===//

extension SectionedRepro {
    /// The repro of `algorithm` failing `failure` on `c`, shrunk first:
    /// `Shrinker` drops sections, items and content changes while
    /// the same algorithm still fails the same property, and the message is
    /// the shrunk case's.
    ///
    ///     if let failure = SectionedPropertyChecker().check(algorithm, c).failure {
    ///         let repro = SectionedRepro(shrinking: c, algorithm: algorithm, failure: failure, seed: nil, caseIndex: nil)
    ///     }
    ///
    /// - Parameters:
    ///   - failure: What `SectionedPropertyChecker().check(algorithm, c)` reported.
    ///   - seed: The campaign's seed, or `nil` (a libFuzzer input).
    ///   - caseIndex: The case's index in that campaign, or `nil`.
    /// - Complexity: At most `SectionedCase.defaultShrinkAttempts` property checks.
    package init(
        shrinking c: SectionedCase, algorithm: any DiffAlgorithm, failure: SectionedFailure, seed: UInt64?, caseIndex: Int?
    ) {
        let checker = SectionedPropertyChecker()
        let shrunk = Shrinker().shrink(c) { checker.check(algorithm, $0).failure?.property == failure.property }.shrunk
        let final = checker.check(algorithm, shrunk).failure ?? failure
        self.init(algorithm: algorithm.id, failure: final, case: shrunk, seed: seed, caseIndex: caseIndex)
    }
}
