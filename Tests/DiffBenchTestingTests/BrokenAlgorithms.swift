import Foundation
import DiffBenchTesting

//===----------------------------------------------------------------------===//
// Algorithms that break one flat property each, for FailureKindTests
//===----------------------------------------------------------------------===//

/// A call counter shared by the copies of a subject: `DiffAlgorithm` is
/// `Sendable`, so its state is behind a lock.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    /// The number of calls before this one; counts this one.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        return calls - 1
    }

    /// The calls counted so far.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }
}

extension DiffMatching {
    /// The matching with its first matched pair whose source offset passes
    /// `isDropped` unmatched (a delete and an insert): still well formed, so
    /// still rebuilding the target.
    func droppingPair(where isDropped: (Int) -> Bool = { _ in true }) -> DiffMatching {
        var matching = self
        guard let source = targetOfSource.indices.first(where: { targetOfSource[$0] >= 0 && isDropped($0) })
        else { return matching }
        matching.targetOfSource[source] = -1
        matching.movedSources.removeAll { $0 == source }
        return matching
    }
}

/// `hash-linear` that drops a matched pair on every other call: two runs of
/// one case differ (`deterministic`).
struct AlternatingDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    let calls = CallCounter()
    var id: String { "alternating" }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching {
        let matching = base.matching(for: codes)
        return calls.next() % 2 == 0 ? matching.droppingPair() : matching
    }
}

/// `hash-linear` that drops a matched pair when the two sides have the same
/// identities: the self-diff is not empty (`self-empty`).
struct NonEmptySelfDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    var id: String { "non-empty-self-diff" }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching {
        let matching = base.matching(for: codes)
        return codes.old == codes.new ? matching.droppingPair() : matching
    }
}

/// `hash-linear` that leaves the identity numbered 0 unmatched when the
/// sides differ: its answer depends on the numbering (`identity-invariant`).
struct NumberingDependentDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    var id: String { "numbering-dependent" }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching {
        let matching = base.matching(for: codes)
        return codes.old == codes.new ? matching : matching.droppingPair { codes.old[$0] == 0 }
    }
}

/// `hash-linear` with traits it does not keep: `minimal`, no moves, or
/// another duplicate rule (`minimal`, `move-rule`, `duplicates`).
struct FalseTraitsDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    let id: String
    let change: @Sendable (inout AlgorithmTraits) -> Void
    var traits: AlgorithmTraits {
        var traits = base.traits
        change(&traits)
        return traits
    }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching { base.matching(for: codes) }
}

/// `hash-linear` that reports every matched pair as a move when the sides
/// differ: well formed, but more moves than its matching needs
/// (`fewest-moves`); its self-diff stays empty.
struct EveryPairMovesDiff: DiffAlgorithm {
    let base = HashKeyedLinearDiff()
    var id: String { "every-pair-moves" }
    var traits: AlgorithmTraits { base.traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching {
        var matching = base.matching(for: codes)
        guard codes.old != codes.new else { return matching }
        matching.movedSources = matching.targetOfSource.indices.filter { matching.targetOfSource[$0] >= 0 }
        return matching
    }
}
