import BatchUpdateChecker
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// StreamCaseGenerator: random streams of snapshots
//===----------------------------------------------------------------------===//

/// Draws a `StreamCase`: 1–50 snapshots (mostly few) of up to 12 rows from
/// 16 identities, each identity's content version bumped now and then;
/// arrival gaps from 0 to several animation durations, with bursts of
/// simultaneous arrivals; repeated identities in about one stream in four;
/// diffs on the main queue or a background one taking up to twice an
/// animation (longer than many gaps); now and then the view leaves or
/// enters its window.
package enum StreamCaseGenerator {
    /// The largest list drawn.
    package static let maxRows = 12
    /// The most snapshots in a stream.
    package static let maxSnapshots = 50

    /// The next case from `random`.
    ///
    /// - Complexity: O(*s* · `maxRows`) for *s* snapshots.
    package static func next(_ random: inout WorkloadRandom) -> StreamCase {
        let duplicates = random.next(below: 4) == 0
        let animation = random.next(below: 5)
        let background = random.next(below: 3) != 0
        let timing = ListStreamTiming(
            diffQueue: background ? .background : .main,
            diffDuration: background ? random.next(below: 2 * animation + 3) : 0, animationDuration: animation)
        let view: ListViewKind = random.next(below: 2) == 0 ? .table : .collection
        // Mostly short streams, some long ones.
        let count = random.next(below: 4) == 0 ? 1 + random.next(below: maxSnapshots) : 1 + random.next(below: 8)
        var versions = [Int](repeating: 0, count: 16)
        let initial = rows(&random, versions: versions, duplicates: duplicates)
        var events: [StreamCase.Event] = []
        var time = 0
        var onScreen = true
        for _ in 0..<count {
            // A burst (same instant) one time in three, else up to three animations.
            time += random.next(below: 3) == 0 ? 0 : random.next(below: 3 * animation + 2)
            if random.next(below: 10) == 0 {
                onScreen.toggle()
                events.append(.window(time: time, onScreen: onScreen))
            }
            for id in versions.indices where random.next(below: 6) == 0 { versions[id] += 1 }
            events.append(.snapshot(time: time, rows(&random, versions: versions, duplicates: duplicates)))
        }
        if !onScreen, random.next(below: 2) == 0 {
            events.append(.window(time: time + random.next(below: 3), onScreen: true))
        }
        return StreamCase(initial: initial, events: events, timing: timing, view: view)
    }

    /// Up to `maxRows` rows of distinct identities in random order (some
    /// repeated when `duplicates`), each at its identity's content version.
    private static func rows(_ random: inout WorkloadRandom, versions: [Int], duplicates: Bool) -> [WorkloadAtom] {
        var ids = Array(versions.indices)
        ids.shuffle(using: &random)
        var chosen = Array(ids.prefix(random.next(below: maxRows + 1)))
        if duplicates, !chosen.isEmpty {
            for _ in 0..<random.next(below: 3) {
                chosen.insert(chosen[random.next(below: chosen.count)], at: random.next(below: chosen.count + 1))
            }
        }
        return chosen.map { WorkloadAtom($0, content: versions[$0]) }
    }
}
