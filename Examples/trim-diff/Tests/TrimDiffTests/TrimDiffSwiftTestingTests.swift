import DiffBenchTesting
import Testing
import TrimDiff

@Test func trimDiffPassesDiffBench() {
    DiffBenchCheck(name: "trim-diff", format: .batch) { (old: [Int], new: [Int]) in
        let changes = trimDiff(old, new)
        return .batch(AdapterBatch(deleted: changes.deleted, inserted: changes.inserted))
    }.run()
}
