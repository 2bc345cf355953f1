import BatchUpdateChecker
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// StreamCase: one random stream of snapshots fed to a simulated list view
//===----------------------------------------------------------------------===//

/// A stream campaign's case: the rows a list view shows at time 0, the timed
/// snapshots (and window changes) that follow, how long diffs and animations
/// take, and the kind of view. Elements are `WorkloadAtom`s: an identity and
/// a content version.
///
///     let c = StreamCampaign.makeCase(seed: 42, index: 7)
///     let report = ListStreamSimulator(policy: .latest, algorithm: MyersLinearSpaceDiff(), timing: c.timing).run(c.stream)
package struct StreamCase: Equatable, Sendable, CustomStringConvertible {
    /// One event from outside the view.
    package enum Event: Equatable, Sendable {
        /// New contents from the app's model at `time`.
        case snapshot(time: Int, [WorkloadAtom])
        /// The view enters (`true`) or leaves (`false`) its window at `time`.
        case window(time: Int, onScreen: Bool)

        /// When it happens.
        package var time: Int {
            switch self {
            case .snapshot(let time, _), .window(let time, _): time
            }
        }

        /// The same event at `time`.
        func at(_ time: Int) -> Event {
            switch self {
            case .snapshot(_, let rows): .snapshot(time: time, rows)
            case .window(_, let onScreen): .window(time: time, onScreen: onScreen)
            }
        }
    }

    /// The rows on screen at time 0.
    package var initial: [WorkloadAtom]
    /// The events, in time order.
    package var events: [Event]
    /// Where diffs run and how long diffs and animations take.
    package var timing: ListStreamTiming
    /// Table or collection view.
    package var view: ListViewKind

    package init(initial: [WorkloadAtom], events: [Event], timing: ListStreamTiming, view: ListViewKind) {
        self.initial = initial
        self.events = events
        self.timing = timing
        self.view = view
    }

    /// The stream the simulator runs.
    ///
    /// - Complexity: O(*e*) for *e* events.
    package var stream: ListUpdateStream<WorkloadAtom> {
        ListUpdateStream(initial: initial, inputs: events.map { event in
            switch event {
            case .snapshot(let time, let rows): .snapshot(rows, at: time)
            case .window(let time, let onScreen): ListStreamInput(time: time, .window(onScreen: onScreen))
            }
        })
    }

    /// Every list of rows: the initial one, then each snapshot's.
    package var snapshots: [[WorkloadAtom]] {
        [initial] + events.compactMap { event in
            if case .snapshot(_, let rows) = event { return rows }
            return nil
        }
    }

    /// The number of snapshots (the initial rows not counted).
    package var snapshotCount: Int { snapshots.count - 1 }

    /// The most rows in any list.
    package var largestCount: Int { snapshots.map(\.count).max() ?? 0 }

    /// Whether some list repeats an identity (a diffable data source would
    /// refuse it).
    ///
    /// - Complexity: O(total rows).
    package var hasDuplicates: Bool { firstDuplicates != nil }

    /// The first list that repeats an identity: its version (0 for the
    /// initial rows) and the time it arrives; `nil` when none does. A
    /// diffable data source refuses it there.
    ///
    /// - Complexity: O(total rows).
    package var firstDuplicates: (version: Int, time: Int)? {
        let repeats = { (rows: [WorkloadAtom]) in Set(rows.map(\.id)).count != rows.count }
        if repeats(initial) { return (0, 0) }
        var version = 0
        for event in events {
            guard case .snapshot(let time, let rows) = event else { continue }
            version += 1
            if repeats(rows) { return (version, time) }
        }
        return nil
    }

    /// `8 snapshots ≤ 12 rows, background diffs 3, animations 2, table`.
    package var description: String {
        let queue = timing.diffQueue == .main ? "main-queue diffs" : "background diffs \(timing.diffDuration)"
        return "\(snapshotCount) snapshot\(snapshotCount == 1 ? "" : "s") ≤ \(largestCount) rows, \(queue), "
            + "animations \(timing.animationDuration), \(view.rawValue)\(hasDuplicates ? ", duplicates" : "")"
    }
}
