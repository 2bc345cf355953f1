import CLISupport
import Foundation

//===----------------------------------------------------------------------===//
// Foundation's file errors as one readable line
//===----------------------------------------------------------------------===//

/// `error` (from reading or writing `path`) as one line:
/// `/proc/nope/a.json: no such file or directory`, never
/// `The operation could not be completed. (NSCocoaErrorDomain error 4.)`
/// (the reason is InputValidation's `fileErrorReason`).
func readableFileError(_ error: any Error, path: String) -> String {
    "\(path): \(fileErrorReason(error, path: path.isEmpty ? nil : path))"
}

/// Writes `data` to `path`, creating `folder` first (`--output`).
///
/// - Returns: `nil` when written, else the one-line reason
///   (`readableFileError`).
func writeReproFile(_ data: Data, to path: String, in folder: String) -> String? {
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
        return readableFileError(error, path: folder)
    }
    do {
        try data.write(to: URL(fileURLWithPath: path))
        return nil
    } catch {
        return readableFileError(error, path: path)
    }
}
