import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// fileErrorReason: a Foundation file error as a few readable words
//===----------------------------------------------------------------------===//

/// Why a Foundation file operation failed, in a few lower-case words for a
/// one-line message: `is a directory`, `permission denied`, `no such file or
/// directory`, rather than `The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)`.
///
/// Prefers the system's reason (`errno`, often the underlying error of a
/// Cocoa error), then what `path` shows (a folder where a file should be, or
/// the other way round with `folder`; a missing or read-only folder), then
/// the Cocoa error's meaning, then Foundation's text.
package func fileErrorReason(_ error: any Error, path: String? = nil, folder: Bool = false) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return posixReason(Int32(nsError.code)) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return posixReason(Int32(underlying.code))
    }
    if let path, let reason = pathProblem(path, folder: folder) { return reason }
    if nsError.domain == NSCocoaErrorDomain, let reason = cocoaReason(nsError.code) { return reason }
    let text = nsError.localizedDescription.split(separator: "\n").first.map(String.init) ?? ""
    return text.isEmpty || text.contains("NSCocoaErrorDomain") ? "the system refused (Cocoa error \(nsError.code))" : text
}

/// `strerror`, lower-cased: `no space left on device`.
private func posixReason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
}

/// The Cocoa file error codes a read or write can end with.
private func cocoaReason(_ code: Int) -> String? {
    switch CocoaError.Code(rawValue: code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or directory"
    case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
    case .fileWriteOutOfSpace: "no space left on device"
    case .fileWriteVolumeReadOnly: "read-only file system"
    case .fileWriteFileExists: "the file exists"
    case .fileReadInvalidFileName, .fileWriteInvalidFileName: "invalid file name"
    case .fileReadTooLarge: "the file is too large"
    case .fileReadCorruptFile: "the file is damaged"
    case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding: "the text is not UTF-8"
    default: nil
    }
}

/// Why a file (or with `folder`, a folder) cannot be read or written at
/// `path`, as far as the file system shows: `is a directory`, `is a file, not
/// a folder`, `no such file or directory` (its folder), `not a directory: P`
/// (a file where its folder should be), `permission denied`; `nil` when
/// nothing is visibly wrong.
package func pathProblem(_ path: String, folder: Bool = false) -> String? {
    var isDirectory: ObjCBool = false
    let manager = FileManager.default
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
        if isDirectory.boolValue != folder { return folder ? "is a file, not a folder" : "is a directory" }
        if !manager.isReadableFile(atPath: path) { return "permission denied" }
        return manager.isWritableFile(atPath: path) ? nil : "permission denied"
    }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard manager.fileExists(atPath: parent, isDirectory: &isDirectory) else {
        return pathProblem(parent, folder: true) ?? "no such file or directory"
    }
    if !isDirectory.boolValue { return "\(parent) is a file, not a folder" }
    return manager.isWritableFile(atPath: parent) ? nil : "permission denied"
}
