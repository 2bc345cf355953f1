import DiffBenchAdapter
import TrimDiff

/// TrimDiff behind DiffBench's adapter protocol (docs/adapters.md).
struct TrimDiffer: AdapterDiffer {
    func diff<Element: AdapterElement>(_ job: AdapterJob<Element>) throws -> AdapterMeasurement {
        try job.measure { trimDiff(job.source, job.target) } convert: {
            .batch(AdapterBatch(deleted: $0.deleted, inserted: $0.inserted))
        }
    }
}

DiffBenchAdapter(name: "trim-diff", version: "1.0", format: .batch).run(TrimDiffer())
