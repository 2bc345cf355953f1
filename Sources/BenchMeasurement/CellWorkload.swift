import BenchCore
import DiffAlgorithms
import InputValidation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// CellWorkload: the workload a cell names, generated or read for whoever diffs it
//===----------------------------------------------------------------------===//

/// What is done with the workload of a cell, whatever its elements: a flat
/// workload (`Int` or `WorkloadBook`) or books in sections. `CellWorkload` generates
/// the workload and hands it to one of the two.
protocol CellWorkloadVisitor {
    associatedtype Result
    /// Takes a flat workload: the `int` and `book` datasets.
    func visitFlat<Element: Diffable & Hashable & Sendable>(_ workload: WorkloadArrays<Element>) -> Result
    /// Takes the books in sections: the `book-sections` dataset.
    func visitSectioned(_ workload: SectionedWorkloadBooks) -> Result
}

/// The workload a cell key names: its dataset and scenario, looked up by
/// name, at the key's size, drawn from a seed. The one place that maps a
/// dataset to its generator.
struct CellWorkload {
    var dataset: WorkloadDataset
    var scenario: WorkloadScenario
    var size: Int
    var seed: UInt64

    /// The workload of `key` drawn from `seed`; `nil` when the key names an
    /// unknown dataset or scenario.
    init?(key: CellKey, seed: UInt64) {
        guard let scenario = WorkloadScenario.named(key.scenario), let dataset = WorkloadDataset(rawValue: key.dataset) else { return nil }
        self.dataset = dataset
        self.scenario = scenario
        self.size = key.size
        self.seed = seed
    }

    /// Generates the workload and hands it to `visitor`.
    ///
    /// - Complexity: O(`size`) to generate, plus the visitor's work.
    func generate<Visitor: CellWorkloadVisitor>(for visitor: Visitor) -> Visitor.Result {
        switch dataset {
        case .int: visitor.visitFlat(WorkloadGenerator.ints(scenario: scenario, count: size, seed: seed))
        case .book: visitor.visitFlat(WorkloadGenerator.books(scenario: scenario, count: size, seed: seed))
        case .bookSections: visitor.visitSectioned(WorkloadGenerator.sectionedBooks(scenario: scenario, count: size, seed: seed))
        }
    }

    /// Reads the workload from the `WorkloadFile` at `path` and hands it to
    /// `visitor`.
    ///
    /// - Throws: `InputError` of one line when the file is not this
    ///   workload's (`WorkloadFile.read(_:dataset:seed:size:)`).
    /// - Complexity: O(`size`) to read, plus the visitor's work.
    func read<Visitor: CellWorkloadVisitor>(from path: String, for visitor: Visitor) throws(InputError) -> Visitor.Result {
        switch try WorkloadFile.read(path, dataset: dataset, seed: seed, size: size) {
        case let .ints(workload): visitor.visitFlat(workload)
        case let .books(workload): visitor.visitFlat(workload)
        case let .sectioned(workload): visitor.visitSectioned(workload)
        }
    }
}

extension CellRequest {
    /// Reads the workload the request names from its `workloadPath` (or,
    /// without one, generates it) and has `visitor` measure it; a failed
    /// outcome when its dataset or scenario is unknown or the file is bad.
    func measureWorkload<Visitor: CellWorkloadVisitor>(with visitor: Visitor) -> CellOutcome
    where Visitor.Result == CellOutcome {
        guard let workload = CellWorkload(key: key, seed: seed) else {
            return CellOutcome(status: .failed, message: "unknown dataset or scenario in \(key)")
        }
        guard let workloadPath else { return workload.generate(for: visitor) }
        do {
            return try workload.read(from: workloadPath, for: visitor)
        } catch {
            return CellOutcome(status: .failed, message: error.description)
        }
    }
}
