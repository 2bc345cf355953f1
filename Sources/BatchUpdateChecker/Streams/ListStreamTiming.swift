//===----------------------------------------------------------------------===//
// ListStreamTiming: how long diffs and animations take in model time
//===----------------------------------------------------------------------===//

/// The queue a policy computes its diffs on.
public enum ListDiffQueue: String, Hashable, Sendable, CaseIterable {
    /// On the main queue: the diff blocks it, so in the model it takes no
    /// time and nothing happens between its start and its end.
    case main
    /// On a background queue: the diff takes `ListStreamTiming.diffDuration`
    /// and the main queue goes on (snapshots arrive, animations end, the view
    /// lays out) until its result comes back to the main queue.
    case background
}

/// The durations of a simulation, in model time units.
///
///     let timing = ListStreamTiming(diffQueue: .background, diffDuration: 2, animationDuration: 3)
public struct ListStreamTiming: Hashable, Sendable {
    /// Where diffs run.
    public var diffQueue: ListDiffQueue
    /// How long a background diff takes (ignored on the main queue).
    public var diffDuration: Int
    /// How long a batch animates on screen (0: it completes in the same
    /// instant). Off screen nothing animates.
    public var animationDuration: Int

    /// Timing with diffs on `diffQueue` taking `diffDuration` and batches
    /// animating for `animationDuration`.
    ///
    /// - Precondition: Both durations are non-negative.
    public init(diffQueue: ListDiffQueue = .main, diffDuration: Int = 0, animationDuration: Int = 0) {
        precondition(diffDuration >= 0 && animationDuration >= 0, "durations are never negative")
        self.diffQueue = diffQueue
        self.diffDuration = diffDuration
        self.animationDuration = animationDuration
    }

    /// The model time a diff started at `time` ends at.
    func diffEnd(startingAt time: Int) -> Int {
        diffQueue == .main ? time : time + diffDuration
    }
}
