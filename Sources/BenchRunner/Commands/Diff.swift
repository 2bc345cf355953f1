import ArgumentParser
import BatchUpdateChecker
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms
import TextFormatting

extension BenchRunner {
    /// `benchrunner diff --algorithm ID SOURCE.json TARGET.json`: prints the
    /// changeset between two JSON arrays as one JSON object.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the changeset that turns one JSON array into another.",
            discussion: """
                Each file holds a JSON array of integers, of strings, or of objects that \
                each have an "id" (integer or string); an object's content is the whole \
                object. The output is one JSON object: "deleted" and the sources of \
                "moved" and "updated" are offsets in SOURCE, "inserted" and the targets \
                are offsets in TARGET. Bad input exits with code 2.
                """)

        @Option(name: .shortAndLong, help: "The algorithm: \(AlgorithmRegistry.ids.joined(separator: ", ")).")
        var algorithm: String = "hash-linear"

        @Argument(help: "The old array (JSON file).", completion: .file())
        var source: String

        @Argument(help: "The new array (JSON file).", completion: .file())
        var target: String

        @Option(help: "Add \"check\": UIKit's verdict on the changeset as one single-section batch (table or collection).")
        var check: ViewKind?

        @Flag(help: "Add \"stages\": the fewest batches UIKit accepts and displays correctly, each in `benchrunner validate` form.")
        var stages = false

        func run() throws {
            let algorithm = try AlgorithmList.algorithm(id: algorithm)
            let sourceInput: DiffInput
            let targetInput: DiffInput
            do {
                sourceInput = try DiffInput.load(path: source)
                targetInput = try DiffInput.load(path: target)
            } catch {
                throw InputError(error.description)
            }
            let output: String
            do {
                output = try Self.render(
                    algorithm: algorithm, source: sourceInput, target: targetInput, targetPath: target,
                    check: check, stages: stages)
            } catch let error as InputFileError {
                throw InputError(error.description)
            } catch let error as DiffError {
                guard let refusal = error.refusal else { throw error }
                throw InputError("input too large for \(refusal.algorithm): \(refusal.reason)")
            }
            print(output)
        }

        /// Diffs two inputs of one element kind and renders the changeset.
        ///
        /// - Throws: `InputFileError` (naming `targetPath`) when the kinds
        ///   differ, `DiffError` when the algorithm refuses the sizes.
        static func render(
            algorithm: any DiffAlgorithm, source: DiffInput, target: DiffInput, targetPath: String,
            check: ViewKind? = nil, stages: Bool = false
        ) throws -> String {
            let changeset: Changeset
            switch (source, target) {
            case let (.integers(old), .integers(new)):
                changeset = try algorithm.diff(from: old, to: new)
            case let (.strings(old), .strings(new)):
                changeset = try algorithm.diff(from: old, to: new)
            case let (.records(old), .records(new)):
                changeset = try algorithm.diff(from: old, to: new)
            // An empty array has no kind of its own: it takes the other side's.
            case let (.integers([]), .strings(new)):
                changeset = try algorithm.diff(from: [], to: new)
            case let (.integers([]), .records(new)):
                changeset = try algorithm.diff(from: [], to: new)
            case let (.strings(old), .integers([])):
                changeset = try algorithm.diff(from: old, to: [])
            case let (.records(old), .integers([])):
                changeset = try algorithm.diff(from: old, to: [])
            default:
                throw InputFileError(
                    path: targetPath,
                    problem: "holds \(target.kindDescription) but the source holds \(source.kindDescription) (mixed element kinds)")
            }
            var writer = JSONObjectWriter()
            writer.add("algorithm", json: jsonStringLiteral(algorithm.id))
            changeset.write(to: &writer)
            writeBatchChecks(changeset, source: source, target: target, check: check, stages: stages, to: &writer)
            return writer.rendered
        }
    }
}
