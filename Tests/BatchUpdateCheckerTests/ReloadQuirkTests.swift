@testable import BatchUpdateChecker
import DiffAlgorithms
import Testing

@Suite struct ReloadQuirkTests {
    @Test func duplicateDeleteShiftsAReloadTwice() {
        // Step 1 runs before the table view drops duplicate deletes, so a
        // doubled delete below a reload moves the reload's insert two slots up:
        // UIKit accepts the batch, the fresh cell lands off by one.
        let update = BatchUpdate.singleSection(deletes: [0, 0], reloads: [2])
        #expect(expectAccepted(update, before: [3], after: [2]) == [.reloadMisplaced])
        #expect(_ReloadExpansion(update).reloads.map(\.insert.path) == [ip(0, 0)])
        guard let result = oracle([["A", "B", "C"]], [["B", "C'"]], update) else { return }
        #expect(result.shown == [["B", "B"]])  // a fresh B at 0, the carried B at 1; C' is lost
        #expect(result.defects.map(\.kind) == [.wrongElement])
    }
}
