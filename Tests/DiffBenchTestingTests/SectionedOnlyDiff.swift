import DiffBenchTesting

//===----------------------------------------------------------------------===//
// An algorithm right on flat cases and wrong on sectioned ones
//===----------------------------------------------------------------------===//

/// `hash-linear`, right for its first `armedAfter` matchings and wrong
/// after them, as `fault` says. A check runs its flat campaign before its
/// sectioned one, and the flat campaign of a seed makes the same calls each
/// time, so `armedAfter` set to the calls of the flat campaign alone (count
/// them with `countingOnly`) gives an algorithm that passes every flat
/// property and breaks one sectioned property: the sectioned diff calls
/// the same `matching(for:)` on sections and items, and no property of the
/// codes alone tells the two campaigns apart.
struct SectionedOnlyDiff: DiffAlgorithm {
    /// How the algorithm is wrong once armed.
    enum Fault: Sendable {
        /// Right forever; only counts its calls.
        case none
        /// A matching of the wrong length, which `SectionedChangeset`
        /// rejects as ill-formed: `sectioned-rebuilds-target`.
        case illFormed
        /// A matched pair dropped on every other call:
        /// `sectioned-deterministic`.
        case alternating
        /// A matched pair dropped when both sides have the same identities:
        /// `sectioned-self-empty`.
        case nonEmptySelfDiff
    }

    let base = HashKeyedLinearDiff()
    let fault: Fault
    let armedAfter: Int
    let calls = CallCounter()

    /// An algorithm that is never wrong and counts its matchings.
    static func countingOnly() -> SectionedOnlyDiff { SectionedOnlyDiff(fault: .none, armedAfter: 0) }

    var id: String { "sectioned-only" }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    func matching(for codes: IdentityCodes) -> DiffMatching {
        let matching = base.matching(for: codes)
        let call = calls.next()
        guard call >= armedAfter else { return matching }
        switch fault {
        case .none:
            return matching
        case .illFormed:
            return DiffMatching(targetOfSource: matching.targetOfSource + [-1], movedSources: matching.movedSources)
        case .alternating:
            return (call - armedAfter) % 2 == 0 ? matching.droppingPair() : matching
        case .nonEmptySelfDiff:
            return codes.old == codes.new ? matching.droppingPair() : matching
        }
    }
}
