import DiffAlgorithms
@testable import FuzzCore
import Testing
import DiffBenchWorkloads

/// `ReferenceApplier` places the rows that stay by merging them around the
/// entering rows; these tests hold it to the literal replay it stands for
/// (remove every leaving row, descending, then insert every entering row,
/// ascending) on small changesets, ill-formed ones included.
@Suite struct ReferenceApplierReplayTests {
    /// Where each row of the literal replay came from (a source offset, or
    /// `nil` for an inserted row), updates not yet read.
    private static func literalOrigins(_ changeset: DiffChangeset, sourceCount n: Int, targetCount m: Int) -> [Int?]? {
        let leaving = changeset.deleted + changeset.moved.map(\.source)
        let entering = changeset.inserted + changeset.moved.map(\.target)
        guard Set(leaving).count == leaving.count, Set(entering).count == entering.count,
            leaving.allSatisfy({ (0..<n).contains($0) }), entering.allSatisfy({ (0..<m).contains($0) })
        else { return nil }
        var rows: [Int?] = Array(0..<n)
        for offset in leaving.sorted(by: >) { rows.remove(at: offset) }
        for offset in entering.sorted() {
            guard offset <= rows.count else { return nil }
            rows.insert(changeset.moved.first { $0.target == offset }?.source, at: offset)
        }
        return rows.count == m ? rows : nil
    }

    private static func literalReplay(_ changeset: DiffChangeset, source: [Int], target: [Int]) -> [Int]? {
        guard let rows = literalOrigins(changeset, sourceCount: source.count, targetCount: target.count) else {
            return nil
        }
        var updatedSources = Set<Int>()
        for pair in changeset.updated {
            guard (0..<target.count).contains(pair.target), rows[pair.target] == pair.source,
                updatedSources.insert(pair.source).inserted
            else { return nil }
        }
        let updatedSlots = Set(changeset.updated.map(\.target))
        return rows.enumerated().map { slot, origin in
            guard let origin, !updatedSlots.contains(slot) else { return target[slot] }
            return source[origin]
        }
    }

    /// A changeset that fits `n` source rows, then (every other time) one
    /// fault: an offset added to a list, possibly repeated or out of range,
    /// or an entry dropped.
    private static func changeset(_ random: inout WorkloadRandom) -> (DiffChangeset, n: Int, m: Int) {
        let n = Int.random(in: 0...5, using: &random)
        var deleted: [Int] = [], moveSources: [Int] = []
        for offset in 0..<n {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: deleted.append(offset)
            case 1: moveSources.append(offset)
            default: break
            }
        }
        let inserts = Int.random(in: 0...2, using: &random)
        let m = n - deleted.count + inserts
        let entering = Array((0..<m).shuffled(using: &random).prefix(inserts + moveSources.count))
        var changeset = DiffChangeset(
            deleted: deleted, inserted: Array(entering.prefix(inserts)).sorted(),
            moved: zip(moveSources.shuffled(using: &random), entering.dropFirst(inserts)).map { .init($0, $1) }.sorted())
        if let origins = literalOrigins(changeset, sourceCount: n, targetCount: m) {
            changeset.updated = origins.enumerated().compactMap { slot, origin in
                origin.flatMap { Bool.random(using: &random) ? .init($0, slot) : nil }
            }
        }
        guard Bool.random(using: &random) else { return (changeset, n, m) }
        let offset = Int.random(in: -1...max(n, m), using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: changeset.deleted.append(offset)
        case 1: changeset.inserted.append(offset)
        case 2: changeset.moved.append(.init(offset, Int.random(in: -1...m, using: &random)))
        case 3: changeset.updated.append(.init(offset, Int.random(in: -1...m, using: &random)))
        case 4: if !changeset.deleted.isEmpty { changeset.deleted.removeLast() }
        default: if !changeset.moved.isEmpty { changeset.moved.removeLast() }
        }
        return (changeset, n, m)
    }

    @Test func agreesWithTheLiteralReplayOnSmallChangesets() {
        var random = WorkloadRandom(seed: 27)
        var rebuilt = 0, rejected = 0
        for _ in 0..<20_000 {
            let (changeset, n, m) = Self.changeset(&random)
            let source = (0..<n).map { 100 + $0 }, target = (0..<m).map { 200 + $0 }
            let expected = Self.literalReplay(changeset, source: source, target: target)
            #expect(ReferenceApplier.apply(changeset, source: source, target: target) == expected, "\(changeset)")
            if expected == nil { rejected += 1 } else { rebuilt += 1 }
        }
        // Both outcomes are exercised.
        #expect(rebuilt > 5_000 && rejected > 2_000, "\(rebuilt) rebuilt, \(rejected) rejected")
    }
}
