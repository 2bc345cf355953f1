import CLISupport
import Foundation

//===----------------------------------------------------------------------===//
// OutputFolder: --output is checked before a campaign starts
//===----------------------------------------------------------------------===//

/// Checks that repros can be written under `--output` before any case
/// runs: the folder is created if missing (with its parents) and a probe
/// file written and removed in it. Folders the check created are removed
/// again, so a campaign without failures leaves nothing behind.
enum OutputFolder {
    /// - Throws: `InputError` `--output PATH: not a folder`,
    ///   `--output PATH: cannot be created in ANCESTOR: REASON` or
    ///   `--output PATH: not writable: REASON`.
    static func requireWritable(_ path: String) throws(InputError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var created: URL?
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputError("--output \(path): not a folder") }
        } else {
            // The outermost missing folder: removed again after the check.
            var outermost = URL(fileURLWithPath: path).standardizedFileURL
            while case let parent = outermost.deletingLastPathComponent(), parent.path != outermost.path,
                !manager.fileExists(atPath: parent.path)
            {
                outermost = parent
            }
            let ancestor = outermost.deletingLastPathComponent().path
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw InputError("--output \(path): cannot be created in \(ancestor): \(reason(error))")
            }
            created = outermost
        }
        defer { if let created { try? manager.removeItem(at: created) } }
        let probe = (path as NSString).appendingPathComponent(".fuzzer-write-check-\(getpid())")
        guard manager.createFile(atPath: probe, contents: Data()) else {
            throw InputError("--output \(path): not writable: \(String(cString: strerror(errno)))")
        }
        try? manager.removeItem(atPath: probe)
    }

    /// The system's reason in a Foundation error, without the path.
    private static func reason(_ error: any Error) -> String {
        let line = readableFileError(error, path: "")
        return line.hasPrefix(": ") ? String(line.dropFirst(2)) : line
    }
}
