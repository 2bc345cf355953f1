@testable import AdapterHost
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// An adapter, and whatever it started, ends with the process that started
/// it: when the connection stops, when the adapter exits and leaves a child
/// behind, and when `fuzzer` or `benchrunner` is killed with SIGKILL.
///
/// Each test runs its own copy of the fixture adapter from a fresh folder, so
/// the processes it looks for in /proc are its own (other test runs may use
/// the same fixture at the same time).
@Suite(.serialized) struct AdapterLifetimeTests {
    /// A fresh copy of Tests/FuzzerTests/Fixtures/faulty_adapter.py.
    struct AdapterCopy {
        let folder: URL
        var script: String { folder.appendingPathComponent("faulty_adapter.py").path }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-lifetime-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let fixture = packageRoot.appendingPathComponent("Tests/FuzzerTests/Fixtures/faulty_adapter.py")
            try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("faulty_adapter.py"))
        }

        /// The copy in `mode` behind a shell that stays (it has a command
        /// after python3), so the adapter is a grandchild of the harness.
        func wrapped(_ mode: String) -> String {
            "sh -c 'python3 \(script) \(mode); true'"
        }

        /// Live (not zombie) processes whose command line names this copy's
        /// folder: with `adaptersOnly`, those run by `sh` or `python3` (the
        /// wrapper, the adapter, its child), else also the harness and its
        /// watchdog (a forked copy of the harness).
        func processes(adaptersOnly: Bool = true) -> [pid_t] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry -> pid_t? in
                guard let pid = pid_t(entry),
                    let cmdline = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                    String(decoding: cmdline, as: UTF8.self).contains(folder.path),
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let state = stat.split(separator: ")").last?.split(separator: " ").first,
                    state != "Z"
                else { return nil }
                let program = cmdline.split(separator: 0).first.map { String(decoding: $0, as: UTF8.self) } ?? ""
                let name = URL(fileURLWithPath: program).lastPathComponent
                guard !adaptersOnly || name == "sh" || name.hasPrefix("python") else { return nil }
                return pid
            }
        }

        /// Polls until `condition` holds for this copy's processes, for at
        /// most `seconds`; the processes last seen.
        func wait(seconds: Double, adaptersOnly: Bool = true, until condition: ([pid_t]) -> Bool) -> [pid_t] {
            let deadline = Date().addingTimeInterval(seconds)
            var seen = processes(adaptersOnly: adaptersOnly)
            while !condition(seen) && Date() < deadline {
                usleep(50_000)
                seen = processes(adaptersOnly: adaptersOnly)
            }
            return seen
        }

        func remove() {
            for pid in processes(adaptersOnly: false) { kill(pid, SIGKILL) }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Starts `executable` with `arguments`, output discarded; spawned and
    /// reaped here rather than through `Process`, whose own reaping of a
    /// killed child this test must not depend on.
    func start(_ executable: String, _ arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard result == 0 else { throw TestSetupError("cannot start \(executable): \(String(cString: strerror(result)))") }
        return pid
    }

    /// Waits for the shell, the adapter and the adapter's child, kills the
    /// harness with SIGKILL, and expects all three gone within ten seconds,
    /// and the harness's watchdog too.
    func expectAdapterDiesWith(_ harness: pid_t, _ copy: AdapterCopy) {
        let running = copy.wait(seconds: 60) { $0.count >= 3 }
        #expect(running.count >= 3, "the shell, the adapter and its child should be running: \(running)")
        kill(harness, SIGKILL)
        var status: Int32 = 0
        while waitpid(harness, &status, 0) < 0 && errno == EINTR {}
        #expect(status & 0x7f == SIGKILL)
        let left = copy.wait(seconds: 10, adaptersOnly: false) { $0.isEmpty }
        #expect(left.isEmpty, "still running after the harness was killed: \(left)")
    }

    @Test func aKilledFuzzerTakesItsAdapterAlong() throws {
        let copy = try AdapterCopy()
        defer { copy.remove() }
        let fuzzer = try start(
            try builtProduct("fuzzer"),
            ["adapter", copy.wrapped("fork-and-hang"), "--hang-timeout", "600", "--seed", "1",
             "--output", copy.folder.appendingPathComponent("fuzz").path])
        expectAdapterDiesWith(fuzzer, copy)
    }

    @Test func aKilledBenchrunnerTakesItsAdapterCellAlong() throws {
        let copy = try AdapterCopy()
        defer { copy.remove() }
        let benchrunner = try start(
            try builtProduct("benchrunner"),
            ["--adapter", copy.wrapped("fork-and-hang"), "--algorithms", "faulty-fork-and-hang", "--sizes", "10",
             "--datasets", "int", "--timeout", "600", "--allocator", "system", "--no-charts",
             "--output", copy.folder.appendingPathComponent("run").path])
        expectAdapterDiesWith(benchrunner, copy)
    }

    @Test func stoppingAConnectionEndsTheAdaptersChildrenToo() throws {
        let copy = try AdapterCopy()
        defer { copy.remove() }
        let command = try AdapterCommand(parsing: copy.wrapped("fork-and-hang"))
        let connection = try AdapterConnection(command: command, hangTimeout: 2, log: quietLog)
        #expect(throws: AdapterFault.timedOut(seconds: 2)) { try connection.diff(source: [1], target: [2]) }
        #expect(copy.wait(seconds: 5) { $0.isEmpty }.isEmpty, "a timed-out adapter's group is killed")
        connection.stop()
    }

    @Test func anAdapterThatExitsLeavesNoChildBehind() throws {
        let copy = try AdapterCopy()
        defer { copy.remove() }
        // The shell starts a sleeping copy in the background and exits at once
        // when its input closes.
        let command = try AdapterCommand(
            parsing: "sh -c 'python3 \(copy.script) fork-and-hang </dev/null & python3 \(copy.script) correct'")
        let connection = try AdapterConnection(command: command, log: quietLog)
        let answer = try connection.diff(source: [1, 2], target: [2, 1])
        #expect(!answer.changeset.batches.isEmpty)
        #expect(!copy.processes().isEmpty)
        connection.stop()
        #expect(copy.wait(seconds: 5) { $0.isEmpty }.isEmpty, "the background copy outlived the adapter")
    }
}
