import CAdapterProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// AdapterSpawner: the one thread that starts adapters
//===----------------------------------------------------------------------===//

/// Starts adapter processes, all from one thread of its own that never ends.
///
/// An adapter asks the kernel for SIGKILL when its parent ends
/// (`PR_SET_PDEATHSIG`), and for the kernel the parent is the *thread* that
/// forked it: an adapter forked from a worker thread that later ends would be
/// killed mid-campaign. This thread lives as long as the process, so the
/// signal comes exactly when the harness ends. It also starts the
/// `AdapterGroupWatchdog` before the first adapter.
final class AdapterSpawner: @unchecked Sendable {
    /// The process's spawner; its thread starts on first use.
    static let shared = AdapterSpawner()

    private let condition = NSCondition()
    /// Work waiting for the thread, in order; guarded by `condition`.
    private var queue: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [self] in serve() }
        thread.name = "adapter-spawner"
        thread.start()
    }

    /// Runs `work` on the spawner thread and returns its result.
    func perform<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Result>()
        condition.lock()
        queue.append {
            box.value = work()
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return box.value!
    }

    private func serve() -> Never {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let work = queue.removeFirst()
            condition.unlock()
            work()
        }
    }

    /// Starts `executable` as an adapter (see `diffbench_spawn_adapter`),
    /// with the watchdog told about its process group before this returns.
    ///
    /// - Returns: The pid, or the `errno` of the step that failed.
    func spawn(
        executable: String, arguments: [String], environment: [String], input: Int32, output: Int32, log: Int32
    ) -> Swift.Result<pid_t, SpawnErrno> {
        perform {
            AdapterGroupWatchdog.startIfNeeded()
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer {
                for pointer in argv { free(pointer) }
                for pointer in envp { free(pointer) }
            }
            var error: Int32 = 0
            let pid = diffbench_spawn_adapter(executable, argv, envp, input, output, log, &error)
            guard pid > 0 else { return .failure(SpawnErrno(code: error)) }
            AdapterGroupWatchdog.watch(pid)
            return .success(pid)
        }
    }
}

/// An `errno` from starting an adapter.
struct SpawnErrno: Error {
    var code: Int32
}

/// Carries a result from the spawner thread to the waiting caller; the
/// semaphore orders the write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
