import BenchCore
import Foundation
import InputValidation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// WorkloadFile: the workload a run hands a cell's child, as identities
//===----------------------------------------------------------------------===//

/// The file through which a run gives a cell's child its workload: the
/// identities of the workload (its plan), not its elements. The parent draws
/// the plan and writes it; the child reads it into arrays of exact capacity
/// and builds the elements with the generator's own functions
/// (`WorkloadFile.read(_:dataset:seed:)`).
///
/// So the child's heap holds what a process that read its data holds: the
/// generator's large temporaries are made and freed in the parent. glibc's
/// malloc raises its `mmap` and trim thresholds for good when a process
/// frees a large block, which would make a `--allocator system` cell cheaper
/// than a plain process diffing the same data.
///
/// The file is 64-bit little-endian words:
///
///     magic ("DBWLOAD1"), kind (1 flat, 2 sectioned), seed
///     flat: for the source, then the target:
///         count, then count × (identity, revised)
///     sectioned: for the source, then the target:
///         section count, then for each section:
///             author, renamed, item count, then item count × (identity, revised)
///
/// `revised` and `renamed` are 0 or 1; a revised book's title gains
/// `" (revised)"` (`WorkloadGenerator.revise(_:)`), `Int` elements ignore it.
package enum WorkloadFile {
    /// The first word: `DBWLOAD1` in ASCII, read little-endian.
    static let magic: Int64 = 0x3144_414F_4C57_4244

    /// The second word: which plan follows.
    enum Kind: Int64 {
        case flat = 1
        case sectioned = 2
    }

    /// Writes the plan of the workload `key` names, drawn from `seed`, to
    /// `path` (replacing any file there).
    ///
    /// - Throws: `InputError` of one line when the key names an unknown
    ///   dataset or scenario, or the file cannot be written.
    /// - Complexity: O(*n*) for the key's size *n*.
    package static func write(key: CellKey, seed: UInt64, to path: String) throws(InputError) {
        guard let workload = CellWorkload(key: key, seed: seed) else {
            throw InputError("unknown dataset or scenario in \(key)")
        }
        let words: [Int64]
        switch workload.dataset {
        case .int, .book:
            words = Self.words(WorkloadGenerator.plan(scenario: workload.scenario, count: key.size, seed: seed), seed: seed)
        case .bookSections:
            words = Self.words(WorkloadGenerator.sectionedPlan(scenario: workload.scenario, count: key.size, seed: seed), seed: seed)
        }
        let data = words.withUnsafeBufferPointer { Data(buffer: $0) }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError("cannot write the workload file \(path): \(fileErrorReason(error, path: path))")
        }
    }

    /// The words of a file holding a flat plan: the source's identities,
    /// none revised, then the target's, revised at `updatedTargets`.
    ///
    /// - Precondition: `plan.updatedTargets` are offsets into `plan.target`.
    /// - Complexity: O(*n* + *m*).
    package static func words(_ plan: WorkloadPlan, seed: UInt64) -> [Int64] {
        var words: [Int64] = []
        words.reserveCapacity(5 + 2 * (plan.source.count + plan.target.count))
        words += [magic, Kind.flat.rawValue, Int64(bitPattern: seed)]
        words.append(Int64(plan.source.count))
        for id in plan.source { words += [Int64(id), 0] }
        var revised = [Bool](repeating: false, count: plan.target.count)
        for offset in plan.updatedTargets { revised[offset] = true }
        words.append(Int64(plan.target.count))
        for (offset, id) in plan.target.enumerated() { words += [Int64(id), revised[offset] ? 1 : 0] }
        return words.map(\.littleEndian)
    }

    /// The words of a file holding a sectioned plan.
    ///
    /// - Complexity: O(sections + items).
    package static func words(_ plan: SectionedWorkloadPlan, seed: UInt64) -> [Int64] {
        var words: [Int64] = [magic, Kind.sectioned.rawValue, Int64(bitPattern: seed)]
        for side in [plan.source, plan.target] {
            words.append(Int64(side.count))
            for section in side {
                words += [Int64(section.author), section.renamed ? 1 : 0, Int64(section.items.count)]
                for item in section.items { words += [Int64(item.id), item.revised ? 1 : 0] }
            }
        }
        return words.map(\.littleEndian)
    }
}
