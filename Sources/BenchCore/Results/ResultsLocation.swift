import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// ResultsLocation: finding and loading a run by file, folder or baseline name
//===----------------------------------------------------------------------===//

/// The layout of a results folder (`results/` by default):
///
///     results/runs/<date>-<commit>/results.json     one folder per run
///     results/baselines/<name>/results.json         named baselines
///     results/history.csv                           one row per tracked cell
///     results/report/                               trend charts and summary
package struct ResultsLocation {
    /// The results folder, `results` unless an option says otherwise.
    package var root: URL

    package init(root: String = "results") { self.root = URL(fileURLWithPath: root) }

    package var runs: URL { root.appendingPathComponent("runs") }
    package var baselines: URL { root.appendingPathComponent("baselines") }
    package var history: URL { root.appendingPathComponent("history.csv") }
    package var report: URL { root.appendingPathComponent("report") }

    package func baseline(_ name: String) -> URL { baselines.appendingPathComponent(name) }

    /// The names of the stored baselines, sorted.
    package func baselineNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: baselines.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: baseline($0).appendingPathComponent("results.json").path)
        }.sorted()
    }

    /// The `results.json` a command-line argument names: a results file, a
    /// run folder, a baseline name, or a run folder's name under `runs/`.
    ///
    /// - Throws: `InputError` when nothing by that name exists.
    package func resultsFile(for argument: String) throws(InputError) -> URL {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: argument, isDirectory: &isDirectory) {
            let url = URL(fileURLWithPath: argument)
            guard isDirectory.boolValue else { return url }
            let file = url.appendingPathComponent("results.json")
            guard manager.fileExists(atPath: file.path) else {
                throw InputError("\(argument): no results.json in this folder")
            }
            return file
        }
        for folder in [baseline(argument), runs.appendingPathComponent(argument)] where !argument.contains("/") {
            let file = folder.appendingPathComponent("results.json")
            if manager.fileExists(atPath: file.path) { return file }
        }
        let names = baselineNames()
        let known = names.isEmpty ? "no baselines in \(baselines.relativePath)" : "baselines: \(names.joined(separator: ", "))"
        throw InputError("\(argument): no such results file, run folder or baseline (\(known))")
    }

    /// `resultsFile(for:)` of the argument, or the newest run without one.
    package func resultsFile(orNewest argument: String?) throws(InputError) -> URL {
        guard let argument else { return try newestRun() }
        return try resultsFile(for: argument)
    }

    /// The newest run under `runs/` (by its start time, then folder name),
    /// complete or not.
    package func newestRun() throws(InputError) -> URL {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? []
        var newest: (started: String, folder: String)?
        for folder in folders {
            let file = runs.appendingPathComponent(folder).appendingPathComponent("results.json")
            guard let results = try? Self.load(file) else { continue }
            if newest == nil || (results.run.started, folder) > newest! { newest = (results.run.started, folder) }
        }
        guard let newest else { throw InputError("no runs under \(runs.relativePath): run `benchrunner` first") }
        return runs.appendingPathComponent(newest.folder).appendingPathComponent("results.json")
    }

    /// Reads and decodes a results file, turning every failure into one
    /// line. A named pipe (`<(…)`) is read to its end like a regular file.
    package static func load(_ file: URL) throws(InputError) -> ResultsFile {
        let name = file.relativePath
        let data: Data
        do throws(InputFileBytes.Problem) {
            data = try InputFileBytes.read(path: file.path)
        } catch {
            throw InputError("\(name): cannot read the file: \(error.reason)")
        }
        guard !data.isEmpty else { throw InputError("\(name): the file is empty") }
        do {
            let results = try ResultsFile.decode(data)
            if let problem = results.validationProblem() {
                throw InputError("\(name): damaged results file: \(problem)")
            }
            return results
        } catch let error as InputError {
            throw error
        } catch let error as ResultsFileError {
            throw InputError("\(name): \(error)")
        } catch {
            if let problem = StrictJSON.fieldProblem(error) {
                throw InputError("\(name): damaged results file: \(problem)")
            }
            if let problem = StrictJSON.problem(in: data) {
                let detail = problem.hasPrefix("not valid JSON") ? String(problem.dropFirst("not valid JSON".count)) : " (\(problem))"
                throw InputError("\(name): truncated or not JSON\(detail)")
            }
            throw InputError("\(name): damaged results file: \(error)")
        }
    }
}
