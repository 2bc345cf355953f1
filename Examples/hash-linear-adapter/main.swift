// A DiffBench adapter that wraps DiffBench's own `hash-linear` algorithm
// (format `batch`), to compare adapter timings with built-in ones.
// Build: swift build -c release --product hash-linear-adapter
import DiffAlgorithms
import DiffBenchAdapter

/// A book as DiffAlgorithms sees it: identity `id`, content every field.
struct DiffableBook: Diffable {
    var book: AdapterBook
    var diffIdentity: Int { book.id }
    func hasSameContent(as other: DiffableBook) -> Bool { book == other.book }
}

struct AlgorithmDiffer: AdapterDiffer {
    let algorithm: any DiffAlgorithm

    func diff<Element: AdapterElement>(_ job: AdapterJob<Element>) throws -> AdapterMeasurement {
        switch job.kinded {
        case .int(let job): try measure(job, job.source, job.target)
        case .string(let job): try measure(job, job.source, job.target)
        case .book(let job): try measure(job, job.source.map(DiffableBook.init), job.target.map(DiffableBook.init))
        }
    }

    /// Times `algorithm.diff` on elements converted beforehand.
    func measure<Element, Converted: Diffable>(
        _ job: AdapterJob<Element>, _ source: [Converted], _ target: [Converted]
    ) throws -> AdapterMeasurement {
        try job.measure { try algorithm.diff(from: source, to: target) } convert: { changeset in
            .batch(AdapterBatch(
                deleted: changeset.deleted, inserted: changeset.inserted,
                moved: changeset.moved.map { AdapterPair($0.source, $0.target) },
                updated: changeset.updated.map { AdapterPair($0.source, $0.target) }))
        }
    }
}

guard let algorithm = AlgorithmRegistry.algorithm(id: "hash-linear") else {
    fatalError("DiffAlgorithms has no hash-linear algorithm")
}
// hash-linear is not minimal (it reports moves where an LCS would keep
// rows); it does report every content-changed matched row as updated.
DiffBenchAdapter(name: "hash-linear-adapter", version: "DiffBench", format: .batch, updates: true)
    .run(AlgorithmDiffer(algorithm: algorithm))
