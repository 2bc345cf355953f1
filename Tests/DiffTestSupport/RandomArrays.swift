import DiffBenchWorkloads

/// A seeded random array of `count` values in `0..<alphabet`: a small
/// alphabet makes duplicates common.
///
/// - Precondition: `count >= 0`, `alphabet > 0`.
/// - Complexity: O(`count`).
public func randomArray(_ count: Int, alphabet: Int, _ random: inout WorkloadRandom) -> [Int] {
    (0..<count).map { _ in random.next(below: alphabet) }
}

/// A seeded random array of distinct values in `0..<alphabet`, at most
/// `maximumCount` long, in random order.
///
/// - Precondition: `maximumCount >= 0`, `alphabet > 0`.
/// - Complexity: O(`maximumCount`).
public func randomDistinctArray(maximumCount: Int, alphabet: Int, _ random: inout WorkloadRandom) -> [Int] {
    var seen = Set<Int>()
    return randomArray(random.next(below: maximumCount + 1), alphabet: alphabet, &random).filter { seen.insert($0).inserted }
}

/// A seeded random source and target, each at most `maximumCount` values in
/// `0..<alphabet` (drawn source first: count, then values).
///
/// - Precondition: `maximumCount >= 0`, `alphabet > 0`.
/// - Complexity: O(`maximumCount`).
public func randomPair(maximumCount: Int, alphabet: Int, _ random: inout WorkloadRandom) -> (source: [Int], target: [Int]) {
    let source = randomArray(random.next(below: maximumCount + 1), alphabet: alphabet, &random)
    let target = randomArray(random.next(below: maximumCount + 1), alphabet: alphabet, &random)
    return (source, target)
}
