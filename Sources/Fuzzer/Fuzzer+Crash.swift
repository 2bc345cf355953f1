import CLISupport
import BatchUpdateChecker
import ArgumentParser
import DiffAlgorithms
import Foundation
import FuzzCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Fuzzer {
    /// `fuzzer crash …`: shrinks a case that crashed or hung the campaign.
    /// `CrashGuard` runs it in place of the crashed process.
    struct Crash: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Shrink a case that crashes or hangs an algorithm, in child processes (run by the crash guard).",
            shouldDisplay: false)

        @OptionGroup var options: CrashGuardOptions
        @Option var algorithm: String

        var seed: UInt64 { options.seed }
        var caseIndex: Int { options.caseIndex }
        var reason: CrashReason { options.reason }
        var view: ListViewKind { options.view }
        var output: String { options.output }

        func run() throws {
            CrashGuardOptions.unblockSignals()
            _ = try AlgorithmList.algorithm(id: algorithm)
            let fuzzCase = CaseGenerator(maxSize: options.maxSize).makeCase(seed: seed, index: caseIndex)
            let hang = reason == .hang
            let probe = ChildProbe(algorithm: algorithm, view: view, timeout: hang ? 2 : 20)
            printToStandardError("fuzzer: \(algorithm) \(reason.pastTense) on case \(caseIndex) of seed \(seed): \(fuzzCase)")
            let first = probe.run(fuzzCase)
            if case let .harnessError(message) = first { Self.harnessError("the crash probe failed: \(message)") }
            // The alarm ends a shrink that hangs.
            alarm(UInt32(hang ? 120 : 300))
            if first.isCrash {
                // A repro of the original case first, marked not shrunk, so a
                // shrink that never finishes still leaves one; the shrunk
                // repro replaces it.
                writeUnshrunk(fuzzCase, outcome: first)
                let result = Shrinker(maxAttempts: hang ? 300 : 400).shrink(fuzzCase) { candidate in
                    let outcome = probe.run(candidate)
                    if case let .harnessError(message) = outcome { Self.harnessError("the crash probe failed while shrinking: \(message)") }
                    return outcome.isCrash
                }
                finish(fuzzCase, shrunk: result, outcome: probe.run(result.shrunk), note: nil)
            }
            // The case itself returns: the crash or hang happened at another
            // stage, shrinking a property failure. Replay that shrink in child
            // processes; the candidate that crashes or hangs there is the repro.
            var culprit: FuzzCase?
            let result = Shrinker(maxAttempts: hang ? 300 : 400).shrink(fuzzCase) { candidate in
                guard culprit == nil else { return false }
                let outcome = probe.run(candidate)
                if case let .harnessError(message) = outcome { Self.harnessError("the crash probe failed while shrinking: \(message)") }
                if outcome.isCrash { culprit = candidate }
                return outcome.isCrash || (first.isFailure && outcome.isFailure)
            }
            if let culprit {
                finish(fuzzCase, shrunk: Shrinker.Result(shrunk: culprit, attempts: result.attempts, steps: result.steps),
                    outcome: probe.run(culprit), note: "\(reason.pastTense) while shrinking a failure of case \(caseIndex)")
            }
            // Not reproduced in any child: nothing shows that the algorithm
            // is at fault, so it is not blamed.
            Self.harnessError(
                "the \(reason.noun) did not reproduce: \(algorithm) \(first) on case \(caseIndex) of seed \(seed) "
                    + "in a child process, and no shrink of it crashes or hangs; it is not blamed on \(algorithm) and no repro is written")
        }

        /// Prints `fuzzer: harness error: <message>` and exits with
        /// `ExitStatus.harnessError`.
        static func harnessError(_ message: String) -> Never {
            printToStandardError("fuzzer: harness error: \(message)")
            fflush(nil)
            Foundation.exit(ExitStatus.harnessError)
        }

        /// Writes the original case's repro, marked not shrunk.
        private func writeUnshrunk(_ fuzzCase: FuzzCase, outcome: ChildProbe.Outcome) {
            let repro = Repro(
                algorithm: algorithm, property: PropertyID.noCrash.rawValue, input: fuzzCase.concrete,
                changeset: nil, message: outcome.description, seed: seed, caseIndex: caseIndex, view: view,
                note: "not shrunk: the original case of a \(reason.noun); replaced when shrinking finishes")
            reportFailure(
                FoundFailure(repro: repro, original: fuzzCase, shrunk: fuzzCase, shrinkAttempts: 0, casesToCatch: caseIndex + 1),
                seed: seed, output: output)
        }

        /// Writes the repro and exits 1.
        private func finish(_ original: FuzzCase, shrunk result: Shrinker.Result<FuzzCase>, outcome: ChildProbe.Outcome, note: String?) -> Never {
            let repro = Repro(
                algorithm: algorithm, property: PropertyID.noCrash.rawValue, input: result.shrunk.concrete,
                changeset: nil, message: outcome.description, seed: seed, caseIndex: caseIndex, view: view, note: note)
            reportFailure(
                FoundFailure(
                    repro: repro, original: original, shrunk: result.shrunk, shrinkAttempts: result.attempts,
                    casesToCatch: caseIndex + 1),
                seed: seed, output: output)
            printToStandardError("fuzzer: 1 failure (seed \(seed)); repros in \(output)/")
            Foundation.exit(1)
        }
    }

    /// `fuzzer probe FILE`: checks a repro's algorithm on its input and exits
    /// 0 (every property holds) or 1; a crash stays a crash. Used by `crash`.
    struct Probe: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check one repro in this process (used by the crash shrinker).", shouldDisplay: false)

        @Argument var file: String

        func run() throws {
            // A runaway allocation should fail fast, not swap.
            var limit = rlimit(rlim_cur: 8 << 30, rlim_max: 8 << 30)
            setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
            // A probe that cannot check is the harness's fault: its own status.
            let repro: Repro
            do {
                repro = try Repro(contentsOf: file)
            } catch {
                printToStandardError("fuzzer probe: \(error)")
                throw ExitCode(ExitStatus.harnessError)
            }
            guard let algorithm = AlgorithmRegistry.algorithm(id: repro.algorithm) else {
                printToStandardError("fuzzer probe: unknown algorithm '\(repro.algorithm)'")
                throw ExitCode(ExitStatus.harnessError)
            }
            let results = repro.replay(algorithms: [algorithm])
            if results.contains(where: { $0.result.failure != nil }) { throw ExitCode(1) }
        }
    }
}

/// Runs one candidate case in a child `fuzzer probe` process.
struct ChildProbe {
    var algorithm: String
    var view: ListViewKind
    var timeout: Double

    enum Outcome: CustomStringConvertible {
        case passed
        case failed
        case crashed(signal: Int32, message: String)
        case exited(status: Int32, message: String)
        case hung(seconds: Double)
        /// The probe itself failed (could not start, read its input or
        /// find the algorithm): says nothing about the algorithm.
        case harnessError(String)

        var isFailure: Bool {
            if case .failed = self { return true }
            return false
        }

        var isCrash: Bool {
            switch self {
            case .crashed, .hung, .exited: true
            case .passed, .failed, .harnessError: false
            }
        }

        var description: String {
            switch self {
            case .passed: "passes"
            case .failed: "fails a property without crashing"
            case let .crashed(signal, message):
                "crashed with signal \(signal) (\(String(cString: strsignal(signal))))" + (message.isEmpty ? "" : ": \(message)")
            case let .exited(status, message): "exited with status \(status)" + (message.isEmpty ? "" : ": \(message)")
            case let .hung(seconds): "did not return within \(Int(seconds)) s"
            case let .harnessError(message): "the probe failed: \(message)"
            }
        }
    }

    func run(_ fuzzCase: FuzzCase) -> Outcome {
        let directory = FileManager.default.temporaryDirectory
        let input = directory.appendingPathComponent("fuzzer-probe-\(getpid()).json")
        let errors = directory.appendingPathComponent("fuzzer-probe-\(getpid()).err")
        let repro = Repro(
            algorithm: algorithm, property: PropertyID.noCrash.rawValue, input: fuzzCase.concrete, changeset: nil,
            message: "", view: view)
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: errors)
        }
        do {
            try Data(repro.json.utf8).write(to: input)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["probe", input.path]
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(2_000) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return .hung(seconds: timeout)
            }
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let message = text.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error") }
                .map { String($0.prefix(300)) } ?? ""
            switch (process.terminationReason, process.terminationStatus) {
            case (.uncaughtSignal, let signal): return .crashed(signal: signal, message: message)
            case (_, 0): return .passed
            case (_, 1): return .failed
            case (_, ExitStatus.badInput), (_, ExitStatus.harnessError):
                let last = text.split(separator: "\n").last.map(String.init) ?? ""
                return .harnessError("fuzzer probe exited with status \(process.terminationStatus)" + (last.isEmpty ? "" : ": \(last)"))
            case (_, let status): return .exited(status: status, message: message)
            }
        } catch {
            return .harnessError("could not run fuzzer probe: \(readableFileError(error, path: input.path))")
        }
    }
}
