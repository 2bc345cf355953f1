import ArgumentParser
import CLISupport
import FuzzCore

extension Fuzzer {
    /// `fuzzer adapter COMMAND`: the flat cases through an external adapter
    /// (docs/adapters.md), failures shrunk through it and written as
    /// adapter repros.
    struct Adapter: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fuzz an external adapter (docs/adapters.md) with the same cases as the algorithms.")

        @Argument(
            help: ArgumentHelp(
                "The adapter: a path, or a command such as 'python3 my.py' (one argument: quote it).",
                valueName: "command"))
        var command: String

        @OptionGroup var common: CampaignOptions
        @OptionGroup var schedule: ScheduleOptions
        @OptionGroup var size: MaxSizeOption
        @OptionGroup var cases: FlatCaseOptions
        @OptionGroup var answers: HangTimeoutOption

        func validate() throws {
            try schedule.validate(with: common, onlyCase: cases.caseIndex)
        }

        func run() throws {
            try OutputFolder.requireWritable(common.output)
            let configuration = CampaignConfiguration(
                seed: common.chosenSeed(), campaign: common, schedule: schedule, maxSize: size.maxSize,
                view: cases.view, onlyCase: cases.caseIndex)
            try runAdapterCampaign(command, configuration: configuration)
        }
    }
}
