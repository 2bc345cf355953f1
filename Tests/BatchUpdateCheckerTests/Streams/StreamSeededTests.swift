import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchWorkloads
import Testing

/// Random streams (seeded): the correct policies never fail, the negative
/// controls fail on some.
@Suite struct StreamSeededTests {
    /// A row whose content is a revision: identity `id`, content `revision`.
    private struct Row: Diffable, Hashable, Sendable {
        var id: Int
        var revision: Int
        var diffIdentity: Int { id }
    }

    /// Up to 7 rows from 8 identities, repeated only when `duplicates`; an
    /// identity's revision is the same wherever it appears in a snapshot.
    private func snapshot(_ random: inout WorkloadRandom, duplicates: Bool) -> [Row] {
        var ids = Array(0..<8)
        ids.shuffle(using: &random)
        var chosen = Array(ids.prefix(random.next(below: 8)))
        if duplicates, !chosen.isEmpty {
            for _ in 0..<random.next(below: 3) { chosen.insert(chosen[random.next(below: chosen.count)], at: random.next(below: chosen.count + 1)) }
        }
        let revisions = (0..<8).map { _ in random.next(below: 2) }
        return chosen.map { Row(id: $0, revision: revisions[$0]) }
    }

    private func stream(_ random: inout WorkloadRandom, duplicates: Bool) -> ListUpdateStream<Row> {
        var inputs: [ListStreamInput<Row>] = []
        var time = 0
        for _ in 0..<(1 + random.next(below: 5)) {
            time += random.next(below: 3)
            if random.next(below: 8) == 0 {
                inputs.append(ListStreamInput(time: time, .window(onScreen: random.next(below: 2) == 0)))
            }
            inputs.append(.snapshot(snapshot(&random, duplicates: duplicates), at: time))
        }
        return ListUpdateStream(initial: snapshot(&random, duplicates: duplicates), inputs: inputs)
    }

    @Test func correctPoliciesNeverFailAndNegativeControlsSometimesDo() {
        var random = WorkloadRandom(seed: 43)
        var negativeFailures: [String: Int] = [:]
        var dropped = 0, reloads = 0, staged = 0
        let algorithms = AlgorithmRegistry.all
        for index in 0..<200 {
            let duplicates = index % 2 == 1
            let input = stream(&random, duplicates: duplicates)
            let timing = ListStreamTiming(
                diffQueue: random.next(below: 3) == 0 ? .main : .background,
                diffDuration: random.next(below: 3), animationDuration: random.next(below: 4))
            let view: ListViewKind = random.next(below: 2) == 0 ? .table : .collection
            let algorithm = algorithms[index % algorithms.count]
            for policy in ListUpdatePolicy.correct(threshold: random.next(below: 6)) + ListUpdatePolicy.negativeControls {
                let report = ListStreamSimulator(policy: policy, algorithm: algorithm, timing: timing, view: view).run(input)
                if policy == .latest { dropped += report.stats.dropped }
                if case .reloadAbove = policy { reloads += report.stats.reloads }
                if policy == .serial, report.stats.batches > input.snapshotCount { staged += 1 }
                if policy.isNegativeControl {
                    if !report.verdict.isOK { negativeFailures[policy.name, default: 0] += 1 }
                } else if case .refusedSnapshot = report.verdict, policy == .diffableSnapshot, duplicates {
                    continue
                } else {
                    #expect(report.verdict == .ok, "stream \(index), \(policy.name), \(algorithm.id), \(view): \(report.verdict)\n\(report.log.map(\.description).joined(separator: "\n"))")
                }
            }
        }
        // The streams exercise coalescing, reloads and staging.
        #expect(dropped > 0 && reloads > 0 && staged > 0)
        #expect(negativeFailures["swap-then-diff", default: 0] > 0)
        #expect(negativeFailures["stale-base", default: 0] > 0)
    }
}
