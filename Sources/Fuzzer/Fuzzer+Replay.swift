import BatchUpdateChecker
import ArgumentParser
import CLISupport
import DiffAlgorithms
import Foundation
import FuzzCore

extension Fuzzer {
    /// `fuzzer replay FILE…`: reruns repros.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rerun JSON repros (or, with --bytes, libFuzzer inputs).",
            discussion: """
                Checks every property of the repro's algorithm (or of --algorithms) on its \
                input and prints the outcome; sectioned repros ("kind": "sectioned") get the \
                sectioned properties, stream repros ("kind": "stream") rerun their policy over \
                their stream, and adapter repros ("kind": "adapter") replay through --adapter. Exits 1 if any property fails, 0 otherwise.
                """)

        @Argument(help: "Repro files (JSON), or raw libFuzzer inputs with --bytes.", completion: .file())
        var files: [String]

        @Option(
            help: "Check these algorithms (comma-separated) instead of the one named in the repro.",
            transform: AlgorithmList.parse)
        var algorithms: AlgorithmList?

        @Option(
            help: ArgumentHelp(
                "Replay an adapter repro through this adapter (a path, or a command such as 'python3 my.py').",
                valueName: "command"))
        var adapter: String?

        @OptionGroup var answers: HangTimeoutOption

        @Flag(help: "Check every algorithm.")
        var allAlgorithms = false

        @Flag(help: "The files are raw libFuzzer inputs (crash artifacts); failures are shrunk to JSON repros.")
        var bytes = false

        @Option(help: "Batch-update semantics when the repro names none: table or collection.")
        var view: ListViewKind = .table

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one repro file") }
            if allAlgorithms && algorithms != nil {
                throw ValidationError("give --algorithms or --all-algorithms, not both")
            }
            if adapter == nil, answers.hangTimeoutOption != nil {
                throw ValidationError("--hang-timeout does not apply without --adapter")
            }
            if adapter != nil {
                for (given, option) in [(algorithms != nil, "--algorithms"), (allAlgorithms, "--all-algorithms"), (bytes, "--bytes")]
                where given {
                    throw ValidationError("\(option) does not apply with --adapter: the adapter replays the repro")
                }
            }
        }

        func run() throws {
            var failed = false
            if let adapter {
                try replayAdapter(adapter)
                return
            }
            for file in files {
                failed = try (bytes ? replayBytes(file) : replayJSON(file)) || failed
            }
            if failed { throw ExitCode(1) }
        }

        /// Replays one repro file by its kind; returns whether anything failed.
        func replayJSON(_ file: String) throws -> Bool {
            let data = try Self.readFile(file)
            let kind: ReproKind
            do {
                kind = try ReproKind(json: data)
            } catch {
                throw InputError("\(file): \(error.description)")
            }
            switch kind {
            case .sectioned:
                return try replaySectioned(file, data: data)
            case .stream:
                return try replayStream(file, data: data)
            case .adapter:
                // An in-process check (DiffBenchTesting) records no command:
                // its closure replays the repro in the test's own process.
                switch (try? AdapterRepro(json: data))?.command {
                case let command? where !command.isEmpty:
                    throw InputError("\(file): an adapter's repro; replay it through the adapter with --adapter '\(command)'")
                case _?:
                    throw InputError(
                        "\(file): an in-process check's repro; replay it in its test with .replay(\"\(file)\") on the same DiffBenchCheck, or through an adapter with --adapter COMMAND")
                case nil:
                    throw InputError("\(file): an adapter's repro; replay it through the adapter with --adapter COMMAND")
                }
            case .flat:
                break
            }
            let repro: Repro
            do {
                repro = try Repro(json: data)
            } catch let error as ReproError {
                throw InputError("\(file): \(error.description)")
            }
            guard PropertyID(rawValue: repro.property) != nil else {
                throw InputError(
                    "\(file): unknown property '\(repro.property)'; valid: \(PropertyID.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let chosen = try algorithms(for: repro.algorithm, file: file)
            print("\(file): \(repro.algorithm) \(repro.property), \(repro.input.kind.rawValue) "
                + "\(repro.input.sourceCount) → \(repro.input.targetCount) elements")
            var failed = false
            for (algorithm, result) in repro.replay(algorithms: chosen, view: view) {
                failed = printOutcome(algorithm, result) || failed
            }
            return failed
        }

        func replayBytes(_ file: String) throws -> Bool {
            let data = try Self.readFile(file)
            let fuzzCase = data.withUnsafeBytes { FuzzCase(fuzzBytes: $0) }
            let chosen = allAlgorithms ? AlgorithmRegistry.all : (algorithms ?? .all).algorithms
            let campaign = Campaign(CampaignConfiguration(seed: 0, iterations: 1, view: view))
            print("\(file): \(fuzzCase)")
            var failed = false
            for (algorithm, result) in zip(chosen, campaign.check(fuzzCase, chosen)) {
                failed = printOutcome(algorithm.id, result) || failed
                if let failure = result.failure {
                    print(campaign.shrink(fuzzCase, index: nil, algorithm, failure).repro.json, terminator: "")
                }
            }
            return failed
        }

        /// The algorithms to replay a repro of `named` with: every one with
        /// `--all-algorithms`, those of `--algorithms`, else the named one.
        func algorithms(for named: String, file: String) throws -> [any DiffAlgorithm] {
            if allAlgorithms { return AlgorithmRegistry.all }
            if let algorithms { return algorithms.algorithms }
            guard let algorithm = AlgorithmRegistry.algorithm(id: named) else {
                throw InputError(
                    "\(file): unknown algorithm '\(named)'; valid: \(AlgorithmRegistry.ids.joined(separator: ", "))")
            }
            return [algorithm]
        }

        /// Throws a one-line `InputError` unless `path` names a regular file.
        /// The bytes of the repro file at `path`; a named pipe (`<(…)`) is
        /// read to its end like a regular file.
        ///
        /// - Throws: `InputError` for a missing or unreadable file or a directory.
        static func readFile(_ path: String) throws(InputError) -> Data {
            do throws(InputFileBytes.Problem) {
                return try InputFileBytes.read(path: path)
            } catch .directory {
                throw InputError("\(path): is a directory, expected a repro file")
            } catch {
                throw InputError("\(path): \(error.reason)")
            }
        }

        /// Prints one algorithm's outcome; returns whether it failed.
        func printOutcome(_ algorithm: String, _ result: AlgorithmCheck) -> Bool {
            if result.refused {
                print("  \(algorithm): refused (over its size guard)")
                return false
            }
            if let failure = result.failure {
                print("  \(algorithm): FAIL \(failure.property.rawValue): \(failure.message)")
                if let changeset = failure.changeset { print("    changeset: \(describe(changeset))") }
                return true
            }
            let names = result.checked.sorted().map(\.rawValue).joined(separator: ", ")
            print("  \(algorithm): ok (\(result.checked.count) properties: \(names))")
            return false
        }
    }
}
