import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// InputFileBytes: an input file's bytes, whatever kind of file it is
//===----------------------------------------------------------------------===//

/// Reads a file the user named as input. A regular file and anything that
/// is read as a stream — a named pipe (`mkfifo`, the `/dev/fd/63` of a
/// shell's `<(…)`), a character device (`/dev/stdin`, `/dev/null`), a
/// socket — are read the same way, to the end of file, so that the caller
/// checks their bytes alike (the size guards, the parse).
/// `FileManager.contents(atPath:)` returns `nil` for a pipe.
package enum InputFileBytes {
    /// Why a file's bytes could not be read.
    package enum Problem: Error, Equatable, Sendable {
        /// Nothing at the path.
        case noSuchFile
        /// A directory at the path.
        case directory
        /// The system's reason, lower-cased: `permission denied`.
        case unreadable(String)

        /// The problem in a few words, for an error line: `no such file`,
        /// `is a directory`, `permission denied`.
        package var reason: String {
            switch self {
            case .noSuchFile: "no such file"
            case .directory: "is a directory"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The size of one read.
    static let chunk = 1 << 16

    /// The bytes of the file at `path`, read until its end. Opening a named
    /// pipe waits for its writer, as `cat` does.
    ///
    /// - Throws: `Problem` for a missing path, a directory, or a file that
    ///   cannot be opened or read.
    /// - Complexity: O(*s*), *s* the bytes read.
    package static func read(path: String) throws(Problem) -> Data {
        var descriptor: Int32
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .noSuchFile }
            if code == EISDIR { throw .directory }
            throw .unreadable(reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .directory }
        // A regular file says its size; a stream is read chunk by chunk.
        var data = Data(capacity: status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : chunk)
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunk) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason(errno))
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// `strerror`, lower-cased: `permission denied`.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// The C library's `read(2)`, which `InputFileBytes.read(path:)` hides.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
