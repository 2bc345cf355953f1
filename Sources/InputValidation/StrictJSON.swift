import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// StrictJSON: decoding a file the user gave, every failure as one line
//===----------------------------------------------------------------------===//

/// Decodes JSON that a user gave (a results file, a request, an input
/// array) and turns every failure into one `InputError` line that names the
/// file and, where possible, the field or the position.
package enum StrictJSON {
    /// Checks that `data` is well-formed JSON (any top-level value); see
    /// `JSONSyntax.problem(in:)`.
    ///
    /// - Returns: `nil` when the data is JSON, else the one-line problem.
    /// - Complexity: O(*n*), *n* the length of `data`.
    package static func problem(in data: Data) -> String? { JSONSyntax.problem(in: data) }

    /// Decodes `type` from `data`, naming `name` in every error.
    ///
    /// - Throws: `InputError` `"<name>: the file is empty"`, `"<name>: not
    ///   valid JSON (…)"`, `"<name>: missing 'cells[3].key'"` or `"<name>:
    ///   'cells[3].samples' has the wrong type"`.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, name: String) throws(InputError) -> T {
        guard data.contains(where: { !jsonWhitespace.contains($0) }) else { throw InputError("\(name): the file is empty") }
        if let problem = problem(in: data) { throw InputError("\(name): \(problem)") }
        do {
            return try JSONDecoder().decodeCheckingNesting(type, from: data)
        } catch {
            throw InputError("\(name): \(fieldProblem(error) ?? "does not have the expected shape")")
        }
    }

    /// The missing or mistyped field a `DecodingError` names, as
    /// `missing 'cells[3].key'` or `'cells[3].samples' has the wrong type`;
    /// `nil` for any other error.
    package static func fieldProblem(_ error: any Error) -> String? {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            "missing \(fieldPath(context.codingPath + [key]))"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            "\(fieldPath(context.codingPath)) has the wrong type"
        case let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty:
            "\(fieldPath(context.codingPath)) has an invalid value (\(context.debugDescription.trimmingCharacters(in: .punctuationCharacters)))"
        default:
            nil
        }
    }

    /// `'cells[3].summary.median'`, or `the top level` for an empty path.
    package static func fieldPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "the top level" : "'\(text)'"
    }

    /// Space, tab, line feed, carriage return: JSON's whitespace bytes.
    package static var jsonWhitespace: Set<UInt8> { JSONSyntax.whitespace }
}
