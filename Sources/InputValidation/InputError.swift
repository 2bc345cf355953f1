//===----------------------------------------------------------------------===//
// InputError: bad input that is not an option
//===----------------------------------------------------------------------===//

/// A problem with a file or value the user gave: missing, truncated, foreign,
/// an unknown name. `CommandLineTool.main()` reports it as one line,
/// `<tool>: error: <description>`, and exits with `ExitStatus.badInput`.
///
///     throw InputError("a.json: no such file")
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The one-line message, without the `<tool>: error: ` prefix.
    public var description: String

    public init(_ description: String) { self.description = description }
}
