import AdapterHost
import ArgumentParser
import BenchCore
import BenchMeasurement
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// --adapter: external adapters as algorithms
//===----------------------------------------------------------------------===//

/// Parses each `--adapter` value (a path, or a command line such as
/// `python3 my.py --fast`) and checks its executable.
///
/// - Throws: `ValidationError` with one line for a missing, non-executable
///   or unparsable command.
func parseAdapterCommands(_ values: [String]) throws -> [AdapterCommand] {
    try values.map { value in
        do {
            return try AdapterCommand(parsing: value)
        } catch {
            throw ValidationError("--adapter: \(error)")
        }
    }
}

/// Starts each adapter once for its handshake.
///
/// - Throws: `ValidationError` with one line when an adapter cannot start or
///   shake hands (a name a built-in row uses is a handshake error), or two
///   adapters share a name.
func introduceAdapters(_ commands: [AdapterCommand]) throws -> [AdapterAlgorithm] {
    var adapters: [AdapterAlgorithm] = []
    for command in commands {
        let adapter: AdapterAlgorithm
        do {
            adapter = try AdapterAlgorithm.introduce(command)
        } catch {
            throw ValidationError("--adapter '\(command)': \(error)")
        }
        let id = adapter.id.lowercased()
        if adapters.contains(where: { $0.id.lowercased() == id }) {
            throw ValidationError("--adapter '\(command)': its name '\(adapter.id)' is already another adapter's; adapters need names of their own")
        }
        adapters.append(adapter)
    }
    return adapters
}

/// Checks that `--algorithms` selects every adapter given, and that the run
/// times: an adapter's cell can be timed only, and one left out of the
/// selection would be started for nothing.
///
/// - Throws: `ValidationError` with one line naming the adapter.
func checkAdaptersApply(_ adapters: [AdapterAlgorithm], algorithms: [String], metrics: [Metric]) throws {
    for adapter in adapters where !algorithms.contains(adapter.id) {
        throw ValidationError(
            "--adapter '\(adapter.command)': --algorithms does not select its name '\(adapter.id)'; add it to --algorithms, or leave --algorithms out")
    }
    if !adapters.isEmpty, !metrics.contains(.time) {
        throw ValidationError(
            "--adapter: adapters' cells are timed only, and --metric \(metrics.map(\.rawValue).joined(separator: ",")) leaves out time; add time, or leave the adapters out")
    }
}
