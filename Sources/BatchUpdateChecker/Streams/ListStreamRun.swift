import DiffAlgorithms

//===----------------------------------------------------------------------===//
// _ListStreamRun: the event queue and the bookkeeping of one simulation
//===----------------------------------------------------------------------===//

/// One simulation in progress: the event queue, the view, the policy's
/// state and the statistics. The policies' reactions are in
/// ListStreamRun+Policies.swift.
struct _ListStreamRun<Element: Diffable> {
    enum Event {
        case input(Int)
        case diffEnded(Int)
        case animationEnded
    }

    struct Scheduled {
        var time: Int
        var order: Int
        var event: Event
    }

    struct DiffJob {
        var base: ListSnapshot<Element>
        var target: ListSnapshot<Element>
        var changeset: Result<DiffChangeset, DiffError>
    }

    let simulator: ListStreamSimulator
    let inputs: [ListStreamInput<Element>]
    var list: SimulatedListView<Element>
    var queue: [Scheduled] = []
    var scheduled = 0
    var jobs: [Int: DiffJob] = [:]
    var nextJob = 0
    var diffsRunning = 0
    /// Snapshots waiting for their turn (`serial`, `reloadAbove`, `diffableSnapshot`).
    var waiting: [ListSnapshot<Element>] = []
    /// The newest snapshot a coalescing policy keeps, and the one that
    /// arrived just before it.
    var pending: (snapshot: ListSnapshot<Element>, previous: ListSnapshot<Element>)?
    /// The snapshot that arrived last (version 0 before any).
    var lastArrived: ListSnapshot<Element>
    var arrivals: [Int] = []
    var firstShown: [Int?] = []
    var batches = 0
    var reloads = 0
    var dropped = 0
    var stop: ListStreamVerdict?

    init(simulator: ListStreamSimulator, stream: ListUpdateStream<Element>) {
        self.simulator = simulator
        // A stable sort: events at equal times keep the stream's order.
        inputs = stream.inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let initial = ListSnapshot(version: 0, elements: stream.initial)
        list = SimulatedListView(initial: initial, view: simulator.view, options: simulator.options)
        lastArrived = initial
    }

    var policy: ListUpdatePolicy { simulator.policy }

    mutating func schedule(_ event: Event, at time: Int) {
        let item = Scheduled(time: time, order: scheduled, event: event)
        scheduled += 1
        let index = queue.firstIndex { ($0.time, $0.order) > (item.time, item.order) } ?? queue.endIndex
        queue.insert(item, at: index)
    }

    mutating func execute() -> ListStreamReport {
        if policy == .diffableSnapshot, let error = DiffableIdentifierError.check(list.data.elements) {
            list._record(.snapshotRefused(version: 0), at: 0)
            stop = .refusedSnapshot(time: 0, version: 0, error)
        }
        for index in inputs.indices { schedule(.input(index), at: inputs[index].time) }
        var now = 0
        while stop == nil, !queue.isEmpty {
            let item = queue.removeFirst()
            now = item.time
            switch item.event {
            case .input(let index): receive(inputs[index], at: now)
            case .diffEnded(let id): finishDiff(id, at: now)
            case .animationEnded: animationEnded(at: now)
            }
            if stop == nil, queue.first.map({ $0.time > now }) ?? true {
                list.layoutIfNeeded(at: now)
                noteShown(at: now)
            }
        }
        return report(settlingAt: now)
    }

    /// Every snapshot up to the one the view shows is shown now, if not before.
    mutating func noteShown(at time: Int) {
        let shown = list.newestShownVersion
        guard shown >= 1 else { return }
        for v in 1...min(shown, firstShown.count) where firstShown[v - 1] == nil { firstShown[v - 1] = time }
    }

    mutating func report(settlingAt time: Int) -> ListStreamReport {
        var verdict = stop
        if verdict == nil {
            list.setOnScreen(true, at: time)
            list.layoutIfNeeded(at: time)
            list.completeAnimations(through: Int.max)
            noteShown(at: time)
            var defects = list.defects
            if let problem = list.mismatch(with: lastArrived) {
                defects.append(ListDisplayDefect(
                    kind: .notSettled, time: time, version: list.data.version,
                    note: "once settled the view should show snapshot \(lastArrived.version): \(problem)"))
            }
            verdict = defects.isEmpty ? .ok : .displayDefects(defects)
        }
        let staleness = zip(arrivals, firstShown).map { arrival, shown in shown.map { $0 - arrival } }
        // Animations completed at settling are logged at their end times.
        let entries = list.log.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return ListStreamReport(
            policy: policy, verdict: verdict ?? .ok,
            stats: ListStreamStats(batches: batches, reloads: reloads, dropped: dropped, staleness: staleness),
            log: entries)
    }
}
