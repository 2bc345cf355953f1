import CLISupport

//===----------------------------------------------------------------------===//
// The spellings of before the subcommands, still accepted
//===----------------------------------------------------------------------===//

extension Fuzzer {
    /// The campaigns `--target` named, now subcommands of their own.
    static let targets = ["algorithms", "validator", "sectioned"]

    /// The process's arguments with the spellings of before the subcommands
    /// rewritten, each with one line on standard error:
    ///
    /// - `fuzzer --target T …` runs `fuzzer T …`;
    /// - `fuzzer --adapter COMMAND …` runs `fuzzer adapter COMMAND …`;
    /// - `fuzzer run …` runs `fuzzer algorithms …` (or the two above).
    ///
    /// Arguments that start with a subcommand (or `help`) are left as they
    /// are: there `--target` and `--adapter` are unknown options, except
    /// `fuzzer replay --adapter`.
    ///
    /// - Throws: `InputError` (one line, exit 2) for a `--target` that
    ///   names no campaign.
    static func rewrittenArguments(_ given: [String]) throws -> [String] {
        var arguments = given
        let ranAsRun = arguments.first == "run"
        if ranAsRun { arguments.removeFirst() }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        if !ranAsRun, let first = arguments.first, names.contains(first) { return arguments }
        for (index, argument) in arguments.enumerated() {
            for option in ["--target", "--adapter"] {
                let value: String
                let taken: Int
                if argument == option, index + 1 < arguments.count {
                    (value, taken) = (arguments[index + 1], 2)
                } else if argument.hasPrefix(option + "=") {
                    (value, taken) = (String(argument.dropFirst(option.count + 1)), 1)
                } else {
                    continue
                }
                arguments.removeSubrange(index..<(index + taken))
                if option == "--adapter" {
                    printToStandardError("fuzzer: --adapter COMMAND is now `fuzzer adapter COMMAND`")
                    return ["adapter", value] + arguments
                }
                guard targets.contains(value) else {
                    throw InputError(
                        "--target \(value): no such campaign; the campaigns are subcommands: \(targets.map { "fuzzer \($0)" }.joined(separator: ", "))")
                }
                printToStandardError("fuzzer: --target \(value) is now `fuzzer \(value)`")
                return [value] + arguments
            }
        }
        if ranAsRun { printToStandardError("fuzzer: `fuzzer run` is now `fuzzer algorithms`") }
        return ranAsRun ? ["algorithms"] + arguments : arguments
    }
}
