import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import Foundation

extension BenchRunner {
    /// Named baselines under `results/baselines/NAME/`.
    struct Baseline: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store a run as a named baseline, or list the baselines.",
            subcommands: [Update.self, List.self])
    }
}

extension BenchRunner.Baseline {
    /// `baseline update NAME [RUN]`: copies a run's files into
    /// `results/baselines/NAME/`, replacing what was there.
    struct Update: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store a run (default: the newest under results/runs) as results/baselines/NAME.")

        @Argument(help: "The baseline's name, e.g. main or nightly.")
        var name: String

        @Argument(help: ArgumentHelp("A results file, run folder or run name (default: the newest run).", valueName: "run"))
        var source: String?

        @Option(help: "The results folder that holds runs/ and baselines/.")
        var resultsDir: String = "results"

        func validate() throws {
            guard !name.isEmpty, !name.hasPrefix("."),
                name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) })
            else {
                throw ValidationError("invalid baseline name '\(name)': use letters, digits, '-', '_' and '.'")
            }
        }

        func run() throws {
            let location = ResultsLocation(root: resultsDir)
            do {
                let file = try location.resultsFile(orNewest: source)
                let destination = try BaselineStore.update(name: name, from: file, location: location)
                print("baseline \(name): \(destination.relativePath) (from \(file.deletingLastPathComponent().relativePath))")
            } catch {
                throw InputError(error.description)
            }
        }
    }

    /// `baseline list`: the names, with the run each holds.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the stored baselines.")

        @Option(help: "The results folder that holds runs/ and baselines/.")
        var resultsDir: String = "results"

        func run() throws {
            let location = ResultsLocation(root: resultsDir)
            for name in location.baselineNames() {
                let file = location.baseline(name).appendingPathComponent("results.json")
                if let results = try? ResultsLocation.load(file) {
                    let environment = results.environment
                    print("\(name)\t\(results.run.id)\t\(results.cells.count) cells\t\(environment.cpu) · \(environment.swift) · \(environment.buildConfiguration)")
                } else {
                    print("\(name)\t(unreadable)")
                }
            }
        }
    }
}

/// Stores runs as baselines.
enum BaselineStore {
    /// Copies the run folder's files (results.json, CSV, Markdown, charts)
    /// into `baselines/NAME/`, after checking that results.json decodes.
    ///
    /// - Returns: The baseline folder.
    @discardableResult
    static func update(name: String, from file: URL, location: ResultsLocation) throws(InputError) -> URL {
        let results = try ResultsLocation.load(file)
        if !results.run.complete {
            printToStandardError("warning: run \(results.run.id) is incomplete (\(results.cells.count) of \(results.run.plannedCells) cells); storing it anyway")
        }
        let manager = FileManager.default
        let destination = location.baseline(name)
        let staging = location.baselines.appendingPathComponent(".\(name)-\(UUID().uuidString.prefix(8))")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            let source = file.deletingLastPathComponent()
            let siblings = (try? manager.contentsOfDirectory(atPath: source.path)) ?? []
            for item in siblings where item != "results.json" && isRunArtifact(item) {
                try manager.copyItem(at: source.appendingPathComponent(item), to: staging.appendingPathComponent(item))
            }
            try results.encoded().write(to: staging.appendingPathComponent("results.json"))
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            try manager.moveItem(at: staging, to: destination)
        } catch {
            try? manager.removeItem(at: staging)
            throw InputError("cannot write \(destination.relativePath): \(fileErrorReason(error, path: destination.path, folder: true))")
        }
        return destination
    }

    /// The files a run folder holds that belong in a baseline.
    static func isRunArtifact(_ name: String) -> Bool {
        name == "results.csv" || name == "results.md" || (name.hasPrefix("chart-") && name.hasSuffix(".svg"))
    }
}
