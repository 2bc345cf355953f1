import Foundation

//===----------------------------------------------------------------------===//
// JSONSyntax: is it JSON at all, and where not
//===----------------------------------------------------------------------===//

/// The syntax check every JSON file a user gives goes through first
/// (`StrictJSON.problem(in:)` forwards here).
package enum JSONSyntax {
    /// Checks that `data` is well-formed JSON (any top-level value).
    /// `JSONSerialization` names the problem and its position and refuses
    /// absurd nesting, where `JSONDecoder` on Linux only says "not valid JSON".
    ///
    /// - Returns: `nil` when the data is JSON, else the one-line problem,
    ///   e.g. `"not valid JSON (Unexpected character 'x' around line 1, column 2)"`.
    /// - Complexity: O(*n*), *n* the length of `data`.
    package static func problem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (detail.map { " (\($0.trimmingCharacters(in: .punctuationCharacters)))" } ?? "")
        }
    }

    /// Space, tab, line feed, carriage return: JSON's whitespace bytes.
    package static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
}
