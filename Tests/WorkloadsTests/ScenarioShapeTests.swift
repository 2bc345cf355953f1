import Foundation
import Testing
import DiffBenchWorkloads

/// Every scenario's workloads have the shape its fractions describe, measured
/// on the arrays themselves (not by a diff algorithm, not by a pinned
/// checksum): the share of source items deleted, of target items inserted,
/// of kept items updated in content, and the fewest moves that put the kept
/// items in their target order, over several seeds and sizes.
@Suite struct ScenarioShapeTests {
    /// What a workload measures as, counted from its two arrays.
    struct Shape: CustomStringConvertible {
        var deleted = 0
        var inserted = 0
        var updated = 0
        /// Kept items minus a longest run of them already in source order:
        /// the fewest moves any diff needs.
        var fewestMoves = 0

        var description: String {
            "deleted \(deleted), inserted \(inserted), updated \(updated), fewest moves \(fewestMoves)"
        }

        /// Measures `workload` (unique identities).
        ///
        /// - Complexity: O((*n* + *m*) log *n*).
        init(_ workload: WorkloadArrays<WorkloadBook>) {
            var sourceOffset: [Int: Int] = [:]
            for (offset, book) in workload.source.enumerated() { sourceOffset[book.id] = offset }
            let targetIDs = Set(workload.target.map(\.id))
            deleted = workload.source.count { !targetIDs.contains($0.id) }
            var keptSourceOffsets: [Int] = []
            for book in workload.target {
                guard let offset = sourceOffset[book.id] else {
                    inserted += 1
                    continue
                }
                keptSourceOffsets.append(offset)
                if workload.source[offset] != book { updated += 1 }
            }
            fewestMoves = keptSourceOffsets.count - Self.longestIncreasingRun(keptSourceOffsets)
        }

        /// The length of a longest strictly increasing subsequence (patience
        /// sorting).
        static func longestIncreasingRun(_ values: [Int]) -> Int {
            var tails: [Int] = []
            for value in values {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if tails[middle] < value { low = middle + 1 } else { high = middle }
                }
                if low == tails.count { tails.append(value) } else { tails[low] = value }
            }
            return tails.count
        }
    }

    static let uniqueScenarios = WorkloadScenario.all.filter { $0.duplicatePool == nil }

    @Test(arguments: uniqueScenarios)
    func theEditsMatchTheFractions(scenario: WorkloadScenario) {
        for n in [200, 1_000, 5_000] {
            for seed: UInt64 in 1...4 {
                let shape = Shape(WorkloadGenerator.books(scenario: scenario, count: n, seed: seed))
                func planned(_ fraction: Double) -> Int { Int((fraction * Double(n)).rounded()) }
                let label = "\(scenario.name) n=\(n) seed=\(seed): \(shape)"
                #expect(shape.deleted == planned(scenario.deleted), "\(label)")
                #expect(shape.inserted == planned(scenario.inserted), "\(label)")
                #expect(shape.updated == planned(scenario.updated), "\(label)")
                switch scenario.order {
                case .reversed:
                    #expect(shape.fewestMoves == n - 1, "\(label)")
                case .kept:
                    // A moved item lands in a random slot, now and then one
                    // that keeps it in order: at most the planned count, and
                    // nearly all of it.
                    let moved = planned(scenario.moved)
                    #expect(shape.fewestMoves <= moved, "\(label)")
                    #expect(Double(shape.fewestMoves) >= 0.85 * Double(moved), "\(label)")
                }
            }
        }
    }

    @Test func theDuplicatesScenarioDrawsFromItsPool() throws {
        let scenario = try #require(WorkloadScenario.all.first { $0.duplicatePool != nil })
        let pool = try #require(scenario.duplicatePool)
        for n in [200, 1_000] {
            let plan = WorkloadGenerator.plan(scenario: scenario, count: n, seed: 5)
            let poolSize = Int((pool * Double(n)).rounded())
            #expect(Set(plan.source + plan.target).count <= poolSize)
            #expect(Set(plan.source).count > poolSize / 2, "the source uses most of the pool")
            #expect(plan.target.count == scenario.targetCount(sourceCount: n))
            #expect(plan.updatedTargets.count == Int((scenario.updated * Double(n)).rounded()))
        }
    }
}
