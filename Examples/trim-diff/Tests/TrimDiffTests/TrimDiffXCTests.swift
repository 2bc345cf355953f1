import DiffBenchTesting
import TrimDiff
import XCTest

final class TrimDiffXCTests: XCTestCase {
    func testTrimDiffPassesDiffBenchOnStrings() {
        DiffBenchCheck(name: "trim-diff", format: .batch) { (old: [String], new: [String]) in
            let changes = trimDiff(old, new)
            return .batch(AdapterBatch(deleted: changes.deleted, inserted: changes.inserted))
        }.run()
    }
}
