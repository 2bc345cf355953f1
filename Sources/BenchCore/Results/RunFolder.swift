import Foundation
import InputValidation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// RunFolder: creating a run's output folder, never sharing or mixing one
//===----------------------------------------------------------------------===//

/// Creates the folder a run writes its results to.
///
/// - Without `--output` the folder is `results/runs/<runID>`, then
///   `<runID>-2`, `<runID>-3`, …: each is created with `mkdir(2)`, which fails
///   when the folder exists, so two runs started at once never share one.
/// - An explicit `--output` must be empty or new; a non-empty one is refused
///   unless `overwrite`, which removes the files an earlier run wrote there
///   (and refuses a folder that holds anything else).
///
/// Every problem is an `InputError` of one line.
package enum RunFolder {
    /// The names a run writes into its folder; `--overwrite` removes only these.
    package static func isRunFile(_ name: String) -> Bool {
        ["results.json", "results.csv", "results.md"].contains(name)
            || ((name.hasPrefix("chart-") || name.hasPrefix("pareto-")) && name.hasSuffix(".svg"))
            || (name.hasPrefix(".") && name.contains("results.json"))  // an atomic write's leftover
    }

    /// Creates the run's folder and returns it.
    ///
    /// - Parameters:
    ///   - output: the `--output` path, or `nil` for a new folder under `runs`.
    ///   - runID: the default folder name, `<date>-<commit>`.
    ///   - overwrite: clear a non-empty `output` of an earlier run's files.
    ///   - runs: the parent of default folders.
    /// - Throws: `InputError` naming the path and the reason.
    package static func create(
        output: String?, runID: String, overwrite: Bool = false,
        runs: URL = URL(fileURLWithPath: "results/runs")
    ) throws(InputError) -> URL {
        guard let output else { return try createUnique(in: runs, name: runID) }
        guard !output.isEmpty else { throw InputError("--output is empty: give a folder path") }
        let folder = URL(fileURLWithPath: output)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputError("--output \(output): is a file, not a folder") }
            try clear(folder, shown: output, overwrite: overwrite)
        } else {
            try makeDirectories(folder.path, shown: output)
        }
        guard access(folder.path, W_OK) == 0 else {
            throw InputError("--output \(output): \(systemReason(errno))")
        }
        return folder
    }

    /// Creates `runs/name`, or `name-2`, `name-3`, …: the first that did not exist.
    ///
    /// - Complexity: O(*k*) `mkdir` calls, *k* the number of same-named runs.
    static func createUnique(in runs: URL, name: String) throws(InputError) -> URL {
        try makeDirectories(runs.path, shown: runs.relativePath)
        var suffix = 1
        while true {
            let folder = runs.appendingPathComponent(suffix == 1 ? name : "\(name)-\(suffix)")
            if mkdir(folder.path, 0o755) == 0 { return folder }
            let code = errno
            guard code == EEXIST else { throw InputError("cannot create \(folder.relativePath): \(systemReason(code))") }
            suffix += 1
        }
    }

    /// Refuses a non-empty folder, or with `overwrite` removes an earlier run's files from it.
    static func clear(_ folder: URL, shown: String, overwrite: Bool) throws(InputError) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw InputError("--output \(shown): cannot list the folder: \(systemReason(EACCES))")
        }
        guard !entries.isEmpty else { return }
        guard overwrite else {
            throw InputError(
                "--output \(shown): the folder is not empty (\(entries.count) entr\(entries.count == 1 ? "y" : "ies")); give --overwrite to replace an earlier run's files, or a new folder"
            )
        }
        if let foreign = entries.first(where: { !isRunFile($0) }) {
            throw InputError(
                "--output \(shown): not clearing the folder: '\(foreign)' is not a file benchrunner writes")
        }
        for entry in entries {
            let path = folder.appendingPathComponent(entry).path
            guard unlink(path) == 0 else { throw InputError("--output \(shown): cannot remove \(entry): \(systemReason(errno))") }
        }
    }

    /// `mkdir -p`, with a one-line error naming the reason.
    static func makeDirectories(_ path: String, shown: String) throws(InputError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let code = errno
            var isDirectory: ObjCBool = false
            if code == EEXIST, FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                if isDirectory.boolValue { continue }
                throw InputError("cannot create \(shown): \(prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix) is a file")
            }
            throw InputError("cannot create \(shown): \(systemReason(code))")
        }
    }

    /// `strerror` in lower case, e.g. `"permission denied"`.
    static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
