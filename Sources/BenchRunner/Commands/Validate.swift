import ArgumentParser
import BatchUpdateChecker
import BenchCore
import BenchMeasurement
import CLISupport
import Foundation

extension BenchRunner {
    /// `benchrunner validate BATCH.json`: what UIKit does with one batch
    /// update, for a crash log or a fuzz case.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check one batch update the way UITableView/UICollectionView do.",
            discussion: """
                BATCH is one JSON object: {"view": "table", "before": [3, 3], "after": [3, 3], \
                "deletes": [[0, 1]], "inserts": [[1, 0]], "reloads": [[0, 2]], \
                "moves": [[[0, 0], [1, 1]]], "sectionDeletes": [], "sectionInserts": [], \
                "sectionReloads": [], "sectionMoves": [[1, 0]]}. "before" and "after" are the \
                item counts per section; deletes and reloads use before-update paths, inserts \
                after-update paths, moves go from before to after. Omitted operation keys are \
                empty; "view" is "table" (default) or "collection".

                Prints {"valid": …, "rule": …, "message": …, "fallback": …, "hazards": […]}. \
                Exit codes: 0 UIKit accepts the batch (also when a table view falls back to \
                reloadData), 1 UIKit throws NSInternalInconsistencyException, 2 bad input.
                """)

        @Argument(help: "The batch (JSON file), or - for standard input.", completion: .file())
        var batch: String

        @Option(help: "How messages print index paths: short (0 - 1) or uikit (<NSIndexPath: 0x…> {length = 2, path = 0 - 1}).")
        var paths: IndexPathStyle = .short

        @Option(help: "The wording of count failures: classic or modern (\"Invalid batch updates detected\").")
        var countFormat: CountMessageFormat = .classic

        @Flag(help: "Model an iOS 7-era table view: throw instead of calling reloadData when a row moves out of a deleted or into an inserted section.")
        var legacyTableView = false

        var options: ValidationOptions {
            ValidationOptions(
                indexPathStyle: paths, countFormat: countFormat,
                tableViewCrossSectionMoves: legacyTableView ? .legacyException : .reloadDataFallback)
        }

        func run() throws {
            let data: Data
            do {
                data = try Self.read(batch)
            } catch {
                throw InputError(error.description)
            }
            switch Self.evaluate(data, options: options) {
            case let .verdict(verdict):
                print(verdict.json)
                if !verdict.isAccepted { throw ExitCode(1) }
            case let .badInput(message):
                throw InputError("\(batch): \(message)")
            }
        }

        /// The answer for one document: a verdict, or why the input is bad.
        enum Evaluation: Equatable {
            case verdict(BatchVerdict)
            case badInput(String)
        }

        /// Parses and validates a batch document.
        ///
        /// - Complexity: O(*b* + *k*²), where *b* is the document's size in
        ///   bytes and *k* the number of operations.
        static func evaluate(_ data: Data, options: ValidationOptions) -> Evaluation {
            let document: BatchDocument
            do {
                document = try BatchDocument(json: data)
            } catch {
                // The decoder cannot say which number it could not read as an `Int`.
                if error.message.hasPrefix("a number is not an integer"), let path = StrictJSON.firstNonIntegerNumber(in: data) {
                    return .badInput("\(path) must be an integer that fits in 64 bits (indexes and counts are integers)")
                }
                return .badInput(error.message)
            }
            do {
                let validator = BatchUpdateValidator(view: document.view, options: options)
                return .verdict(try validator.validate(document.update, before: document.before, after: document.after))
            } catch {
                return .badInput("\(error.rule.rawValue): \(error.message)")
            }
        }

        /// The bytes of `path` (a named pipe or device read to its end),
        /// or of standard input for `-`, as `diff` reads its inputs.
        static func read(_ path: String) throws(InputFileError) -> Data {
            try DiffInput.read(path: path, directoryProblem: "is a directory")
        }
    }
}

extension IndexPathStyle: ExpressibleByArgument {}
extension CountMessageFormat: ExpressibleByArgument {}
extension ListViewKind: ExpressibleByArgument {}
