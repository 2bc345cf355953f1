//===----------------------------------------------------------------------===//
// InputError: bad input that is not an option
//===----------------------------------------------------------------------===//

/// A problem with a file or value the user gave: missing, truncated, foreign,
/// an unknown name. `CommandLineTool.main()` reports it as one line,
/// `<tool>: error: <description>`, and exits with `ExitStatus.badInput`.
///
///     throw InputError("a.json: no such file")
package struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The one-line message, without the `<tool>: error: ` prefix.
    package var description: String

    package init(_ description: String) { self.description = description }
}
