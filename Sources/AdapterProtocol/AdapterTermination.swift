#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// AdapterTermination: how an adapter process ended
//===----------------------------------------------------------------------===//

/// How an adapter process ended.
package enum AdapterTermination: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)

    /// Decodes a `waitpid` status.
    package init(waitStatus status: Int32) {
        let signal = status & 0x7f
        self = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    package var description: String {
        switch self {
        case .exited(let status):
            "exited with status \(status)"
        case .signaled(let signal):
            if let name = strsignal(signal) {
                "killed by signal \(signal) (\(String(cString: name)))"
            } else {
                "killed by signal \(signal)"
            }
        }
    }
}
