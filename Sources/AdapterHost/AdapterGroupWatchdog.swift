import CAdapterProcess
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// AdapterGroupWatchdog: adapters' process groups ended with the harness
//===----------------------------------------------------------------------===//

/// The harness's watchdog process, which ends the process groups of the
/// adapters still running when the harness ends, however it ends.
///
/// An adapter gets SIGKILL from the kernel when the harness ends
/// (`PR_SET_PDEATHSIG`), but what the adapter started (an interpreter behind
/// a shell wrapper, workers it forked) does not inherit that. Every adapter
/// leads a process group of its own; the watchdog, a forked copy of the
/// harness that runs a small C loop, keeps the list of those groups and reads
/// a pipe whose write end only the harness holds. When the harness ends, even
/// by SIGKILL, the kernel closes that end; the watchdog reads end-of-file,
/// sends SIGKILL to every group still listed, and exits.
///
/// A group is forgotten only after it has been killed and before its leader
/// is reaped, so the watchdog never kills a group id the system has reused.
enum AdapterGroupWatchdog {
    /// The pipe's write end, -1 until started (or when it could not start:
    /// adapters then still die with the harness, their children may not).
    private static let descriptor = Mutex<Int32>(-1)

    /// Starts the watchdog once; called on the spawner thread only, so that
    /// the fork happens there too.
    static func startIfNeeded() {
        descriptor.withLock { descriptor in
            if descriptor < 0 { descriptor = diffbench_start_group_watchdog() }
        }
    }

    /// Lists process group `group` (an adapter's pid).
    static func watch(_ group: pid_t) {
        send(Int32(group))
    }

    /// Removes process group `group` from the list.
    static func forget(_ group: pid_t) {
        send(-Int32(group))
    }

    /// One 4-byte write: atomic on a pipe, so writers on any thread cannot
    /// interleave. A watchdog that is gone (someone killed it) is ignored.
    private static func send(_ value: Int32) {
        let descriptor = Self.descriptor.withLock { $0 }
        guard descriptor >= 0 else { return }
        var value = value
        while withUnsafeBytes(of: &value, { write(descriptor, $0.baseAddress, $0.count) }) < 0 && errno == EINTR {}
    }
}
