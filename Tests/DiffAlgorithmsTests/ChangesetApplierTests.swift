import DiffAlgorithms
import DiffTestSupport
import Testing

/// The applier as a table view performs a batch: survivors keep their order
/// and fill the free slots, moves land at their targets, inserted and updated
/// slots show the target's element. Cases from §8 of
/// `docs/batch-update-rules.md` that concern a single section.
@Suite struct ChangesetApplierTests {
    let abcd = ["A", "B", "C", "D"]

    @Test("T18: Differ's batch cases all apply")
    func differBatchCases() throws {
        let source = [1, 2, 3, 4]
        let cases: [([Int], DiffChangeset)] = [
            ([4, 2, 3, 1], DiffChangeset(moved: [DiffChangeset.OffsetPair(0, 3), DiffChangeset.OffsetPair(3, 0)])),
            ([2, 3, 1], DiffChangeset(deleted: [3], moved: [DiffChangeset.OffsetPair(0, 2)])),
            ([4, 1, 3, 5], DiffChangeset(deleted: [1], inserted: [3], moved: [DiffChangeset.OffsetPair(3, 0)])),
            ([4, 2, 3, 4], DiffChangeset(deleted: [0], inserted: [0])),
            ([1, 2, 4, 4], DiffChangeset(deleted: [2], inserted: [3])),
        ]
        for (target, changes) in cases {
            #expect(try changes.apply(to: source, target: target) == target, "\(changes)")
        }
    }

    @Test("T24: a delete plus a redundant move is a batch, not a sequence")
    func deleteThenRedundantMove() throws {
        // [a, b] → [b] as `del 0, mv 1→0`: a sequential applier fails on index 1.
        let changes = DiffChangeset(deleted: [0], moved: [DiffChangeset.OffsetPair(1, 0)])
        #expect(try changes.apply(to: ["a", "b"], target: ["b"]) == ["b"])
    }

    @Test("T21: duplicates matched in order")
    func duplicatesInOrder() throws {
        let changes = DiffChangeset(inserted: [1], moved: [DiffChangeset.OffsetPair(3, 2)])
        #expect(try changes.apply(to: [0, 1, 2, 0], target: [0, 4, 0, 1, 2]) == [0, 4, 0, 1, 2])
    }

    @Test("T8, T3, T29: the safe forms of move-and-update")
    func safeFormsOfMoveAndUpdate() throws {
        // T8 after IGListKit's resultForBatchUpdates: del 0, ins 1, mv 1→0.
        #expect(
            try DiffChangeset(deleted: [0], inserted: [1], moved: [DiffChangeset.OffsetPair(1, 0)])
                .apply(to: ["A", "B"], target: ["B", "A'"]) == ["B", "A'"])
        // T3 fixed: del 1,2; ins 2; mv 0→1; mv 3→0.
        #expect(
            try DiffChangeset(deleted: [1, 2], inserted: [2], moved: [DiffChangeset.OffsetPair(0, 1), DiffChangeset.OffsetPair(3, 0)])
                .apply(to: abcd, target: ["D", "A", "C"]) == ["D", "A", "C"])
        // T29 in changeset terms: mv 3→0 and B updated where it lands (1→2).
        #expect(
            try DiffChangeset(moved: [DiffChangeset.OffsetPair(3, 0)], updated: [DiffChangeset.OffsetPair(1, 2)])
                .apply(to: abcd, target: ["D", "A", "B'", "C"]) == ["D", "A", "B'", "C"])
    }

    @Test("T35: an update next to an insert is in source → target terms")
    func updateNextToInsert() throws {
        let changes = DiffChangeset(inserted: [1], updated: [DiffChangeset.OffsetPair(1, 2)])
        #expect(try changes.apply(to: ["A", "B", "C"], target: ["A", "X", "B'", "C"]) == ["A", "X", "B'", "C"])
    }

    @Test("T7: deletes and an update at the old offset")
    func realmModification() throws {
        let changes = DiffChangeset(deleted: [0, 1, 2], updated: [DiffChangeset.OffsetPair(3, 0)])
        #expect(try changes.apply(to: ["1", "2", "3", "4"], target: ["4'"]) == ["4'"])
    }

    @Test("T30: a move without an update leaves stale content")
    func moveWithoutUpdateIsStale() throws {
        let target = [book(1), book(0, "changed"), book(2)]
        let rebuilt = try DiffChangeset(moved: [DiffChangeset.OffsetPair(1, 0)]).apply(to: [book(0), book(1), book(2)], target: target)
        #expect(rebuilt.map(\.id) == target.map(\.id))
        #expect(rebuilt != target)
    }

    @Test("T13, T25, T6, T31: changesets that do not fit throw typed errors")
    func misfitsThrow() {
        // T13: the same offset deleted twice.
        #expect(throws: ChangesetApplicationError.duplicateOffset(list: "deleted", offset: 0)) {
            try DiffChangeset(deleted: [0, 0]).apply(to: abcd, target: ["C", "D"])
        }
        // T25: off-by-one insert into 8 rows.
        #expect(throws: ChangesetApplicationError.offsetOutOfRange(list: "inserted", offset: 8, count: 8)) {
            try DiffChangeset(inserted: [8]).apply(to: Array(0..<7), target: Array(0..<8))
        }
        // T6: an update given in the new index space, past the old end.
        #expect(throws: ChangesetApplicationError.offsetOutOfRange(list: "updated source", offset: 20, count: 20)) {
            try DiffChangeset(inserted: Array(0..<20), updated: [DiffChangeset.OffsetPair(20, 20)])
                .apply(to: Array(0..<20), target: Array(0..<40))
        }
        // T31: delete and update of the same row.
        #expect(throws: ChangesetApplicationError.deletedAndKept(list: "updated", offset: 0)) {
            try DiffChangeset(deleted: [0], inserted: [0], updated: [DiffChangeset.OffsetPair(0, 0)])
                .apply(to: ["A", "B", "C"], target: ["A'", "B", "C"])
        }
    }

    @Test func moreMisfitsThrow() {
        #expect(throws: ChangesetApplicationError.survivorCountMismatch(survivors: 4, freeSlots: 3)) {
            try DiffChangeset().apply(to: abcd, target: ["A", "B", "C"])
        }
        #expect(throws: ChangesetApplicationError.insertedAndFilled(list: "a move destination", offset: 0)) {
            try DiffChangeset(deleted: [1], inserted: [0], moved: [DiffChangeset.OffsetPair(0, 0)]).apply(to: ["A", "B"], target: ["A", "B"])
        }
        #expect(throws: ChangesetApplicationError.duplicateOffset(list: "moved target", offset: 1)) {
            try DiffChangeset(moved: [DiffChangeset.OffsetPair(0, 1), DiffChangeset.OffsetPair(2, 1)]).apply(to: abcd, target: abcd)
        }
        #expect(throws: ChangesetApplicationError.updateMisplaced(DiffChangeset.OffsetPair(0, 1), landsAt: 0)) {
            try DiffChangeset(updated: [DiffChangeset.OffsetPair(0, 1)]).apply(to: ["A", "B"], target: ["A", "B"])
        }
        #expect(throws: ChangesetApplicationError.offsetOutOfRange(list: "deleted", offset: -1, count: 4)) {
            try DiffChangeset(deleted: [-1]).apply(to: abcd, target: abcd)
        }
    }

    @Test func errorsDescribeThemselves() {
        let error = ChangesetApplicationError.survivorCountMismatch(survivors: 4, freeSlots: 3)
        #expect(error.description == "4 surviving elements cannot fill 3 free target slots")
    }
}
