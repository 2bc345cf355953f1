@testable import BatchUpdateChecker
import DiffAlgorithms
import Testing

//===----------------------------------------------------------------------===//
// DisplayOracle: docs/batch-update-rules.md §5.2
//===----------------------------------------------------------------------===//

@Suite struct DisplayOracleTests {
    @Test func crossSectionMoveCarriesTheCell() throws {
        // S0:[a,b] S1:[c] → S0:[a] S1:[b,c].
        let update = BatchUpdate(itemMoves: [mv((0, 1), (1, 0))])
        expectCorrect([["a", "b"], ["c"]], [["a"], ["b", "c"]], update)
        let display = try DisplayOracle.display(source: [cells(["a", "b"]), cells(["c"])], target: [cells(["a"]), cells(["b", "c"])], update: update)
        try #require(display.count == 2 && display[1].count == 2, "\(display)")
        guard case let .carried(element, from) = display[1][0] else {
            Issue.record("expected a carried cell")
            return
        }
        #expect(element == Cell("b") && from == ip(0, 1))
    }

    @Test func freshCellsComeFromTheTarget() {
        // An inserted section and an inserted item are configured from the target.
        guard let result = oracle([["a"]], [["x"], ["a", "y"]], BatchUpdate(sectionInserts: [0], itemInserts: [ip(1, 1)])) else { return }
        #expect(result.shown == [["x"], ["a", "y"]])
        #expect(result.defects.isEmpty)
    }

    @Test func sectionReloadRefreshesEverything() throws {
        guard let result = oracle([["a", "b"]], [["a'", "c"]], BatchUpdate(sectionReloads: [0])) else { return }
        #expect(result.defects.isEmpty)
        // Without the reload the old cells stay: one stale, one wrong.
        let stale = try DisplayOracle.defects(
            source: [cells(["a", "b"])], target: [cells(["a'", "c"])], update: BatchUpdate())
        #expect(stale.map(\.kind) == [.staleContent, .wrongElement])
    }

    @Test func countMismatchesThrow() {
        let source = [cells(["a", "b"])], target = [cells(["a"])]
        #expect(throws: DisplayOracleError.self) {
            try DisplayOracle.display(source: source, target: target, update: BatchUpdate())
        }
        #expect(throws: DisplayOracleError.self) {
            try DisplayOracle.display(source: source, target: [cells(["a", "b", "c"])], update: BatchUpdate())
        }
        #expect(throws: DisplayOracleError.self) {
            try DisplayOracle.display(source: source, target: source + source, update: BatchUpdate())
        }
        #expect(throws: DisplayOracleError.self) {
            try DisplayOracle.display(source: source, target: source, update: BatchUpdate(itemMoves: [mv((3, 0), (0, 0))]))
        }
    }

    @Test func wrongMoveIsCaught() {
        // [a,b,c] → [c,a,b] written as "move 2→1": UIKit accepts, shows a, c, b.
        let update = BatchUpdate.singleSection(moves: [(2, 1)])
        expectAccepted(update, before: [3], after: [3])
        guard let result = oracle([["a", "b", "c"]], [["c", "a", "b"]], update) else { return }
        #expect(result.shown == [["a", "c", "b"]])
        #expect(result.defects.map(\.at) == [ip(0, 0), ip(0, 1)])
    }
}
