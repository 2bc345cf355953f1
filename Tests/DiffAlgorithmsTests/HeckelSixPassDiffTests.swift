import DiffAlgorithms
import Testing

@Suite struct HeckelSixPassDiffTests {
    @Test func usesTheOffsetRuleForMoves() throws {
        // One element moved to the front shifts all it passed: the offset rule
        // reports each of them as moved, as IGListKit and DifferenceKit do.
        let changes = try expectReproduces(HeckelSixPassDiff(), from: [1, 2, 3, 4], to: [4, 1, 2, 3])
        #expect(changes.moved == [DiffChangeset.OffsetPair(0, 1), DiffChangeset.OffsetPair(1, 2), DiffChangeset.OffsetPair(2, 3), DiffChangeset.OffsetPair(3, 0)])
    }

    @Test func deletesAndInsertsDoNotCountAsMoves() throws {
        let changes = try expectReproduces(HeckelSixPassDiff(), from: [1, 2, 3, 4], to: [0, 1, 3, 4, 5])
        #expect(changes == DiffChangeset(deleted: [1], inserted: [0, 4]))
    }

    @Test func duplicatesMatchOnlyNextToAMatch() throws {
        // "x" occurs twice: pass 3 cannot anchor it. Pass 4 extends the unique
        // "a" to the "x" after it; the lone "x" at the end has no matched
        // neighbour and is deleted and inserted.
        let changes = try expectReproduces(HeckelSixPassDiff(), from: ["a", "x", "b", "x"], to: ["x", "b", "a", "x"])
        #expect(changes.deleted == [3] || changes.deleted == [1])
        #expect(changes.inserted.count == 1)
        // Virtual begin and end lines anchor runs of duplicates at the edges.
        let edges = try expectReproduces(HeckelSixPassDiff(), from: [7, 7, 1, 7, 7], to: [7, 7, 2, 7, 7])
        #expect(edges == DiffChangeset(deleted: [2], inserted: [2]))
    }
}

@Suite struct HeckelCodeNumberingTests {
    /// Codes need not be numbered source first (`IdentityCodes(old:new:distinctCount:)`
    /// takes any dense codes): the symbol table then cannot live in the
    /// result's spare half, and the matching must not change.
    @Test func matchesTheSameWhateverTheCodeNumbering() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let distinct = Int.random(in: 1...12, using: &random)
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int32.random(in: 0..<Int32(distinct), using: &random) }
            let new = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int32.random(in: 0..<Int32(distinct), using: &random) }
            // Reverse the numbering: old codes end up high, above the source count.
            let renumbered = IdentityCodes(
                old: old.map { Int32(distinct - 1) - $0 }, new: new.map { Int32(distinct - 1) - $0 }, distinctCount: distinct)
            let codes = IdentityCodes(old: old, new: new, distinctCount: distinct)
            #expect(
                HeckelSixPassDiff().matching(for: renumbered) == HeckelSixPassDiff().matching(for: codes),
                "old \(old), new \(new)")
        }
    }

    @Test func acceptsEmptySides() {
        let codes = IdentityCodes(old: [0, 1], new: [], distinctCount: 2)
        #expect(HeckelSixPassDiff().matching(for: codes) == DiffMatching(targetOfSource: [-1, -1]))
        let none = IdentityCodes(old: [], new: [0], distinctCount: 1)
        #expect(HeckelSixPassDiff().matching(for: none) == DiffMatching(targetOfSource: []))
    }
}
