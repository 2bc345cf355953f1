import DiffAlgorithms

//===----------------------------------------------------------------------===//
// cell-check: the benchmark cell's rebuild check against an oracle
//===----------------------------------------------------------------------===//

/// The property `cell-check`: `DiffChangeset.checkRebuilds(source:target:)`, the
/// check behind every benchmark cell (`CellRunner.verify`) and
/// `rebuilds-target`, gives exactly what `CellCheckOracle` gives — passes,
/// does not apply with the predicted error, or differs first at the same
/// target offset — on the case's changeset and on the `CellCheckVariants`
/// of it.
///
/// On a correct changeset a check that compares nothing passes as well as a
/// correct one; only the variants, which a correct check must reject, tell
/// them apart.
enum CellCheck {
    /// Why `checkRebuilds` disagrees with the oracle, or `nil`.
    ///
    /// - Precondition: `changeset` applies to `source` and `target`.
    /// - Complexity: O(*n* + *m* + *c*) per distinct changeset among the
    ///   variants (the reference replay, four at most), O(*m*) per variant.
    static func problem<E: FuzzElement>(_ changeset: DiffChangeset, source: [E], target: [E]) -> String? {
        // One replay per distinct changeset: the variants of the target
        // share the case's.
        var replays: [(DiffChangeset, CellCheckOracle)] = []
        for variant in CellCheckVariants.variants(of: changeset, sourceCount: source.count, target: target) {
            let replay: CellCheckOracle
            if let known = replays.first(where: { $0.0 == variant.changeset }) {
                replay = known.1
            } else {
                do {
                    replay = try CellCheckOracle(variant.changeset, sourceCount: source.count, targetCount: target.count)
                } catch {
                    return "on \(name(variant)): \(error.message)"
                }
                replays.append((variant.changeset, replay))
            }
            let expected = replay.expectedFailure(source: source, target: variant.target)
            var observed: RebuildFailure?
            do {
                try variant.changeset.checkRebuilds(source: source, target: variant.target)
            } catch {
                observed = error
            }
            if observed != expected {
                return "checkRebuilds on \(name(variant)) \(outcome(observed)), but the reference replay says it \(outcome(expected))"
            }
        }
        return nil
    }

    private static func name<E>(_ variant: CellCheckVariant<E>) -> String {
        variant.label.isEmpty ? "the changeset" : "\(variant.label) (\(describe(variant.changeset)))"
    }

    private static func outcome(_ failure: RebuildFailure?) -> String {
        guard let failure else { return "passes" }
        switch failure {
        case .doesNotApply(let error): return "does not apply (\(String(reflecting: error)))"
        case .differs(let offset): return "differs first at target offset \(offset)"
        }
    }
}
