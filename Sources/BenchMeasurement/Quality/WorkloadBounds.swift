import BenchCore
import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// WorkloadBounds: each workload's changeset bound, computed once per process
//===----------------------------------------------------------------------===//

/// The `ChangesetBound` of each workload a run diffs, cached by dataset,
/// scenario, size and seed: every algorithm's cell of one workload shares
/// one bound, computed the first time a cell asks.
///
/// The run's parent process holds it (`RunController`): the bound is
/// computed there, between cells, never inside a child's timed region, on
/// the workload generated from its seed (the one the child reads from its
/// `WorkloadFile`).
package final class WorkloadBounds {
    /// A workload's bound, with its section share for sectioned workloads.
    package struct Bound: Hashable, Sendable {
        /// Sections and items together (flat workloads: the elements).
        package var total: ChangesetBound
        /// The share of `total` that counts sections; `nil` for flat workloads.
        package var sections: ChangesetBound?
    }

    private struct Key: Hashable {
        var dataset: String
        var scenario: String
        var size: Int
        var seed: UInt64
    }

    private var cache: [Key: Bound] = [:]
    /// How many bounds were computed (not read from the cache).
    package private(set) var computedCount = 0

    package init() {}

    /// The bound of the workload `key` names, generated with `seed`; `nil`
    /// for an unknown dataset or scenario.
    ///
    /// - Complexity: Generating the workload and `ChangesetBound`'s cost on
    ///   the first call for a workload; O(1) expected after.
    package func bound(for key: CellKey, seed: UInt64) -> Bound? {
        let cacheKey = Key(dataset: key.dataset, scenario: key.scenario, size: key.size, seed: seed)
        if let cached = cache[cacheKey] { return cached }
        guard let workload = CellWorkload(key: key, seed: seed) else { return nil }
        let bound = workload.generate(for: BoundComputation())
        computedCount += 1
        cache[cacheKey] = bound
        return bound
    }

    /// Computes the bound of a workload, flat or sectioned.
    private struct BoundComputation: CellWorkloadVisitor {
        func visitFlat<Element: Diffable & Hashable & Sendable>(_ workload: WorkloadArrays<Element>) -> Bound {
            Bound(total: ChangesetBound(source: workload.source, target: workload.target))
        }

        func visitSectioned(_ workload: SectionedWorkloadBooks) -> Bound {
            let parts = ChangesetBound.sectioned(source: workload.source, target: workload.target)
            return Bound(total: parts.total, sections: parts.sections)
        }
    }

    /// The quality of an `ok` cell's changeset, against its workload's
    /// bound; `nil` when the cell is not `ok`, has no changeset, or names
    /// an unknown workload.
    package func quality(of cell: CellResult, seed: UInt64, rowsWithSections: Int? = nil) -> ChangesetQuality? {
        guard cell.status == .ok, let size = cell.changeset, let bound = bound(for: cell.key, seed: seed) else { return nil }
        return ChangesetQuality(size: size, rowsWithSections: rowsWithSections, bound: bound.total, sectionBound: bound.sections)
    }
}
