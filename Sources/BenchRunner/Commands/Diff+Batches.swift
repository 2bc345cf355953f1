import BatchUpdateChecker
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// benchrunner diff --check / --stages
//===----------------------------------------------------------------------===//

extension BenchRunner.Diff {
    /// Adds `"check"` (the verdict on the naive single-section batch) and
    /// `"stages"` (the staged batches) to the diff's output when asked.
    ///
    /// The stages are for `check`'s view kind, or a table view by default.
    ///
    /// - Complexity: O(*k*²) for the check (UIKit's pairwise move test) and
    ///   O(*n* + *m* + *u*·(*d* + *i*)) for staging.
    static func writeBatchChecks(
        _ changeset: DiffChangeset, source: DiffInput, target: DiffInput,
        check: ListViewKind?, stages: Bool, to writer: inout JSONObjectWriter
    ) {
        let before = BatchShape.single(source.count), after = BatchShape.single(target.count)
        if let check {
            let validator = BatchUpdateValidator(view: check, options: ValidationOptions(indexPathStyle: .short))
            // A changeset's offsets are never negative, so R-NEG cannot fire.
            if let verdict = try? validator.validate(BatchUpdate(changeset: changeset), before: before, after: after) {
                writer.add("check", json: verdict.json)
            }
        }
        if stages {
            let view = check ?? .table
            let batches = BatchStager(view: view).stages(
                for: changeset, sourceCount: source.count, targetCount: target.count)
            let documents = batches.map {
                BatchDocument(view: view, before: $0.before, after: $0.after, update: $0.update).json
            }
            writer.add("stages", json: "[" + documents.joined(separator: ", ") + "]")
        }
    }
}
