import Foundation

//===----------------------------------------------------------------------===//
// Foundation's file errors as one readable line
//===----------------------------------------------------------------------===//

/// `error` (from reading or writing `path`) as one line:
/// `/proc/nope/a.json: No such file or directory`, never
/// `The operation could not be completed. (NSCocoaErrorDomain error 4.)`.
///
/// The system's reason (`strerror`) when the error carries an errno, else a
/// phrase for the Cocoa error code, else the error's own first line.
func readableFileError(_ error: any Error, path: String) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return "\(path): \(String(cString: strerror(Int32(underlying.code))))"
    }
    if nsError.domain == NSPOSIXErrorDomain {
        return "\(path): \(String(cString: strerror(Int32(nsError.code))))"
    }
    if nsError.domain == NSCocoaErrorDomain {
        let reason: String? =
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
            case .fileWriteNoPermission, .fileReadNoPermission: "permission denied"
            case .fileWriteOutOfSpace: "no space left on the device"
            case .fileWriteVolumeReadOnly: "read-only file system"
            case .fileWriteFileExists: "a file is in the way"
            case .fileReadCorruptFile: "not readable (corrupt)"
            case .fileReadInapplicableStringEncoding: "not valid UTF-8"
            default: nil
            }
        if let reason { return "\(path): \(reason)" }
    }
    let text = nsError.localizedDescription.split(separator: "\n").first.map(String.init) ?? "\(error)"
    return "\(path): \(text)"
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
