import DiffAlgorithms
import DiffBenchWorkloads
import Foundation
import Testing

/// Pins the changesets of the linear algorithms (every scenario, `int` and
/// `book`, 1k and 10k items, seed 42) and of the others at 1k, so that work
/// on their speed cannot change a single delete, insert, move or update
/// without a test saying so.
///
/// To re-pin after an intended change of output, run with
/// `DIFFBENCH_PRINT_CHECKSUMS=1` and paste the printed table.
@Suite struct ChangesetChecksumTests {
    /// The cells: (algorithm id, sizes).
    static let cells: [(id: String, sizes: [Int])] = AlgorithmRegistry.ids.map { id in
        (id, ["hash-linear", "heckel", "hunt-szymanski"].contains(id) ? [1_000, 10_000] : [1_000])
    }

    /// FNV-1a over the changeset's lists, with a separator between them;
    /// "refused" for a refusal.
    static func checksum(_ result: Result<DiffChangeset, DiffError>) -> String {
        guard case .success(let changeset) = result else { return "refused" }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: Int) {
            let word = UInt64(bitPattern: Int64(value))
            for shift in stride(from: 0, to: 64, by: 8) {
                hash ^= (word >> UInt64(shift)) & 0xFF
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        changeset.deleted.forEach(mix)
        mix(-1)
        changeset.inserted.forEach(mix)
        mix(-1)
        for pair in changeset.moved { mix(pair.source); mix(pair.target) }
        mix(-1)
        for pair in changeset.updated { mix(pair.source); mix(pair.target) }
        return String(hash, radix: 16)
    }

    /// Every cell's checksum, keyed `algorithm/element/scenario/size`.
    static func currentChecksums() -> [String: String] {
        var sums: [String: String] = [:]
        for (id, sizes) in cells {
            let algorithm = AlgorithmRegistry.algorithm(id: id)!
            for size in sizes {
                for scenario in WorkloadScenario.all {
                    let ints = WorkloadGenerator.ints(scenario: scenario, count: size, seed: 42)
                    sums["\(id)/int/\(scenario.name)/\(size)"] = checksum(
                        Result { () throws(DiffError) in try algorithm.diff(from: ints.source, to: ints.target) })
                    let books = WorkloadGenerator.books(scenario: scenario, count: size, seed: 42)
                    sums["\(id)/book/\(scenario.name)/\(size)"] = checksum(
                        Result { () throws(DiffError) in try algorithm.diff(from: books.source, to: books.target) })
                }
            }
        }
        return sums
    }

    @Test func changesetsMatchThePinnedChecksums() {
        let sums = Self.currentChecksums()
        if ProcessInfo.processInfo.environment["DIFFBENCH_PRINT_CHECKSUMS"] == "1" {
            for key in sums.keys.sorted() { Swift.print("        \"\(key)\": \"\(sums[key]!)\",") }
        }
        #expect(sums.count == PinnedChangesets.checksums.count)
        for key in sums.keys.sorted() {
            #expect(sums[key] == PinnedChangesets.checksums[key], "\(key)")
        }
    }
}
