import ArgumentParser
import CLISupport

/// `--hang-timeout` of the campaigns with a hang watchdog (`fuzzer
/// algorithms`, `fuzzer validator`): whole seconds, from 1.
struct HangTimeoutOption: ParsableArguments {
    @Option(
        name: .customLong("hang-timeout"), parsing: .unconditional,
        help: "Seconds without progress after which a check counts as hung, 1 to 86400 (default 10).",
        transform: OptionLimits.hangTimeout)
    var hangTimeoutOption: Double?

    var hangTimeout: Double { hangTimeoutOption ?? 10 }

    /// The crash guard's watchdog counts whole seconds: fractions are for
    /// an adapter's answers (`AnswerTimeoutOption`).
    func validate() throws {
        if let hangTimeoutOption, hangTimeoutOption < 1 {
            throw ValidationError(
                "--hang-timeout must be at least 1 second outside `fuzzer adapter` (got \(NumericOption.format(hangTimeoutOption)))")
        }
    }
}

/// `--hang-timeout` where an adapter answers (`fuzzer adapter`, `fuzzer
/// replay --adapter`): how long to wait for one answer, from 0.01 s.
struct AnswerTimeoutOption: ParsableArguments {
    @Option(
        name: .customLong("hang-timeout"), parsing: .unconditional,
        help: "Seconds to wait for one answer of the adapter, 0.01 to 86400 (default 10).",
        transform: OptionLimits.hangTimeout)
    var hangTimeoutOption: Double?

    var hangTimeout: Double { hangTimeoutOption ?? 10 }
}
