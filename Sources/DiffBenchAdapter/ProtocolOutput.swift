#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// ProtocolOutput: the protocol's own standard output
//===----------------------------------------------------------------------===//

/// The process's original standard output, kept for protocol lines only.
struct ProtocolOutput {
    private let descriptor: Int32

    /// Keeps a duplicate of standard output for the protocol and points file
    /// descriptor 1 at standard error, so that anything else printed (a
    /// library's debug `print`) lands in DiffBench's log instead of
    /// corrupting the protocol.
    static func takingStandardOutput() -> ProtocolOutput {
        let kept = dup(STDOUT_FILENO)
        guard kept >= 0 else { return ProtocolOutput(descriptor: STDOUT_FILENO) }
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return ProtocolOutput(descriptor: kept)
    }

    /// Writes `line` and a newline with unbuffered writes, so the line is
    /// complete on the pipe when this returns.
    ///
    /// - Returns: `false` when the pipe is closed (DiffBench is gone).
    func write(line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #endif
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }
}
