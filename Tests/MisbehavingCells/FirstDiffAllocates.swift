import BenchMeasurement
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// FirstDiffAllocates: one-time allocations on the first full-size diff
//===----------------------------------------------------------------------===//

/// `hash-linear` that makes `FirstDiffAllocates.extraAllocations` extra
/// allocations, kept for the life of the process, on its first diff of more
/// than two elements per side — as a runtime's one-time caches do. A cell's
/// allocation count is one diff's, so it must equal `HashLinearThroughMatching`'s
/// (not `hash-linear`'s own: its `diff` shares one block between interning
/// and its scratch, which a wrapper's `matching(for:)` cannot).
public struct FirstDiffAllocates: DiffAlgorithm {
    /// How many extra allocations the first full-size diff makes.
    public static let extraAllocations = 40

    /// The buffers of the first full-size diff (kept so they stay allocated).
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var buffers: [[UInt8]]?
    }

    private static let cache = Cache()

    public init() {}

    public var id: String { "test-first-diff-allocates" }

    public var traits: AlgorithmTraits { HashKeyedLinearDiff().traits }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        if codes.old.count > 2 {
            let cache = Self.cache
            cache.lock.lock()
            if cache.buffers == nil {
                cache.buffers = (0..<Self.extraAllocations).map { [UInt8](repeating: UInt8($0), count: 256) }
            }
            cache.lock.unlock()
        }
        return HashKeyedLinearDiff().matching(for: codes)
    }
}

/// `hash-linear` through its public `matching(for:)`, as `FirstDiffAllocates`
/// calls it, without the extra allocations: the count `FirstDiffAllocates`'s
/// cell must record.
public struct HashLinearThroughMatching: DiffAlgorithm {
    public init() {}

    public var id: String { "test-hash-linear-through-matching" }

    public var traits: AlgorithmTraits { HashKeyedLinearDiff().traits }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        HashKeyedLinearDiff().matching(for: codes)
    }
}
