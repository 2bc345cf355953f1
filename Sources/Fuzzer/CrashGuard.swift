import BatchUpdateChecker
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
/// Everything the signal handler touches is preallocated: it only calls
/// `write` and `execv`, which are async-signal-safe.
enum CrashGuard {
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

    /// Arms the guard for an algorithm campaign: `fuzzer crash …`.
    static func install(
        seed: UInt64, maxSize: Int, algorithms: [String], view: String, output: String, hangSeconds: Int
    ) {
        arm(
            command: "crash", nameOption: "--algorithm", names: algorithms, seed: seed, maxSize: maxSize,
            view: view, output: output, hangSeconds: hangSeconds)
    }

    /// Arms the guard for the validator campaign: `fuzzer crash-validator
    /// …` writes the batch of the check in flight (`willCheck(_:)`).
    static func installForValidator(seed: UInt64, maxSize: Int, output: String, hangSeconds: Int) {
        viewNames = ViewKind.allCases.map { strdup($0.rawValue)! }
        arm(
            command: "crash-validator", nameOption: "--check", names: ValidatorCheck.names, seed: seed,
            maxSize: maxSize, view: ViewKind.table.rawValue, output: output, hangSeconds: hangSeconds)
    }

    /// Records the validator check about to run. Cheap: a few stores.
    static func willCheck(_ check: ValidatorCheck) {
        let slot = check.mutation.map { 1 + BatchMutation.allCases.firstIndex(of: $0)! } ?? 0
        willCheck(caseIndex: check.caseIndex, algorithm: slot)
        argv![viewSlot] = viewNames[ViewKind.allCases.firstIndex(of: check.view)!]
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
            "--reason", "signal", "--max-size", String(maxSize), "--view", view, "--output", output,
        ]
        argv = .allocate(capacity: words.count + 1)
        for (slot, word) in words.enumerated() { argv![slot] = strdup(word) }
        argv![words.count] = nil
        argv![caseSlot] = caseBuffer
        argv![algorithmSlot] = algorithmNames[0]
        hangBuffer = strdup("hang")

        for signal in [SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in CrashGuard.reexec() }
            #else
            action.__sigaction_u.__sa_handler = { _ in CrashGuard.reexec() }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }

        let watchdog = Thread {
            var last = -1
            var still = 0
            while true {
                sleep(1)
                let now = CrashGuard.heartbeat.load(ordering: .relaxed)
                still = now == last ? still + 1 : 0
                last = now
                if still >= hangSeconds {
                    CrashGuard.argv![CrashGuard.reasonSlot] = CrashGuard.hangBuffer
                    CrashGuard.reexec()
                }
            }
        }
        watchdog.stackSize = 1 << 16
        watchdog.start()
    }

    /// Tells the hang watchdog that work goes on, without naming a flat case.
    static func pulse() {
        heartbeat.wrappingAdd(1, ordering: .relaxed)
    }

    /// Records the check about to run. Cheap: a few stores.
    @inline(__always)
    static func willCheck(caseIndex: Int, algorithm: Int) {
        heartbeat.wrappingAdd(1, ordering: .relaxed)
        guard let caseBuffer else { return }
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

    /// Replaces the process with `fuzzer crash …`. Async-signal-safe.
    private static func reexec() -> Never {
        let message: StaticString = "\nfuzzer: the process crashed or hung; writing the repro of the check in flight…\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        if let argv {
            execv("/proc/self/exe", argv)
        }
        _exit(70)
    }
}
