import AdapterProtocol
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// The adapter property cell-check
//===----------------------------------------------------------------------===//

/// The adapter property `cell-check`: `ReportedChangeset.checkRebuilds`, the
/// check behind every adapter cell of the benchmark and `benchrunner diff
/// --adapter`, gives exactly what `ReportedRebuildOracle` gives — passes,
/// does not apply with the predicted `AdapterRebuildError`, or differs first
/// at the same target offset — on the answer and on the
/// `ReportedCellCheckVariants` of it.
enum AdapterCellCheck {
    /// Why `checkRebuilds` disagrees with the oracle, or `nil`.
    ///
    /// - Precondition: `reported` rebuilds `target` from `source`.
    /// - Complexity: O(*s* · (*n* + *m* + *c*)) per variant (the reference
    ///   replays), over at most 19 variants.
    static func problem<E: FuzzElement>(_ reported: ReportedChangeset, source: [E], target: [E]) -> String? {
        for variant in ReportedCellCheckVariants.variants(of: reported, sourceCount: source.count, target: target) {
            // Spelled only for a message: describing a changeset costs more
            // than checking it.
            var name: String {
                variant.label.isEmpty ? "the answer" : "\(variant.label) (\(describeReported(variant.reported)))"
            }
            let expected: ReportedRebuildFailure?
            do {
                expected = try ReportedRebuildOracle.expectedFailure(variant.reported, source: source, target: variant.target)
            } catch {
                return "on \(name): \(error.message)"
            }
            var observed: ReportedRebuildFailure?
            do {
                try variant.reported.checkRebuilds(source: source, target: variant.target)
            } catch {
                observed = error
            }
            if observed != expected {
                return "checkRebuilds on \(name) \(outcome(observed)), but the reference replay says it \(outcome(expected))"
            }
        }
        return nil
    }

    private static func outcome(_ failure: ReportedRebuildFailure?) -> String {
        guard let failure else { return "passes" }
        switch failure {
        case .doesNotApply(let error): return "does not apply (\(String(reflecting: error)))"
        case .differs(let offset): return "differs first at target offset \(offset)"
        }
    }
}
