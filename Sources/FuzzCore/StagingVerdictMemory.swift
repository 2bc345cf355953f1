import BatchUpdateChecker
import DiffAlgorithms
import Synchronization

//===----------------------------------------------------------------------===//
// StagingVerdictMemory: staged changesets that passed, across cases
//===----------------------------------------------------------------------===//

/// The changesets whose staging properties (`batch-round-trip`,
/// `stages-compose`, `batch-valid`, `display-oracle`) passed in this
/// process, keyed by everything those verdicts depend on, so that a later
/// case that stages the same changeset between the same stand-ins is not
/// staged and validated again.
///
/// The four verdicts are pure functions of the changeset, the
/// `ElementProxy` stand-ins of the source and target (identity numbers in
/// order of first appearance, content numbers per identity), the view and
/// the stager's reload policy: `StagedChangeset`, `BatchRoundTrip.check`
/// and `CheckerProperties.check` read nothing else. Cases of different
/// element kinds, or of elements that differ only in what the proxies do
/// not keep, share a key. Only passing verdicts are kept: a failure is
/// computed and reported every time. `CaseMemo` shares verdicts between the
/// algorithms of one case; this memory shares the passing ones between
/// cases.
///
/// Bounded: when `capacity` keys are stored, the memory starts over.
///
///     let key = StagingVerdictMemory.Key(changeset: c, source: s, target: t, view: .table, reloads: .reload)
///     if !memory.passedBefore(key) {
///         // stage and check; on success:
///         memory.recordPass(key)
///     }
public final class StagingVerdictMemory: Sendable {
    /// Everything the staging verdicts of a changeset depend on.
    public struct Key: Hashable, Sendable {
        public var changeset: Changeset
        public var source: [ElementProxy]
        public var target: [ElementProxy]
        public var view: ListViewKind
        public var reloads: ReloadPolicy

        public init(
            changeset: Changeset, source: [ElementProxy], target: [ElementProxy], view: ListViewKind,
            reloads: ReloadPolicy
        ) {
            self.changeset = changeset
            self.source = source
            self.target = target
            self.view = view
            self.reloads = reloads
        }
    }

    private struct State {
        var passed: Set<Key> = []
        var lookedUp = 0
        var hits = 0
    }

    /// The most keys stored at once.
    public let capacity: Int
    private let state = Mutex(State())

    /// The memory the property checker uses: one per process.
    public static let shared = StagingVerdictMemory(capacity: 8_192)

    /// - Precondition: `capacity > 0`.
    public init(capacity: Int) {
        precondition(capacity > 0, "a memory holds at least one key")
        self.capacity = capacity
    }

    /// Whether the staging verdicts of `key` passed before.
    public func passedBefore(_ key: Key) -> Bool {
        state.withLock { state in
            state.lookedUp += 1
            guard state.passed.contains(key) else { return false }
            state.hits += 1
            return true
        }
    }

    /// Records that every staging verdict of `key` passed.
    public func recordPass(_ key: Key) {
        state.withLock { state in
            if state.passed.count >= capacity && !state.passed.contains(key) {
                state.passed.removeAll(keepingCapacity: true)
            }
            state.passed.insert(key)
        }
    }

    /// Keys looked up, keys found, and keys stored now.
    public var counts: (lookedUp: Int, hits: Int, stored: Int) {
        state.withLock { ($0.lookedUp, $0.hits, $0.passed.count) }
    }
}
