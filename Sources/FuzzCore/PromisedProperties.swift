import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Which properties an algorithm's traits promise
//===----------------------------------------------------------------------===//

extension PropertyID {
    /// The properties `PropertyChecker` checks on an algorithm with `traits`
    /// when the input gives it the chance: every general property, plus
    /// `minimal`, `move-rule`, `fewest-moves` and `duplicates` where the
    /// traits document a rule. `shrinker-minimal` (the harness's own) is
    /// never an algorithm's.
    ///
    /// A campaign in which one of these was never checked on an algorithm
    /// has not tested what the algorithm promises (`CampaignVerdict`).
    package static func promised(by traits: AlgorithmTraits) -> [PropertyID] {
        allCases.filter { property in
            switch property {
            case .shrinkerMinimal: false
            case .minimal: traits.minimality == .minimal
            case .moveRule: [.none, .offsetRule, .uniqueRemovalAndInsertion].contains(traits.moveRule)
            case .fewestMoves: traits.moveRule == .fewestForMatching
            case .duplicates: traits.duplicateRule != .unspecified
            default: true
            }
        }
    }
}

extension CampaignStats {
    /// Per algorithm (in the campaign's order), the promised properties it
    /// was never checked on, then the stager policies its changesets were
    /// never staged with: `"myers (json-input, minimal, staged with
    /// deleteAndInsert)"`. Empty when every algorithm was checked on
    /// everything it promises, under every policy.
    package func neverExercised(_ algorithms: [any DiffAlgorithm]) -> [String] {
        zip(algorithms, perAlgorithm).compactMap { algorithm, counts in
            let promised = PropertyID.promised(by: algorithm.traits).filter { harnessChecks || !$0.judgesTheHarness }
            var missing = promised.filter { counts.checked($0) == 0 }.map(\.rawValue)
            if promised.contains(.stagesCompose) {
                missing += ReloadPolicy.allCases.filter { counts.staged(with: $0) == 0 }.map { "staged with \($0.rawValue)" }
            }
            return missing.isEmpty ? nil : "\(algorithm.id) (\(missing.joined(separator: ", ")))"
        }
    }

    /// This campaign's verdict (`CampaignVerdict.judge`); with `oneCase`
    /// (a single case asked for by index) properties that case had no chance
    /// to exercise do not count.
    package func verdict(_ algorithms: [any DiffAlgorithm], oneCase: Bool = false) -> CampaignVerdict {
        .judge(
            failures: failures, cases: cases, checked: checkedCases,
            unchecked: "the rest were refused by every algorithm (size or identity guards; a smaller --max-size helps)",
            neverExercised: oneCase ? [] : neverExercised(algorithms))
    }
}
