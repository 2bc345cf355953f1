import ArgumentParser
import BenchMeasurement
import CLISupport
import CProcessSupport
import DiffBenchText
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// benchrunner diff --timeout: the diff in a child process, killed at the limit
//===----------------------------------------------------------------------===//

extension BenchRunner.Diff {
    /// Set in the child that `--timeout` runs, to the parent's process id:
    /// the child diffs in its own process instead of starting another.
    static let underTimeoutVariable = "BENCHRUNNER_DIFF_UNDER_TIMEOUT"

    /// Whether this process is the child of a `diff --timeout`.
    static var runsUnderTimeout: Bool { ProcessInfo.processInfo.environment[underTimeoutVariable] != nil }

    /// Makes this child of a `diff --timeout` die with its parent
    /// (`PR_SET_PDEATHSIG`), and exit at once if the parent died before
    /// that was set: then the child's parent is no longer the one named in
    /// `underTimeoutVariable`.
    static func dieWithParent() {
        _ = benchrunner_die_with_parent()
        let parent = ProcessInfo.processInfo.environment[underTimeoutVariable].flatMap { Int32($0) }
        if let parent, getppid() != parent { Foundation.exit(ExitStatus.failure) }
    }

    /// Runs this same command line again in a child process and waits at
    /// most `timeout` seconds for it, the way the benchmark's cells are
    /// run (`runChild`). The child reads and prints through the parent's
    /// own streams and descriptors (`-`, `<(…)` and pipes work as without
    /// `--timeout`); its exit status becomes this process's.
    ///
    /// - Throws: `DiffTimedOut` when the child was killed at the limit,
    ///   `ExitCode` with the child's non-zero status (it has printed its
    ///   error), `DiffChildFailure` when it died of a signal.
    func runUnderTimeout(_ timeout: Double) throws {
        let exit = try runChild(
            executable: currentExecutablePath(), arguments: Array(CommandLine.arguments.dropFirst()), streams: .inherited,
            timeout: timeout, memoryLimit: .max, environment: [Self.underTimeoutVariable: String(getpid())])
        if exit.timedOut {
            // The child's live progress line, if any, gives way to the error.
            if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data(SlowWorkNotice.eraseLine.utf8)) }
            throw DiffTimedOut(differ: differName, timeout: timeout)
        }
        switch exit.termination {
        case .exited(0): return
        case .exited(let status): throw ExitCode(status)
        case .signaled(let signal): throw DiffChildFailure(differ: differName, signal: signal)
        }
    }

    /// What computes the changeset, for messages: the algorithm's id or
    /// `the adapter`.
    var differName: String {
        adapter != nil ? "the adapter" : (algorithm?.algorithm ?? Self.defaultAlgorithm).id
    }
}

/// A `diff --timeout` whose child was killed at the limit: exit status 1.
struct DiffTimedOut: Error, CustomStringConvertible {
    var differ: String
    var timeout: Double

    var description: String { "diff timed out: \(differ) did not finish within --timeout \(NumericOption.format(timeout))s" }
}

/// A `diff --timeout` whose child died of a signal (a crash): exit status 1.
struct DiffChildFailure: Error, CustomStringConvertible {
    var differ: String
    var signal: Int32

    var description: String { "diff failed: the process diffing with \(differ) ended with \(signalName(signal))" }
}
