import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchWorkloads
import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// StreamRepro: a failing stream as a JSON file
//===----------------------------------------------------------------------===//

/// A failing stream as a JSON file that `fuzzer replay` reruns.
///
///     {"kind": "stream", "algorithm": "myers", "policy": "latest", "property": "stream-latest",
///      "message": "t=3 version 2: ...", "seed": 7, "caseIndex": 12, "view": "table",
///      "timing": {"diffQueue": "background", "diffDuration": 2, "animationDuration": 3},
///      "initial": [[1, 0], [2, 0]],
///      "events": [{"time": 0, "rows": [[2, 1]]}, {"time": 1, "onScreen": false}]}
package struct StreamRepro: Codable, Sendable, Equatable {
    /// `ListStreamTiming` spelled out.
    package struct Timing: Codable, Sendable, Equatable {
        package var diffQueue: String
        package var diffDuration: Int
        package var animationDuration: Int
    }

    /// A snapshot (`rows`: `[id, content]` pairs) or a window change (`onScreen`).
    package struct Event: Codable, Sendable, Equatable {
        package var time: Int
        package var rows: [[Int]]?
        package var onScreen: Bool?
    }

    package var kind = "stream"
    package var algorithm: String
    package var policy: String
    package var property: String
    package var message: String
    package var seed: UInt64?
    package var caseIndex: Int?
    package var view: String
    package var timing: Timing
    package var initial: [[Int]]
    package var events: [Event]

    /// The repro of `policy` diffing with `algorithm` ending in `verdict` on `c`.
    package init(
        algorithm: String, policy: ListUpdatePolicy, verdict: ListStreamVerdict, case c: StreamCase, seed: UInt64?,
        caseIndex: Int?
    ) {
        self.algorithm = algorithm
        self.policy = policy.name
        property = StreamPolicies.property(policy)
        message = StreamPolicies.describe(verdict)
        self.seed = seed
        self.caseIndex = caseIndex
        view = c.view.rawValue
        timing = Timing(
            diffQueue: c.timing.diffQueue.rawValue, diffDuration: c.timing.diffDuration,
            animationDuration: c.timing.animationDuration)
        let pairs = { (rows: [WorkloadAtom]) in rows.map { [$0.id, $0.content] } }
        initial = pairs(c.initial)
        events = c.events.map { event in
            switch event {
            case let .snapshot(time, rows): Event(time: time, rows: pairs(rows))
            case let .window(time, onScreen): Event(time: time, onScreen: onScreen)
            }
        }
    }

    /// The policy named in the file, or `nil` for an unknown name.
    package var updatePolicy: ListUpdatePolicy? { StreamPolicies.policy(named: policy) }

    /// The case, or `nil` when the file is malformed: an unknown view or
    /// queue, a negative duration or time, times out of order, a row not an
    /// `[id, content]` pair, or an event with both or neither of `rows`
    /// and `onScreen`.
    package var fuzzCase: StreamCase? {
        guard let view = ListViewKind(rawValue: view), let queue = ListDiffQueue(rawValue: timing.diffQueue),
            timing.diffDuration >= 0, timing.animationDuration >= 0
        else { return nil }
        func atoms(_ pairs: [[Int]]) -> [WorkloadAtom]? {
            var result: [WorkloadAtom] = []
            for pair in pairs {
                guard pair.count == 2 else { return nil }
                result.append(WorkloadAtom(pair[0], content: pair[1]))
            }
            return result
        }
        guard let initial = atoms(initial) else { return nil }
        var decoded: [StreamCase.Event] = []
        var last = 0
        for event in events {
            guard event.time >= last else { return nil }
            last = event.time
            switch (event.rows.map(atoms), event.onScreen) {
            case let (rows??, nil): decoded.append(.snapshot(time: event.time, rows))
            case let (nil, onScreen?): decoded.append(.window(time: event.time, onScreen: onScreen))
            default: return nil
            }
        }
        let timing = ListStreamTiming(diffQueue: queue, diffDuration: timing.diffDuration, animationDuration: timing.animationDuration)
        return StreamCase(initial: initial, events: decoded, timing: timing, view: view)
    }

    /// The repro as pretty JSON.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

extension StreamRepro {
    /// Decodes a stream repro.
    ///
    /// - Throws: `ReproError` with a one-line reason (a missing or mistyped
    ///   field, an unknown policy, or a malformed case).
    package init(json data: Data) throws(ReproError) {
        do {
            self = try JSONDecoder().decodeCheckingNesting(StreamRepro.self, from: data)
        } catch {
            throw ReproError("not a stream repro: \(Repro.describe(error))")
        }
        guard updatePolicy != nil else { throw ReproError("not a stream repro: unknown policy '\(policy)'") }
        guard fuzzCase != nil else {
            throw ReproError("not a stream repro: a malformed case (a view, queue, duration, time, row or event)")
        }
    }

    /// The repro of `algorithm` under `policy` ending in `verdict` on `c`,
    /// shrunk first: `Shrinker` drops events, rows and timing while the
    /// same algorithm and policy still go wrong; the message is the shrunk
    /// case's.
    ///
    /// - Complexity: At most `StreamCase.defaultShrinkAttempts` simulations.
    package init(
        shrinking c: StreamCase, algorithm: any DiffAlgorithm, policy: ListUpdatePolicy, seed: UInt64?, caseIndex: Int?
    ) {
        let shrunk = StreamRepro.shrink(c, algorithm: algorithm, policy: policy)
        let verdict = StreamPolicies.run(policy, algorithm, shrunk).verdict
        self.init(algorithm: algorithm.id, policy: policy, verdict: verdict, case: shrunk, seed: seed, caseIndex: caseIndex)
    }

    /// The smallest case found from `c` on which `policy` diffing with
    /// `algorithm` still goes wrong (`StreamPolicies.passes` does not hold).
    ///
    /// - Precondition: It goes wrong on `c`.
    package static func shrink(_ c: StreamCase, algorithm: any DiffAlgorithm, policy: ListUpdatePolicy) -> StreamCase {
        Shrinker().shrink(c) { candidate in
            !StreamPolicies.refuses(algorithm, candidate)
                && !StreamPolicies.passes(policy, StreamPolicies.run(policy, algorithm, candidate).verdict, on: candidate)
        }.shrunk
    }
}
