import DiffAlgorithms
import FuzzCore

/// A buggy algorithm for checking the checks: it wraps a real one and
/// corrupts its matching in a chosen way (keeping the real one's id, so the
/// real one's documented behaviour applies).
struct PlantedBug: DiffAlgorithm {
    enum Bug: Sendable {
        /// Unmatch the last matched pair (well-formed, but not minimal).
        case unmatchLast
        /// Report one more matched pair as moved (well-formed, extra move).
        case extraMove
        /// Drop the first move (ill-formed: the pair now crosses others).
        case dropFirstMove
        /// Unmatch the pairs of identity code 0 (well-formed, but it depends
        /// on how the codes are numbered, not only on which are equal).
        case unmatchCodeZero
    }

    var base: any DiffAlgorithm
    var bug: Bug

    var id: String { base.id }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? {
        base.refusal(sourceCount: sourceCount, targetCount: targetCount)
    }

    /// Corrupts only matchings of different arrays, so that `self-empty`
    /// still holds and the targeted property is the one that fails.
    func matching(for codes: IdentityCodes) -> DiffMatching {
        var matching = base.matching(for: codes)
        guard codes.old != codes.new else { return matching }
        switch bug {
        case .unmatchLast:
            if let last = matching.targetOfSource.lastIndex(where: { $0 >= 0 }) {
                matching.targetOfSource[last] = -1
                matching.movedSources.removeAll { $0 == last }
            }
        case .extraMove:
            if let source = matching.targetOfSource.indices.first(where: {
                matching.targetOfSource[$0] >= 0 && !matching.movedSources.contains($0)
            }) {
                matching.movedSources = (matching.movedSources + [source]).sorted()
            }
        case .dropFirstMove:
            if !matching.movedSources.isEmpty { matching.movedSources.removeFirst() }
        case .unmatchCodeZero:
            for source in matching.targetOfSource.indices where codes.old[source] == 0 {
                matching.targetOfSource[source] = -1
                matching.movedSources.removeAll { $0 == source }
            }
        }
        return matching
    }
}
