import ArgumentParser
import CLISupport

/// `--hang-timeout`: how long a check may go without progress before it
/// counts as hung (`fuzzer algorithms`, `fuzzer validator`: whole seconds,
/// from 1, which `requireWholeSeconds()` checks), or how long to wait for
/// one answer of an adapter (`fuzzer adapter`, `fuzzer replay --adapter`:
/// from 0.01 s).
struct HangTimeoutOption: ParsableArguments {
    @Option(
        name: .customLong("hang-timeout"), parsing: .unconditional,
        help: "Seconds without progress after which a check counts as hung, 1 to 86400 (default 10); with an adapter, seconds to wait for one answer, from 0.01.",
        transform: OptionLimits.hangTimeout)
    var hangTimeoutOption: Double?

    var hangTimeout: Double { hangTimeoutOption ?? 10 }

    /// The crash guard's watchdog counts whole seconds: fractions are for
    /// an adapter's answers.
    ///
    /// - Throws: `ValidationError` (one line, exit 2) below 1 second.
    func requireWholeSeconds() throws {
        if let hangTimeoutOption, hangTimeoutOption < 1 {
            throw ValidationError(
                "--hang-timeout must be at least 1 second outside `fuzzer adapter` (got \(NumericOption.format(hangTimeoutOption)))")
        }
    }
}
