import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// sectioned-rejects-ill-formed: the strict sectioned applier on wrong input
//===----------------------------------------------------------------------===//

/// The property `sectioned-rejects-ill-formed`: `SectionedChangeset.apply(to:target:)`,
/// fed variants of a case's correct changeset made wrong one fault at a time
/// (`SectionedIllFormedVariants`), throws exactly the typed error
/// `SectionedIllFormedOracle` predicts, and accepts exactly the variants it
/// accepts. `SectionedReferenceApplier` must reject what the oracle rejects
/// and, on an accepted variant, rebuild what `apply` rebuilds.
enum SectionedIllFormedInputs {
    /// Why the applier or the replay disagrees with the oracle, or `nil`.
    ///
    /// - Precondition: `changeset` applies to `c` (the rebuild property held).
    /// - Complexity: O((*n* + *m*) · *c* + *S*) per variant, a fixed number of them.
    static func problem(_ changeset: SectionedChangeset, _ c: SectionedCase) -> String? {
        let variants = SectionedIllFormedVariants(of: changeset, sourceCounts: c.sourceCounts, targetCounts: c.targetCounts)
        for (label, variant) in variants.all {
            let expected = SectionedIllFormedOracle.applicationError(
                variant, sourceCounts: c.sourceCounts, targetCounts: c.targetCounts)
            let observed: Result<[WorkloadAtomSection], SectionedApplicationError>
            do {
                observed = .success(try variant.apply(to: c.source, target: c.target))
            } catch {
                observed = .failure(error)
            }
            let replayed = SectionedReferenceApplier.apply(variant, source: c.source, target: c.target)
            switch (observed, expected) {
            case let (.failure(error), expected?) where error == expected:
                if replayed != nil {
                    return "the reference replay accepts the changeset \(label) (\(variant)), which apply rejects: \(error)"
                }
            case let (.success(rebuilt), nil):
                if replayed != rebuilt {
                    return "the reference replay of the changeset \(label) (\(variant)) "
                        + (replayed == nil ? "rejects it" : "gives \(replayed!)") + ", apply gives \(rebuilt)"
                }
            default:
                return "apply on the changeset \(label) (\(variant)) \(outcome(observed)), but \(outcome(expected)) was due"
            }
        }
        return nil
    }

    private static func outcome(_ observed: Result<[WorkloadAtomSection], SectionedApplicationError>) -> String {
        switch observed {
        case .success: "accepts it"
        case .failure(let error): outcome(error)
        }
    }

    private static func outcome(_ error: SectionedApplicationError?) -> String {
        error.map { "throws \(String(reflecting: $0)) (\($0))" } ?? "accepts it"
    }
}
