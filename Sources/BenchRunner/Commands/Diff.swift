import ArgumentParser
import BatchUpdateChecker
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms
import Foundation
import DiffBenchText

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

                A sectioned file is an array of objects that each have an "id" and \
                "items" (an array as above, one kind in every section); its other \
                members are the section's content. Section and item ids must be \
                unique (items across all sections). The output has "sections" \
                (offsets) and "items" ([section, item] paths; an item that changes \
                section is moved), checked by rebuilding the target.

                Inputs may be named pipes or devices (`<(…)`, mkfifo), read to their end. \
                With --timeout the diff runs in a child process that is killed at the \
                limit. Progress goes to stderr after 2 seconds: a live line on a \
                terminal, else a line a minute.
                """)

        @Option(
            name: .shortAndLong,
            help: "The algorithm: \(AlgorithmRegistry.ids.joined(separator: ", ")) (default: \(Self.defaultAlgorithm.id)).",
            transform: AlgorithmChoice.parse)
        var algorithm: AlgorithmChoice?

        /// The algorithm without `--algorithm` or `--adapter`.
        static let defaultAlgorithm: any DiffAlgorithm = HashKeyedLinearDiff()

        @Option(
            help: ArgumentHelp(
                "Diff with an external adapter instead (docs/adapters.md): a path, or a command such as 'python3 my.py'. Its changeset is checked before it is printed.",
                valueName: "command"))
        var adapter: String?

        @Argument(help: "The old array (JSON file), or - for standard input.", completion: .file())
        var source: String

        @Argument(help: "The new array (JSON file), or - for standard input.", completion: .file())
        var target: String

        @Option(help: "Add \"check\": UIKit's verdict on the changeset as one single-section batch (table or collection).")
        var check: ListViewKind?

        @Flag(help: "Add \"stages\": the fewest batches UIKit accepts and displays correctly, each in `benchrunner validate` form.")
        var stages = false

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Stop a diff that runs longer than this many seconds, reading included, with one error line and exit status 1 (more than 0, at most 86400; default: no limit).",
                valueName: "seconds"),
            transform: { try NumericOption.number($0, in: RunLimits.timeout, unit: "seconds", excludingLowerBound: true) })
        var timeout: Double?

        func validate() throws {
            if adapter != nil, let algorithm {
                throw ValidationError("--algorithm \(algorithm) and --adapter exclude each other: the adapter computes the changeset")
            }
            if source == "-" && target == "-" {
                throw ValidationError("SOURCE and TARGET are both -: at most one of them can be standard input")
            }
        }

        func run() throws {
            if let timeout, !Self.runsUnderTimeout {
                try runUnderTimeout(timeout)
                return
            }
            if Self.runsUnderTimeout { Self.dieWithParent() }
            if let adapter {
                try runAdapter(try parseAdapterCommands([adapter])[0])
                return
            }
            let algorithm = algorithm?.algorithm ?? Self.defaultAlgorithm
            let notice = SlowWorkNotice(prefix: "benchrunner diff")
            defer { notice.cancel() }
            let sourceInput: DiffInput
            let targetInput: DiffInput
            do {
                let sourceData = try DiffInput.read(path: source)
                let targetData = try DiffInput.read(path: target)
                if let refusal = Self.refusalBeforeParsing(algorithm, source: sourceData, target: targetData) {
                    throw InputError("input too large for \(refusal.algorithm): \(refusal.reason)")
                }
                notice.begin("reading \(source) and \(target) (\(formatBytes(sourceData.count + targetData.count)))")
                sourceInput = try DiffInput.parse(sourceData) { InputFileError(path: source, problem: $0) }
                targetInput = try DiffInput.parse(targetData) { InputFileError(path: target, problem: $0) }
            } catch let error as InputFileError {
                throw InputError(error.description)
            }
            notice.begin(
                "diffing \(groupedDigits(sourceInput.count)) → \(groupedDigits(targetInput.count)) elements with \(algorithm.id)")
            let output: String
            do {
                output = try Self.render(
                    algorithm: algorithm, source: sourceInput, target: targetInput, sourcePath: source, targetPath: target,
                    check: check, stages: stages)
            } catch let error as InputFileError {
                throw InputError(error.description)
            } catch let error as DiffError {
                guard let refusal = error.refusal else { throw error }
                throw InputError("input too large for \(refusal.algorithm): \(refusal.reason)")
            }
            notice.end()
            print(output)
        }

        /// The algorithm's refusal of these inputs, decided from their bytes
        /// without parsing them, or `nil` when only a parse can tell.
        ///
        /// When even the most elements the byte counts allow (2 bytes each)
        /// pass the size guard, nothing is refused; otherwise the top-level
        /// elements are counted by a scan (exact for valid JSON) and the
        /// guard decides on those counts.
        ///
        /// - Complexity: O(1) when the bounds pass, else O(*b*), *b* the bytes.
        static func refusalBeforeParsing(_ algorithm: any DiffAlgorithm, source: Data, target: Data) -> DiffRefusal? {
            let sourceBound = ElementCount.upperBound(byteCount: source.count)
            let targetBound = ElementCount.upperBound(byteCount: target.count)
            guard algorithm.refusal(sourceCount: sourceBound, targetCount: targetBound) != nil,
                let sourceCount = ElementCount.scan(source), let targetCount = ElementCount.scan(target)
            else { return nil }
            return algorithm.refusal(sourceCount: sourceCount, targetCount: targetCount)
        }

        /// Diffs two inputs of one element kind and renders the changeset.
        ///
        /// - Throws: `InputFileError` (naming `targetPath`) when the kinds
        ///   differ, `DiffError` when the algorithm refuses the sizes.
        static func render(
            algorithm: any DiffAlgorithm, source: DiffInput, target: DiffInput, sourcePath: String = "SOURCE", targetPath: String,
            check: ListViewKind? = nil, stages: Bool = false
        ) throws -> String {
            switch (source, target) {
            case let (.sections(old), .sections(new)):
                return try renderSectioned(
                    algorithm: algorithm, source: old, target: new, sourcePath: sourcePath, targetPath: targetPath,
                    check: check, stages: stages)
            case let (.integers([]), .sections(new)):
                return try renderSectioned(
                    algorithm: algorithm, source: [], target: new, sourcePath: sourcePath, targetPath: targetPath,
                    check: check, stages: stages)
            case let (.sections(old), .integers([])):
                return try renderSectioned(
                    algorithm: algorithm, source: old, target: [], sourcePath: sourcePath, targetPath: targetPath,
                    check: check, stages: stages)
            default: break
            }
            let changeset = try DiffInput.changeset(from: source, to: target, using: algorithm, targetPath: targetPath)
            var writer = JSONObjectWriter()
            writer.add("algorithm", json: jsonStringLiteral(algorithm.id))
            changeset.write(to: &writer)
            writeBatchChecks(changeset, source: source, target: target, check: check, stages: stages, to: &writer)
            return writer.rendered
        }
    }
}
