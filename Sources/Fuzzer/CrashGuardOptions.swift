import ArgumentParser
import BatchUpdateChecker
import CLISupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `CrashGuard` started `fuzzer crash` or `fuzzer crash-validator` in
/// place of the campaign: a signal killed it, or its watchdog saw no
/// progress for the hang timeout (`--reason signal|hang`).
enum CrashReason: String, CaseIterable, ExpressibleByArgument {
    case signal
    case hang

    /// `crashed` or `hung`.
    var pastTense: String { self == .hang ? "hung" : "crashed" }

    /// `crash` or `hang`.
    var noun: String { self == .hang ? "hang" : "crash" }
}

/// The options `CrashGuard` passes to both commands it starts in place of a
/// crashed or hung campaign (`fuzzer crash`, `fuzzer crash-validator`):
/// which case of which campaign, why, and where the repro goes.
struct CrashGuardOptions: ParsableArguments {
    @Option(parsing: .unconditional, transform: OptionLimits.seed) var seed: UInt64
    @Option(name: .customLong("case"), parsing: .unconditional, transform: OptionLimits.caseIndex) var caseIndex: Int
    @Option(help: "Why the crash guard started this command.") var reason: CrashReason = .signal
    @Option(parsing: .unconditional, transform: OptionLimits.maxSize) var maxSize: Int = 64
    @Option var view: ListViewKind = .table
    @Option var output: String = "results/fuzz"

    /// Unblocks every signal: `exec` from a signal handler keeps that
    /// signal blocked in the new program.
    static func unblockSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }
}
