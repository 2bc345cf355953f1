// A DiffBench adapter over the standard library's CollectionDifference
// (format `difference`). Build: swift build --product stdlib-adapter
import DiffBenchAdapter

/// `target.difference(from: source).inferringMoves()`: Myers' diff by `==`
/// (a book whose content changed is removed and inserted), with removals and
/// insertions of equal elements paired as moves.
struct StandardLibraryDiffer: AdapterDiffer {
    func diff<Element: AdapterElement>(_ job: AdapterJob<Element>) throws -> AdapterMeasurement {
        try job.measure { job.target.difference(from: job.source).inferringMoves() }
            convert: { .difference(AdapterDifference($0)) }
    }
}

DiffBenchAdapter(name: "swift-stdlib", version: "swift-6", format: .difference)
    .run(StandardLibraryDiffer())
