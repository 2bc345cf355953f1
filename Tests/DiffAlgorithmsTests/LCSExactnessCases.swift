import DiffAlgorithms
import Testing
import DiffTestSupport
import DiffBenchWorkloads

/// Seeded input pairs on which an exact LCS algorithm must agree with
/// `dp-lcs`: small alphabets (many duplicates), all-distinct permutations,
/// reversals, empty sides, skewed alphabets (one identity filling much of an
/// array beside rare ones), and lengths around the 64-bit word boundaries.
func lcsExactnessCases(seed: UInt64) -> [(source: [Int], target: [Int])] {
    var random = WorkloadRandom(seed: seed)
    var cases: [(source: [Int], target: [Int])] = [([], []), ([], [1, 2]), ([1, 2], []), ([7], [7]), ([7], [8])]
    let wordBoundaries = [1, 2, 63, 64, 65, 127, 128, 129, 191, 192, 193]
    for n in wordBoundaries {
        for m in [n, 63, 64, 65, 129] {
            for alphabet in [2, 5, 40] {
                cases.append((randomArray(n, alphabet: alphabet, &random), randomArray(m, alphabet: alphabet, &random)))
            }
        }
        cases.append((Array(0..<n), Array((0..<n).reversed())))
    }
    for _ in 0..<40 {
        let n = random.next(below: 400)
        let m = random.next(below: 400)
        let alphabet = [2, 3, 8, 30, 1_000][random.next(below: 5)]
        cases.append((randomArray(n, alphabet: alphabet, &random), randomArray(m, alphabet: alphabet, &random)))
    }
    for _ in 0..<10 {
        // All distinct on each side: a permutation of a shared pool.
        let n = 50 + random.next(below: 500)
        var source = Array(0..<n)
        var target = Array(0..<n)
        WorkloadGenerator.shuffle(&source, using: &random)
        WorkloadGenerator.shuffle(&target, using: &random)
        cases.append((source, Array(target.prefix(n - random.next(below: 20)))))
    }
    for _ in 0..<6 {
        // Skewed: identity 0 is half of each array, the rest rare.
        let skewed = { (count: Int, random: inout WorkloadRandom) -> [Int] in
            (0..<count).map { _ in random.next(below: 2) == 0 ? 0 : 1 + random.next(below: 300) }
        }
        cases.append((skewed(1_000 + random.next(below: 500), &random), skewed(1_200, &random)))
    }
    // Long, few identities: every identity takes the full-mask path.
    cases.append((randomArray(1_500, alphabet: 4, &random), randomArray(1_700, alphabet: 4, &random)))
    return cases
}

/// Expects `algorithm` to be exact on every case: a well-formed matching,
/// a changeset that rebuilds the target, and the edit size of `dp-lcs`.
func expectExactLCS(_ algorithm: any DiffAlgorithm, seed: UInt64) throws {
    for (source, target) in lcsExactnessCases(seed: seed) {
        let codes = try #require(IdentityCodes(source: source, target: target))
        #expect(algorithm.matching(for: codes).isWellFormed(for: codes), "\(source) → \(target)")
        let changes = try expectReproduces(algorithm, from: source, to: target)
        let reference = try DynamicProgrammingLCS().diff(from: source, to: target)
        #expect(changes.moved.isEmpty)
        #expect(
            changes.deleted.count + changes.inserted.count == reference.deleted.count + reference.inserted.count,
            "\(algorithm.id) not minimal on \(source.count) × \(target.count)")
    }
}
