import CAdapterProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// AdapterProcess: one running adapter and its pipes
//===----------------------------------------------------------------------===//

/// A running adapter: its standard input and output are pipes to this
/// process, its standard error is the caller's log. It runs in a process
/// group of its own, so that killing it also kills what it started (an
/// interpreter's children); the group is killed whenever the adapter ends,
/// and by the watchdog when this process ends.
final class AdapterProcess {
    /// What reading one line produced.
    enum ReadResult: Equatable {
        case line(String)
        /// The adapter closed its standard output (it exited, most likely).
        case endOfFile
        case timedOut
    }

    let pid: pid_t
    /// The write end of the adapter's standard input; -1 once closed.
    private var input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    /// Scratch space for `read`, reused across lines.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    /// How much of `buffer` is known to hold no newline.
    private var scanned = 0
    private var exit: AdapterTermination?

    private init(pid: pid_t, input: Int32, output: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
    }

    deinit {
        kill()
        closeInput()
        close(output)
    }

    /// Starts `command` with `SWIFT_BACKTRACE=enable=no` (a crashing Swift
    /// adapter exits at once) and `command.environment`, standard error on
    /// `logDescriptor`, every signal at its default action and unblocked, in
    /// a process group of its own that `AdapterGroupWatchdog` lists, and with
    /// SIGKILL due when this process ends (`AdapterSpawner`). Ignores
    /// `SIGPIPE` in this process, so that writing to an adapter that died is
    /// an error, not a death.
    static func launch(_ command: AdapterCommand, logDescriptor: Int32) throws(AdapterLaunchError) -> AdapterProcess {
        signal(SIGPIPE, SIG_IGN)
        guard let toChild = makePipe(), let fromChild = makePipe() else {
            throw .spawnFailed(path: command.executable, reason: "cannot create pipes: \(String(cString: strerror(errno)))")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(command.environment) { _, new in new }
        let spawned = AdapterSpawner.shared.spawn(
            executable: command.executable, arguments: command.arguments,
            environment: environment.map { "\($0.key)=\($0.value)" },
            input: toChild.read, output: fromChild.write, log: logDescriptor)
        close(toChild.read)
        close(fromChild.write)
        switch spawned {
        case .success(let pid):
            return AdapterProcess(pid: pid, input: toChild.write, output: fromChild.read)
        case .failure(let error):
            close(toChild.write)
            close(fromChild.read)
            throw .spawnFailed(path: command.executable, reason: String(cString: strerror(error.code)))
        }
    }

    /// A pipe whose both ends close on exec, so that no later child inherits
    /// them (an inherited write end would keep an adapter from seeing EOF).
    /// Connections are made one thread at a time, so setting the flag after
    /// `pipe` leaves no window for another spawn.
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    /// Writes `line` (UTF-8) and a newline to the adapter's standard input.
    ///
    /// - Returns: `false` when the adapter no longer reads (it died).
    func send(line: [UInt8]) -> Bool {
        var bytes = line
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            guard input >= 0 else { return false }
            let result = bytes.withUnsafeBytes { raw in
                write(input, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    /// Reads the next line from the adapter's standard output, waiting at
    /// most `timeout` seconds for all of it.
    ///
    /// - Complexity: O(*l*) for a line of *l* bytes.
    func readLine(timeout: Double) -> ReadResult {
        let deadline = DiffBenchClock.seconds() + timeout
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                scanned = 0
                return .line(line)
            }
            scanned = buffer.count
            let remaining = deadline - DiffBenchClock.seconds()
            guard remaining > 0 else { return .timedOut }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                return .endOfFile
            }
            if ready == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .endOfFile
            }
            if count == 0 { return .endOfFile }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Waits up to `grace` seconds for the adapter to exit on its own, then
    /// kills it.
    func waitForExit(grace: Double) -> AdapterTermination {
        let deadline = DiffBenchClock.seconds() + grace
        while exit == nil && DiffBenchClock.seconds() < deadline {
            reap(blocking: false)
            if exit == nil { usleep(1_000) }
        }
        return kill()
    }

    /// Kills the adapter's process group (`SIGKILL`) unless it has exited,
    /// and reaps it.
    @discardableResult
    func kill() -> AdapterTermination {
        if exit == nil {
            // Until it is reaped the group exists, so this cannot hit
            // another process.
            _ = killpg(pid, SIGKILL)
            reap(blocking: true)
        }
        return exit ?? .signaled(SIGKILL)
    }

    /// Closes the adapter's standard input, which asks it to finish, and
    /// gives it `grace` seconds before killing it.
    func finish(grace: Double) {
        closeInput()
        _ = waitForExit(grace: grace)
    }

    private func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Records how the adapter ended, once it has: first, while its zombie
    /// still holds the process group's id, kills whatever it started and left
    /// in the group, and takes the group off the watchdog's list; then reaps
    /// it.
    private func reap(blocking: Bool) {
        switch diffbench_child_has_ended(pid, blocking ? 1 : 0) {
        case 0:
            return
        case 1:
            _ = killpg(pid, SIGKILL)
            AdapterGroupWatchdog.forget(pid)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            exit = AdapterTermination(waitStatus: status)
        default:
            // Reaped elsewhere: nothing is left to wait for.
            AdapterGroupWatchdog.forget(pid)
            exit = .signaled(SIGKILL)
        }
    }
}
