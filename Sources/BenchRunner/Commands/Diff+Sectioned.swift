import BatchUpdateChecker
import CLISupport
import DiffAlgorithms
import DiffBenchText

//===----------------------------------------------------------------------===//
// benchrunner diff on sectioned files
//===----------------------------------------------------------------------===//

/// The sectioned changeset does not rebuild the target: a bug, not bad input.
struct SectionedCheckFailure: Error, CustomStringConvertible {
    var failure: SectionedRebuildFailure
    var description: String { "internal error: \(failure)" }
}

extension BenchRunner.Diff {
    /// Diffs two sectioned inputs, checks the changeset with the strict
    /// applier, and renders it (plus `"check"` and `"stages"` when asked).
    ///
    /// - Throws: `InputFileError` for duplicate section or item ids (naming
    ///   the file), `DiffError` when the algorithm refuses,
    ///   `SectionedCheckFailure` when the changeset does not rebuild the target.
    /// - Complexity: The sectioned diff's, plus O(*n* + *m*) for the check
    ///   and the staging's when asked.
    static func renderSectioned(
        algorithm: any DiffAlgorithm, source: [InputSection], target: [InputSection],
        sourcePath: String, targetPath: String, check: ListViewKind?, stages: Bool
    ) throws -> String {
        let changeset: SectionedChangeset
        do {
            changeset = try SectionedChangeset(diffing: source, to: target, using: algorithm)
        } catch {
            switch error {
            case .diff(let diffError): throw diffError
            case .duplicateSectionIdentity(let side, _, _), .duplicateItemIdentity(let side, _, _):
                throw InputFileError(path: side == .source ? sourcePath : targetPath, problem: "\(error)")
            }
        }
        do {
            try changeset.checkRebuilds(source: source, target: target)
        } catch {
            throw SectionedCheckFailure(failure: error)
        }
        var writer = JSONObjectWriter()
        writer.add("algorithm", json: jsonStringLiteral(algorithm.id))
        var sections = JSONObjectWriter()
        changeset.sections.write(to: &sections)
        writer.add("sections", json: sections.rendered)
        writer.add("items", json: changeset.items.json)
        let before = BatchShape(source.map(\.items.count)), after = BatchShape(target.map(\.items.count))
        if let check {
            let validator = BatchUpdateValidator(view: check, options: ValidationOptions(indexPathStyle: .short))
            if let verdict = try? validator.validate(BatchUpdate(sectionedChangeset: changeset), before: before, after: after) {
                writer.add("check", json: verdict.json)
            }
        }
        if stages {
            let view = check ?? .table
            // The changeset was just checked against these counts.
            let batches = (try? SectionedStager().stages(
                for: changeset, sourceCounts: before.itemCounts, targetCounts: after.itemCounts)) ?? []
            let documents = batches.map { BatchDocument(view: view, before: $0.before, after: $0.after, update: $0.update).json }
            writer.add("stages", json: "[" + documents.joined(separator: ", ") + "]")
        }
        return writer.rendered
    }
}

extension SectionedChangeset.ItemChanges {
    /// `{"deleted": [[s, i]], "inserted": [[s, i]], "moved": [[[s, i], [s, i]]], "updated": ...}`, ascending.
    var json: String {
        let sorted = sorted()
        func path(_ p: SectionedChangeset.ItemPath) -> String { "[\(p.section), \(p.item)]" }
        func paths(_ list: [SectionedChangeset.ItemPath]) -> String { "[" + list.map(path).joined(separator: ", ") + "]" }
        func pairs(_ list: [SectionedChangeset.PathPair]) -> String {
            "[" + list.map { "[\(path($0.source)), \(path($0.target))]" }.joined(separator: ", ") + "]"
        }
        var writer = JSONObjectWriter()
        writer.add("deleted", json: paths(sorted.deleted))
        writer.add("inserted", json: paths(sorted.inserted))
        writer.add("moved", json: pairs(sorted.moved))
        writer.add("updated", json: pairs(sorted.updated))
        return writer.rendered
    }
}
