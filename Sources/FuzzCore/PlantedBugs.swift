import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Planted bugs, compiled in only for scripts/cflite-planted.sh
//===----------------------------------------------------------------------===//

// A normal build contains none of this: each bug exists only when its flag is
// passed (`-Xswiftc -DDIFFBENCH_PLANTED_BUG_DIFF`), and scripts/cflite-planted.sh
// builds a libFuzzer target and the fuzzer that way to show that the target
// finds the bug and that its crash input replays.

#if DIFFBENCH_PLANTED_BUG_DIFF
/// `hash-linear` with the targets of its first two matched sources of
/// different identities swapped: a matching that joins unequal identities.
struct PlantedSwappedMatchesDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    var id: String { base.id }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    func matching(for codes: IdentityCodes) -> Matching {
        var matching = base.matching(for: codes)
        let matched = matching.targetOfSource.indices.filter { matching.targetOfSource[$0] >= 0 }
        guard let first = matched.first,
            let second = matched.first(where: { codes.old[$0] != codes.old[first] })
        else { return matching }
        matching.targetOfSource.swapAt(first, second)
        return matching
    }
}
#endif

extension FuzzingTuning {
    /// `algorithm`, or the planted bug that replaces it in this build.
    static func planted(_ algorithm: any DiffAlgorithm) -> any DiffAlgorithm {
        #if DIFFBENCH_PLANTED_BUG_DIFF
        if algorithm is HashKeyedLinearDiff { return PlantedSwappedMatchesDiff() }
        #endif
        return algorithm
    }
}
