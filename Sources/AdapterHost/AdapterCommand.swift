import Foundation

//===----------------------------------------------------------------------===//
// AdapterCommand: what to run, checked before it runs
//===----------------------------------------------------------------------===//

/// An adapter executable and its arguments, with the executable resolved to
/// an existing, executable file.
package struct AdapterCommand: Hashable, Sendable, CustomStringConvertible {
    /// The path `posix_spawn` starts (as given when it has a `/`, else found
    /// on `PATH`).
    package var executable: String
    /// The arguments after the executable.
    package var arguments: [String]
    /// Variables added to the adapter's environment (benchrunner preloads
    /// its cells' allocator this way); empty by default.
    package var environment: [String: String] = [:]

    /// Checks `executable` and keeps `arguments` as they are.
    ///
    /// A name with a `/` is a path; a bare name is looked up on `PATH`, then
    /// in the current directory.
    ///
    /// - Throws: `AdapterLaunchError` when the file is missing, a directory
    ///   or not executable.
    package init(executable: String, arguments: [String] = []) throws(AdapterLaunchError) {
        self.executable = try Self.resolve(executable)
        self.arguments = arguments
    }

    /// The command given to `--adapter`: a path to an executable (spaces
    /// allowed), or a command line split shell-style, such as
    /// `python3 adapters/my.py --format stages`.
    ///
    /// - Throws: `AdapterLaunchError` for an empty command, an unbalanced
    ///   quote, or an executable that cannot run.
    package init(parsing command: String) throws(AdapterLaunchError) {
        if command.contains("/"), FileManager.default.fileExists(atPath: command) {
            try self.init(executable: command)
            return
        }
        let words = try shellWords(command)
        guard let first = words.first else { throw .emptyCommand }
        try self.init(executable: first, arguments: Array(words.dropFirst()))
    }

    package var description: String {
        ([executable] + arguments).map { word in
            word.isEmpty || word.contains(where: { " \t\n'\"\\$`".contains($0) })
                ? "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'" : word
        }.joined(separator: " ")
    }

    private static func resolve(_ name: String) throws(AdapterLaunchError) -> String {
        if name.isEmpty { throw .emptyCommand }
        if name.contains("/") {
            try check(path: name)
            return name
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = "\(directory)/\(name)"
            if (try? check(path: candidate)) != nil { return candidate }
        }
        if FileManager.default.fileExists(atPath: name) {
            try check(path: name)
            return "./" + name
        }
        throw .notOnPath(name: name)
    }

    private static func check(path: String) throws(AdapterLaunchError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .noSuchFile(path: path)
        }
        if isDirectory.boolValue { throw .isDirectory(path: path) }
        guard FileManager.default.isExecutableFile(atPath: path) else { throw .notExecutable(path: path) }
    }
}
