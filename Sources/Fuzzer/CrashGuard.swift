import BatchUpdateChecker
import CLISupport
import Foundation
import FuzzCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// CrashGuard: turn a crash or a hang into a shrunk repro
//===----------------------------------------------------------------------===//

/// A trap, a runaway allocation or a hang inside an algorithm kills (or
/// stalls) the fuzzer before it can shrink anything. The guard keeps the
/// command line of `fuzzer crash …` ready, with the case index and the
/// algorithm of the check in flight patched in place; a fatal signal, or a
/// watchdog that sees no progress for `hangSeconds`, `execv`s it. The new
/// process shrinks the case by running candidates in child processes and
/// writes the repro (property `no-crash`).
///
/// The guard also knows whose code is running (`Phase`): a crash or hang
/// while the harness itself works (generating, shrinking, bookkeeping) is a
/// harness error — one line, exit status 4, no repro — never blamed on the
/// algorithm of the last check.
///
/// Everything the signal handler touches is preallocated: it only calls
/// `write`, `execv`, `signal` and `_exit`, which are async-signal-safe.
enum CrashGuard {
    /// Whose code runs now.
    enum Phase: Int {
        /// The fuzzer's own work: a crash or hang is a harness error.
        case harness = 0
        /// A check with a crash command ready (`willCheck`): a crash or hang
        /// execs it.
        case attributed = 1
        /// A check with no crash command (sectioned cases): a crash takes
        /// its default action.
        case unattributed = 2
    }

    private static let phase = Atomic<Int>(Phase.harness.rawValue)
    private static let watching = Atomic<Bool>(false)
    /// argv of the `crash` (or `crash-validator`) command; slot `caseSlot`
    /// and `algorithmSlot` (the algorithm or validator check) are patched per
    /// check, and `viewSlot` per validator check.
    nonisolated(unsafe) private static var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var caseBuffer: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var algorithmNames: [UnsafeMutablePointer<CChar>] = []
    nonisolated(unsafe) private static var hangBuffer: UnsafeMutablePointer<CChar>?
    private static let caseSlot = 5
    private static let algorithmSlot = 7
    private static let reasonSlot = 9
    private static let viewSlot = 13
    nonisolated(unsafe) private static var viewNames: [UnsafeMutablePointer<CChar>] = []
    private static let heartbeat = Atomic<Int>(0)

    /// Arms the guard for the algorithm campaign `configuration` (its seed,
    /// maximum size, algorithms and view): `fuzzer crash …`.
    static func install(_ configuration: CampaignConfiguration, output: String, hangSeconds: Int) {
        arm(
            command: "crash", nameOption: "--algorithm", names: configuration.algorithms.map(\.id),
            seed: configuration.seed, maxSize: configuration.maxSize, view: configuration.view.rawValue, output: output,
            hangSeconds: hangSeconds)
    }

    /// Arms the guard for the validator campaign `campaign` (its seed and
    /// maximum size): `fuzzer crash-validator …` writes the batch of the
    /// check in flight (`willCheck(_:)`).
    static func installForValidator(_ campaign: ValidatorCampaign, output: String, hangSeconds: Int) {
        viewNames = ListViewKind.allCases.map { strdup($0.rawValue)! }
        arm(
            command: "crash-validator", nameOption: "--check", names: ValidatorCheck.names, seed: campaign.seed,
            maxSize: campaign.maxSize, view: ListViewKind.table.rawValue, output: output, hangSeconds: hangSeconds)
    }

    /// Records the validator check about to run. Cheap: a few stores.
    static func willCheck(_ check: ValidatorCheck) {
        let slot = check.mutation.map { 1 + BatchMutation.allCases.firstIndex(of: $0)! } ?? 0
        willCheck(caseIndex: check.caseIndex, algorithm: slot)
        argv![viewSlot] = viewNames[ListViewKind.allCases.firstIndex(of: check.view)!]
    }

    /// Arms only the signal handlers, for campaigns with no crash command
    /// (`fuzzer adapter`, `fuzzer sectioned`): a crash in the harness phase
    /// is a harness error, one in an unattributed check takes its default
    /// action.
    static func installHarnessOnly() {
        installSignalHandlers()
    }

    /// Preallocates the command line `fuzzer COMMAND --seed S --case 0
    /// NAMEOPTION NAMES[0] --reason signal --max-size K --view VIEW --output
    /// DIR`, installs the signal handlers and starts the hang watchdog.
    private static func arm(
        command: String, nameOption: String, names: [String], seed: UInt64, maxSize: Int, view: String,
        output: String, hangSeconds: Int
    ) {
        algorithmNames = names.map { strdup($0)! }
        caseBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
        caseBuffer!.initialize(repeating: 0, count: 32)
        caseBuffer![0] = 0x30  // "0"
        let words: [String] = [
            "/proc/self/exe", command, "--seed", String(seed), "--case", "0", nameOption, names[0],
            "--reason", CrashReason.signal.rawValue, "--max-size", String(maxSize), "--view", view, "--output", output,
        ]
        argv = .allocate(capacity: words.count + 1)
        for (slot, word) in words.enumerated() { argv![slot] = strdup(word) }
        argv![words.count] = nil
        argv![caseSlot] = caseBuffer
        argv![algorithmSlot] = algorithmNames[0]
        hangBuffer = strdup(CrashReason.hang.rawValue)
        installSignalHandlers()

        watching.store(true, ordering: .relaxed)
        let watchdog = Thread {
            var last = -1
            var still = 0
            while true {
                sleep(1)
                let now = CrashGuard.heartbeat.load(ordering: .relaxed)
                still = now == last ? still + 1 : 0
                last = now
                guard CrashGuard.watching.load(ordering: .relaxed) else { continue }
                if still >= hangSeconds {
                    CrashGuard.hung()
                }
            }
        }
        watchdog.stackSize = 1 << 16
        watchdog.start()
    }

    private static func installSignalHandlers() {
        // Initialized here, not lazily inside the handler.
        phase.store(Phase.harness.rawValue, ordering: .relaxed)
        for signal in [SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { CrashGuard.crashed($0) }
            #else
            action.__sigaction_u.__sa_handler = { CrashGuard.crashed($0) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Stops the hang watchdog (for work it cannot follow, such as the
    /// sectioned cases after a flat campaign, whose shrinker sends no
    /// heartbeat). Signals stay guarded.
    static func stopWatchdog() {
        watching.store(false, ordering: .relaxed)
    }

    /// Records that the harness's own work resumes after a check.
    static func didCheck() {
        heartbeat.wrappingAdd(1, ordering: .relaxed)
        phase.store(Phase.harness.rawValue, ordering: .relaxed)
    }

    /// Records a check that has no crash command (a sectioned case).
    static func willCheckUnattributed() {
        heartbeat.wrappingAdd(1, ordering: .relaxed)
        phase.store(Phase.unattributed.rawValue, ordering: .relaxed)
    }

    /// Records the check about to run. Cheap: a few stores.
    @inline(__always)
    static func willCheck(caseIndex: Int, algorithm: Int) {
        heartbeat.wrappingAdd(1, ordering: .relaxed)
        guard let caseBuffer else { return }
        defer { phase.store(Phase.attributed.rawValue, ordering: .relaxed) }
        // Digits of caseIndex into the preallocated buffer.
        var value = max(0, caseIndex)
        var digits: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: CChar.self)
            repeat {
                buffer[count] = CChar(48 + value % 10)
                value /= 10
                count += 1
            } while value > 0 && count < 20
            for position in 0..<count { caseBuffer[position] = buffer[count - 1 - position] }
        }
        caseBuffer[count] = 0
        argv![algorithmSlot] = algorithmNames[algorithm]
    }

    /// The fatal signal handler: by phase, a harness error, the crash
    /// command, or the signal's default action. Async-signal-safe.
    private static func crashed(_ signalNumber: Int32) {
        switch phase.load(ordering: .relaxed) {
        case Phase.harness.rawValue:
            harnessError(
                "\nfuzzer: harness error: the fuzzer crashed in its own work (generation, shrinking or bookkeeping), outside any algorithm's check; nothing is blamed on an algorithm and no repro is written\n")
        case Phase.attributed.rawValue where argv != nil:
            reexec()
        default:
            // Returning re-raises: a trap traps again, abort() re-raises.
            signal(signalNumber, SIG_DFL)
        }
    }

    /// The watchdog saw no progress for the hang timeout.
    private static func hung() {
        if phase.load(ordering: .relaxed) == Phase.harness.rawValue {
            harnessError(
                "\nfuzzer: harness error: the fuzzer made no progress in its own work (generation, shrinking or bookkeeping), outside any algorithm's check; nothing is blamed on an algorithm and no repro is written\n")
        }
        guard argv != nil else { return }
        argv![reasonSlot] = hangBuffer
        reexec()
    }

    /// Writes `message` (a literal) and exits with `ExitStatus.harnessError`.
    private static func harnessError(_ message: StaticString) -> Never {
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        _exit(ExitStatus.harnessError)
    }

    /// Replaces the process with `fuzzer crash …`. Async-signal-safe.
    private static func reexec() -> Never {
        let message: StaticString = "\nfuzzer: the process crashed or hung; writing the repro of the check in flight…\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        if let argv {
            execv("/proc/self/exe", argv)
        }
        harnessError("fuzzer: harness error: the crash guard could not start `fuzzer crash`; no repro is written\n")
    }
}
