import BatchUpdateChecker
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Shrinking a failing stream
//===----------------------------------------------------------------------===//

extension StreamCase: ShrinkableCase {
    /// Candidates tested per shrink by default.
    package static var defaultShrinkAttempts: Int { 2_000 }

    /// One round: the first candidate one step smaller that still fails is
    /// kept, and the round ends there. Fewer events come first (half the
    /// stream, then one snapshot or window change), then fewer rows, then
    /// simpler timing (gaps closed, shorter durations, main-queue diffs, a
    /// table view), then content versions reset.
    ///
    /// - Complexity: O(*e* + *r*) candidates for *e* events and *r* rows in
    ///   all, each one call of the session's `stillFails`.
    package static func shrinkRound(_ session: inout ShrinkSession<StreamCase>) -> Bool {
        for candidate in fewerEvents(session.current) + fewerRows(session.current)
            + simplerTiming(session.current) + plainerContent(session.current)
        {
            if session.accept(candidate) { return true }
            if session.exhausted { return false }
        }
        return false
    }

    /// Without the first or second half of the events, then without each one.
    static func fewerEvents(_ c: StreamCase) -> [StreamCase] {
        var result: [StreamCase] = []
        let half = c.events.count / 2
        if half > 0 {
            result.append(c.with(events: Array(c.events[half...])))
            result.append(c.with(events: Array(c.events[..<half])))
        }
        for i in c.events.indices {
            var fewer = c.events
            fewer.remove(at: i)
            result.append(c.with(events: fewer))
        }
        return result
    }

    /// Each row of the initial list or of a snapshot removed.
    static func fewerRows(_ c: StreamCase) -> [StreamCase] {
        var result: [StreamCase] = []
        for k in c.initial.indices {
            var smaller = c
            smaller.initial.remove(at: k)
            result.append(smaller)
        }
        for (i, event) in c.events.enumerated() {
            guard case .snapshot(let time, let rows) = event else { continue }
            for k in rows.indices {
                var fewer = rows
                fewer.remove(at: k)
                var smaller = c
                smaller.events[i] = .snapshot(time: time, fewer)
                result.append(smaller)
            }
        }
        return result
    }

    /// Shorter durations, main-queue diffs, a table view, and each gap
    /// between events closed or halved (later events move with it).
    static func simplerTiming(_ c: StreamCase) -> [StreamCase] {
        var result: [StreamCase] = []
        let timing = c.timing
        for (queue, diff, animation) in [
            (timing.diffQueue, timing.diffDuration, 0), (timing.diffQueue, timing.diffDuration, timing.animationDuration / 2),
            (timing.diffQueue, 0, timing.animationDuration), (timing.diffQueue, timing.diffDuration / 2, timing.animationDuration),
            (ListDiffQueue.main, 0, timing.animationDuration),
        ] {
            var simpler = c
            simpler.timing = ListStreamTiming(diffQueue: queue, diffDuration: diff, animationDuration: animation)
            result.append(simpler)
        }
        if c.view != .table {
            var table = c
            table.view = .table
            result.append(table)
        }
        for i in c.events.indices {
            let gap = c.events[i].time - (i == 0 ? 0 : c.events[i - 1].time)
            guard gap > 0 else { continue }
            for shift in Set([gap, gap / 2]) where shift > 0 {
                var closer = c
                for j in i..<c.events.count { closer.events[j] = c.events[j].at(c.events[j].time - shift) }
                result.append(closer)
            }
        }
        return result
    }

    /// Each list's content versions reset to 0.
    static func plainerContent(_ c: StreamCase) -> [StreamCase] {
        let plain = { (rows: [WorkloadAtom]) in rows.map { WorkloadAtom($0.id) } }
        var result: [StreamCase] = []
        if c.initial.contains(where: { $0.content != 0 }) {
            var plainer = c
            plainer.initial = plain(c.initial)
            result.append(plainer)
        }
        for (i, event) in c.events.enumerated() {
            guard case .snapshot(let time, let rows) = event, rows.contains(where: { $0.content != 0 }) else { continue }
            var plainer = c
            plainer.events[i] = .snapshot(time: time, plain(rows))
            result.append(plainer)
        }
        return result
    }

    /// The same case with `events`.
    func with(events: [Event]) -> StreamCase {
        var changed = self
        changed.events = events
        return changed
    }
}
