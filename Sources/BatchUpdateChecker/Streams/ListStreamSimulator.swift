import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ListStreamSimulator: a policy driven over a stream, judged
//===----------------------------------------------------------------------===//

/// Runs an update policy over a stream of snapshots against a
/// `SimulatedListView`, as a deterministic discrete-event simulation, and
/// judges the result.
///
/// The events are the stream's (snapshots arriving, the view entering or
/// leaving its window) and the policy's: diffs starting and ending (on the
/// main queue, taking no model time, or on a background queue, taking
/// `ListStreamTiming.diffDuration`), the data swapped, batches applied (staged
/// by `BatchStager` when one batch would be refused), `reloadData`, and
/// animations completing. At the end of every instant the view lays out when
/// on screen. Events at the same time run in the stream's order, then in
/// the order they were scheduled.
///
/// The verdict is the first batch UIKit refuses (at the counts it holds at
/// that moment), or a diffable data source's refusal, or the display defects:
/// an older snapshot shown after a newer one, wrong cells after a batch, or a
/// view that, once everything has run (the view back on screen and laid
/// out), does not show the newest snapshot with fresh content.
///
///     let report = ListStreamSimulator(policy: .latest, algorithm: HeckelSixPassDiff(),
///                                      timing: ListStreamTiming(diffQueue: .background, diffDuration: 2))
///         .run(ListUpdateStream(initial: [1, 2, 3], inputs: [.snapshot([3, 2], at: 0), .snapshot([4], at: 1)]))
///     // report.verdict == .ok
public struct ListStreamSimulator: Sendable {
    /// The policy judged.
    public var policy: ListUpdatePolicy
    /// The algorithm the policy diffs with.
    public var algorithm: any DiffAlgorithm
    /// How long diffs and animations take.
    public var timing: ListStreamTiming
    /// The kind of view.
    public var view: ListViewKind
    /// The validator's options (message format, legacy table view).
    public var options: ValidationOptions

    /// A simulator of `policy` diffing with `algorithm`.
    ///
    /// - Precondition: A `reloadAbove` threshold is non-negative.
    public init(
        policy: ListUpdatePolicy, algorithm: any DiffAlgorithm, timing: ListStreamTiming = ListStreamTiming(),
        view: ListViewKind = .table, options: ValidationOptions = ValidationOptions()
    ) {
        if case .reloadAbove(let threshold) = policy { precondition(threshold >= 0, "a reload threshold is never negative") }
        self.policy = policy
        self.algorithm = algorithm
        self.timing = timing
        self.view = view
        self.options = options
    }

    /// Runs the policy over `stream` until every event has happened.
    ///
    /// - Returns: The verdict, the statistics and the log.
    /// - Complexity: O(*e*² + Σ diff) for *e* events: the event queue is a
    ///   sorted array, and each snapshot costs its diff, its validation and
    ///   its replay (O(*n* + *k* log *k*) for *n* rows and *k* operations).
    public func run<Element: Diffable>(_ stream: ListUpdateStream<Element>) -> ListStreamReport {
        var run = _ListStreamRun(simulator: self, stream: stream)
        return run.execute()
    }
}
