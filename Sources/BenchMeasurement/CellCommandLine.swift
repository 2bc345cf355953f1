import Foundation
import InputValidation

//===----------------------------------------------------------------------===//
// CellCommandLine: the arguments a run gives the child that measures a cell
//===----------------------------------------------------------------------===//

/// The command line of a cell's child process, after the executable:
///
///     cell --request JSON --result PATH
///
/// `RunController` builds it (`arguments`); the child reads it back
/// (`init(parsing:)`): benchrunner's `cell` subcommand, and the test-only
/// MisbehavingCells executable.
package struct CellCommandLine: Hashable, Sendable {
    /// The subcommand that measures one cell.
    package static let subcommand = "cell"
    /// The synopsis, for a usage line.
    package static let usage = "\(subcommand) --request JSON --result PATH"

    /// The cell to measure.
    package var request: CellRequest
    /// Where the child writes its `CellOutcome` as JSON.
    package var resultPath: String

    package init(request: CellRequest, resultPath: String) {
        self.request = request
        self.resultPath = resultPath
    }

    /// `cell --request JSON --result PATH`, the request encoded as one
    /// line of JSON.
    package var arguments: [String] {
        let json = String(decoding: (try? JSONEncoder().encode(request)) ?? Data(), as: UTF8.self)
        return [Self.subcommand, "--request", json, "--result", resultPath]
    }

    /// Reads `arguments` (the process's arguments after the executable):
    /// the subcommand, then `--request` and `--result` once each, in either
    /// order, each followed by its value.
    ///
    /// - Throws: `InputError` of one line: a missing or repeated option, an
    ///   unexpected argument, or a request that is not a `CellRequest`
    ///   (`StrictJSON`'s message, naming `--request`).
    package init(parsing arguments: [String]) throws(InputError) {
        guard arguments.first == Self.subcommand else {
            throw InputError("expected '\(Self.subcommand)' first: \(Self.usage)")
        }
        var values: [String: String] = [:]
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            guard option == "--request" || option == "--result" else {
                throw InputError("unexpected argument '\(option)': \(Self.usage)")
            }
            guard let value = rest.popFirst() else { throw InputError("\(option) needs a value: \(Self.usage)") }
            guard values.updateValue(value, forKey: option) == nil else {
                throw InputError("\(option) given twice: \(Self.usage)")
            }
        }
        guard let json = values["--request"], let resultPath = values["--result"] else {
            throw InputError("missing \(values["--request"] == nil ? "--request" : "--result"): \(Self.usage)")
        }
        request = try StrictJSON.decode(CellRequest.self, from: Data(json.utf8), name: "--request")
        self.resultPath = resultPath
    }
}
