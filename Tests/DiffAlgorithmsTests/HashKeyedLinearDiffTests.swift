@testable import DiffAlgorithms
import Testing
import DiffBenchWorkloads

@Suite struct HashKeyedLinearDiffTests {
    @Test func oneElementMovedIsOneMove() throws {
        let changes = try expectReproduces(HashKeyedLinearDiff(), from: [1, 2, 3, 4], to: [4, 1, 2, 3])
        #expect(changes == DiffChangeset(moved: [DiffChangeset.OffsetPair(3, 0)]))
    }

    @Test func matchesDuplicatesInOrder() throws {
        let changes = try expectReproduces(HashKeyedLinearDiff(), from: [5, 6, 5, 5], to: [5, 5, 6])
        // The first two 5s in the target take the first two 5s of the source;
        // of the matched old positions [0, 2, 1], one is off the LIS.
        #expect(changes.deleted == [3])
        #expect(changes.moved.count == 1)
    }

    @Test func reportsTheFewestMovesForItsMatching() throws {
        // 1,000 items, 100 of them moved to random places: the moves are the
        // matched items off a longest increasing subsequence, at most 100.
        var random = WorkloadRandom(seed: 9)
        var target = Array(0..<1_000)
        for _ in 0..<100 {
            let item = target.remove(at: random.next(below: target.count))
            target.insert(item, at: random.next(below: target.count + 1))
        }
        let changes = try expectReproduces(HashKeyedLinearDiff(), from: Array(0..<1_000), to: target)
        let stays = longestIncreasingSubsequence(target).filter { $0 }.count
        #expect(changes.moved.count == 1_000 - stays)
        #expect(changes.moved.count <= 100)
        #expect(HeckelSixPassDiff().diff(from: Array(0..<1_000), to: target).moved.count > changes.moved.count)
    }

    @Test func longestIncreasingSubsequenceIsLongestAndIncreasing() {
        let values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]
        let marks = longestIncreasingSubsequence(values)
        let kept = zip(values, marks).filter(\.1).map(\.0)
        #expect(kept == kept.sorted() && Set(kept).count == kept.count)
        #expect(kept.count == 6)  // e.g. 1, 4, 5, 6, 8, 9
        #expect(longestIncreasingSubsequence([]).isEmpty)
    }
}
