@testable import DiffAlgorithms
import Testing
import DiffBenchWorkloads

/// The subsequence against patience sorting with a plain leftmost binary
/// search (the reference the documentation promises), on the shapes that take
/// each of its paths: appends, last-tail replacements and searches that start
/// from an interpolated guess and gallop either way.
@Suite struct LongestIncreasingSubsequenceTests {
    /// Patience sorting with a plain binary search: the marks the function
    /// must return.
    static func referenceMarks(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []
        var tailPositions: [Int] = []
        var predecessor = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            predecessor[position] = low > 0 ? tailPositions[low - 1] : -1
            if low == tails.count {
                tails.append(value)
                tailPositions.append(position)
            } else {
                tails[low] = value
                tailPositions[low] = position
            }
        }
        var marks = [Bool](repeating: false, count: values.count)
        var position = tailPositions.last ?? -1
        while position >= 0 {
            marks[position] = true
            position = predecessor[position]
        }
        return marks
    }

    /// `count` ascending values with `moved` of them moved to random places.
    static func mostlyAscending(count: Int, moved: Int, random: inout WorkloadRandom) -> [Int] {
        var values = Array(0..<count)
        for _ in 0..<moved {
            let value = values.remove(at: random.next(below: values.count))
            values.insert(value, at: random.next(below: values.count + 1))
        }
        return values
    }

    @Test func matchesPatienceSortingOnMovedAscendingSequences() {
        var random = WorkloadRandom(seed: 7)
        for round in 0..<200 {
            let count = 1 + random.next(below: 400)
            let values = Self.mostlyAscending(count: count, moved: random.next(below: count / 5 + 2), random: &random)
            #expect(longestIncreasingSubsequence(values) == Self.referenceMarks(values), "round \(round)")
        }
    }

    @Test func matchesPatienceSortingOnRandomAndRepeatedValues() {
        var random = WorkloadRandom(seed: 11)
        for round in 0..<300 {
            let count = random.next(below: 120)
            let range = 1 + random.next(below: round % 3 == 0 ? 4 : 1_000)  // few distinct values: many repeats
            let values = (0..<count).map { _ in random.next(below: range) - range / 2 }
            #expect(longestIncreasingSubsequence(values) == Self.referenceMarks(values), "round \(round)")
        }
    }

    @Test func matchesPatienceSortingOnSkewedSpreads() {
        // Tails far from linear in their index: the interpolated guess is off
        // by most of the array, so the gallop must cover the distance.
        var random = WorkloadRandom(seed: 13)
        for round in 0..<100 {
            let count = 2 + random.next(below: 300)
            var values = (0..<count).map { $0 < count / 2 ? $0 : 1_000_000 * $0 }
            for _ in 0..<(1 + random.next(below: 10)) {
                values.insert(values[random.next(below: values.count)] - 1 + random.next(below: 3), at: random.next(below: values.count + 1))
            }
            values.append(contentsOf: [Int.min, -1, Int.max, 0])
            #expect(longestIncreasingSubsequence(values) == Self.referenceMarks(values), "round \(round)")
        }
        #expect(longestIncreasingSubsequence(Array((0..<50).reversed())) == Self.referenceMarks(Array((0..<50).reversed())))
    }
}
