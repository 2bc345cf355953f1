import BenchCore
import DiffBenchWire
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// ChildProcess: run a cell in a separate process, with limits
//===----------------------------------------------------------------------===//

/// How a child process ended.
package struct ChildExit: Sendable {
    package enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    package var termination: Termination
    /// The parent killed the child because it ran past the timeout.
    package var timedOut: Bool
    /// The parent killed the child because its resident memory passed the limit.
    package var exceededMemory: Bool
    /// Peak resident set size (`wait4`'s `ru_maxrss`), bytes.
    package var peakRSSBytes: Int
    /// Wall-clock seconds from spawn to exit.
    package var wallSeconds: Double
    /// The parent killed the child because the run was interrupted (SIGINT, SIGTERM).
    package var interrupted = false

    /// Creates a value from every stored property.
    package init(termination: Termination, timedOut: Bool, exceededMemory: Bool, peakRSSBytes: Int, wallSeconds: Double) {
        self.termination = termination
        self.timedOut = timedOut
        self.exceededMemory = exceededMemory
        self.peakRSSBytes = peakRSSBytes
        self.wallSeconds = wallSeconds
    }
}

package enum ChildProcessError: Error, CustomStringConvertible {
    case spawnFailed(path: String, errno: Int32)

    package var description: String {
        switch self {
        case let .spawnFailed(path, code): "cannot start \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// Where a child's standard streams go.
package enum ChildStreams: Sendable {
    /// Standard input and output `/dev/null`, standard error the file at
    /// the path: a cell, whose output is its result file.
    case cell(stderrPath: String)
    /// The parent's own three streams (and its other open descriptors): a
    /// command run under a timeout, reading and printing as it would
    /// in the parent.
    case inherited
}

/// Starts `executable` with `arguments`, stdout discarded and stderr sent to
/// `stderrPath`, and waits for it, killing it (SIGKILL) when it runs longer
/// than `timeout` seconds or its resident memory passes `memoryLimit` bytes.
///
/// The child gets `SWIFT_BACKTRACE=enable=no`, so that a crash ends at once
/// instead of symbolicating for seconds, and the variables of `extra`.
package func runChild(
    executable: String, arguments: [String], stderrPath: String,
    timeout: Double, memoryLimit: Int, environment extra: [String: String] = [:]
) throws -> ChildExit {
    try runChild(
        executable: executable, arguments: arguments, streams: .cell(stderrPath: stderrPath), timeout: timeout,
        memoryLimit: memoryLimit, environment: extra)
}

/// Starts `executable` with `arguments` and its standard streams as
/// `streams` says, and waits for it as the other `runChild` does: killed
/// (SIGKILL) past `timeout` seconds or `memoryLimit` resident bytes.
package func runChild(
    executable: String, arguments: [String], streams: ChildStreams,
    timeout: Double, memoryLimit: Int, environment extra: [String: String] = [:]
) throws -> ChildExit {
    // An opaque pointer on Darwin, a struct in glibc.
    #if canImport(Darwin)
    var fileActions: posix_spawn_file_actions_t? = nil
    #else
    var fileActions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    if case .cell(let stderrPath) = streams {
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }

    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extra) { _, new in new }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }

    // The parent may ignore SIGINT and SIGTERM (see `Interruption`); the child must not.
    #if canImport(Darwin)
    var attributes: posix_spawnattr_t? = nil
    #else
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let start = DiffBenchClock.seconds()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &fileActions, &attributes, argv, envp)
    guard spawned == 0 else { throw ChildProcessError.spawnFailed(path: executable, errno: spawned) }

    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var exceededMemory = false
    var interrupted = false
    var pause: useconds_t = 500
    while true {
        let waited = wait4(pid, &status, WNOHANG, &usage)
        if waited == pid { break }
        if waited < 0 && errno != EINTR { break }
        let elapsed = DiffBenchClock.seconds() - start
        if !timedOut && !exceededMemory && !interrupted {
            if Interruption.shared.signal != nil {
                interrupted = true
                kill(pid, SIGKILL)
            } else if elapsed > timeout {
                timedOut = true
                kill(pid, SIGKILL)
            } else if let resident = residentBytes(of: pid), resident > memoryLimit {
                exceededMemory = true
                kill(pid, SIGKILL)
            }
        }
        usleep(pause)
        pause = min(pause * 2, 20_000)
    }
    let wall = DiffBenchClock.seconds() - start
    let signal = status & 0x7f
    let termination: ChildExit.Termination =
        signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    // ru_maxrss counts kilobytes on Linux, bytes on macOS.
    #if canImport(Darwin)
    let peakRSSBytes = Int(usage.ru_maxrss)
    #else
    let peakRSSBytes = Int(usage.ru_maxrss) * 1024
    #endif
    var exit = ChildExit(
        termination: termination, timedOut: timedOut, exceededMemory: exceededMemory,
        peakRSSBytes: peakRSSBytes, wallSeconds: wall)
    exit.interrupted = interrupted || (Interruption.shared.signal != nil && termination != .exited(0))
    return exit
}

/// The kernel's count of out-of-memory kills since boot (`oom_kill` in
/// `/proc/vmstat`), or `nil` where the kernel does not say.
package func kernelOOMKillCount() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/vmstat", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("oom_kill ") {
        return Int(line.dropFirst("oom_kill ".count))
    }
    return nil
}

/// The resident set size of a process, from `/proc/<pid>/statm`.
package func residentBytes(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The path of the running executable (`/proc/self/exe`; where there is no
/// `/proc`, Foundation's executable path).
package func currentExecutablePath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return Bundle.main.executablePath ?? CommandLine.arguments[0] }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The name of a signal, e.g. `"SIGILL"`.
package func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    case SIGSEGV: "SIGSEGV"
    case SIGTERM: "SIGTERM"
    case SIGINT: "SIGINT"
    default: "signal \(signal)"
    }
}
