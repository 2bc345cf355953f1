//===----------------------------------------------------------------------===//
// AdapterLaunchError: an adapter command that cannot be started
//===----------------------------------------------------------------------===//

/// Why an adapter command cannot be started. Each description is one line,
/// for the CLI to print before exiting with code 2.
package enum AdapterLaunchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command has no words.
    case emptyCommand
    /// A quote is not closed, or the command ends with a backslash.
    case unbalancedQuote(command: String)
    /// The executable path does not exist.
    case noSuchFile(path: String)
    /// A bare name that no directory of `PATH` holds as an executable.
    case notOnPath(name: String)
    /// The path is a directory.
    case isDirectory(path: String)
    /// The path exists but is not executable.
    case notExecutable(path: String)
    /// `posix_spawn` failed.
    case spawnFailed(path: String, reason: String)

    package var description: String {
        switch self {
        case .emptyCommand:
            "adapter: the command is empty"
        case let .unbalancedQuote(command):
            "adapter '\(command)': unbalanced quote or trailing backslash"
        case let .noSuchFile(path):
            "adapter '\(path)': no such file"
        case let .notOnPath(name):
            "adapter '\(name)': not found (not a file here, and no executable of that name on PATH)"
        case let .isDirectory(path):
            "adapter '\(path)': is a directory, not an executable"
        case let .notExecutable(path):
            "adapter '\(path)': not executable (chmod +x it, or name its interpreter: --adapter 'python3 \(path)')"
        case let .spawnFailed(path, reason):
            "adapter '\(path)': cannot start: \(reason)"
        }
    }
}
