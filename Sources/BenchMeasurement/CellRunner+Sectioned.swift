import BenchCore
import DiffAlgorithms
import DiffBenchText
import DiffBenchWire

//===----------------------------------------------------------------------===//
// Measuring a sectioned cell
//===----------------------------------------------------------------------===//

extension CellRunner {
    /// Measures `SectionedChangeset(diffing:to:using:)` the way `measure`
    /// measures a flat diff: a warm-up, a second diff counting allocations,
    /// one sectioned diff per timed sample, then the strict applier's check
    /// of the last one, which must have the warm-up's fingerprint.
    ///
    /// The cell's counts are total items; its changeset size adds the
    /// section operations to the item operations of each kind, and
    /// `rowsWithSections` counts the rows its deleted and inserted sections
    /// take along.
    package static func measureSectioned<Model: Diffable & Equatable, Item: Diffable & Equatable>(
        _ algorithm: any DiffAlgorithm, source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>],
        request: CellRequest, start: Double
    ) -> CellOutcome {
        let itemCount = { (sections: [DiffSection<Model, Item>]) in sections.reduce(0) { $0 + $1.items.count } }
        var outcome = CellOutcome(status: .ok, sourceCount: itemCount(source), targetCount: itemCount(target))
        let policy = request.policy
        func diff() throws(SectionedDiffError) -> SectionedChangeset {
            try SectionedChangeset(diffing: source, to: target, using: algorithm)
        }
        _ = try? SectionedChangeset(diffing: Array(source.prefix(1)), to: Array(target.prefix(1)), using: algorithm)

        // Only the warm-up's size and fingerprint outlive this block.
        let warmupStart = DiffBenchClock.seconds()
        let warmupSeconds: Double
        let firstAllocations: AllocationCount?
        let expected: OutputFingerprint
        do {
            let (result, allocations) = Jemalloc.measure { Result { () throws(SectionedDiffError) in try diff() } }
            warmupSeconds = DiffBenchClock.seconds() - warmupStart
            firstAllocations = allocations
            switch result {
            case let .failure(.diff(.refused(refusal))):
                outcome.status = .skipped
                outcome.refusal = RefusalRecord(reason: refusal.reason, estimate: refusal.estimate)
                outcome.message = refusal.reason
                return outcome
            case let .failure(error):
                outcome.status = .failed
                outcome.message = "\(error)"
                return outcome
            case let .success(changeset):
                let sections = changeset.sections, items = changeset.items
                outcome.changeset = ChangesetSize(
                    deleted: sections.deleted.count + items.deleted.count, inserted: sections.inserted.count + items.inserted.count,
                    moved: sections.moved.count + items.moved.count, updated: sections.updated.count + items.updated.count)
                expected = OutputFingerprint(changeset)
            }
        }
        outcome.allocations = steadyAllocations(
            first: firstAllocations, warmupSeconds: warmupSeconds, request: request, start: start
        ) { blackHole(try? diff()) }
        for _ in 2..<max(2, policy.warmupRuns) { blackHole(try? diff()) }
        // The strict applier's check of the last changeset, then its rows
        // with sections (only a changeset that applies has section offsets
        // in range).
        var rowsWithSections: Int?
        func check(_ changeset: SectionedChangeset) -> String? {
            do throws(SectionedRebuildFailure) {
                try changeset.checkRebuilds(source: source, target: target)
            } catch {
                return error.description
            }
            rowsWithSections = changeset.rowsWithSections(source: source, target: target)
            return nil
        }
        var measured =
            request.countsInstructions == true
            ? countInstructions(expected: expected, outcome: outcome, of: { try? diff() }, check: check)
            : sampled(outcome, expected: expected, request: request, start: start, warmupSeconds: warmupSeconds, diff: { try? diff() }, check: check)
        measured.rowsWithSections = rowsWithSections
        return measured
    }
}
