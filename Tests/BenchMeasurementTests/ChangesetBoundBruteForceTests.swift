import DiffBenchWorkloads
import Testing

import BenchCore
import BenchMeasurement

/// The bound against brute force: on every small random pair of lists, the
/// fewest rows any changeset animates (deletes + inserts + moves, over every
/// one-to-one pairing of equal identities, moves being the pairs off a
/// longest increasing run) is `lowerBound`, and the fewest without moves is
/// `moveFreeLowerBound`.
@Suite struct ChangesetBoundBruteForceTests {
    /// The fewest rows animated over every pairing, with and without moves.
    ///
    /// - Complexity: exponential: every pairing of equal identities; for
    ///   lists of at most 7 elements.
    static func fewestRows(_ source: [Int], _ target: [Int]) -> (any: Int, moveFree: Int) {
        var best = (any: Int.max, moveFree: Int.max)
        var usedTargets = [Bool](repeating: false, count: target.count)
        var pairs: [(source: Int, target: Int)] = []
        func visit(_ next: Int) {
            guard next < source.count else {
                let targets = pairs.map(\.target)
                let increasing = longestIncreasingRun(targets)
                let rows = (source.count - pairs.count) + (target.count - pairs.count) + (pairs.count - increasing)
                best.any = min(best.any, rows)
                if increasing == pairs.count { best.moveFree = min(best.moveFree, rows) }
                return
            }
            visit(next + 1)
            for j in target.indices where !usedTargets[j] && target[j] == source[next] {
                usedTargets[j] = true
                pairs.append((next, j))
                visit(next + 1)
                pairs.removeLast()
                usedTargets[j] = false
            }
        }
        visit(0)
        return best
    }

    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test func theBoundsAreTheFewestRowsOfAnyChangeset() {
        var random = WorkloadRandom(seed: 29)
        for _ in 0..<600 {
            let alphabet = 1 + random.next(below: 4)
            let source = (0..<random.next(below: 8)).map { _ in random.next(below: alphabet) }
            let target = (0..<random.next(below: 8)).map { _ in random.next(below: alphabet) }
            let bound = ChangesetBound(source: source, target: target)
            let brute = Self.fewestRows(source, target)
            #expect(bound.lowerBound == brute.any, "\(source) → \(target): \(bound)")
            #expect(bound.moveFreeLowerBound == brute.moveFree, "\(source) → \(target): \(bound)")
        }
    }
}
