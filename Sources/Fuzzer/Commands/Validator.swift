import ArgumentParser
import CLISupport

extension Fuzzer {
    /// `fuzzer validator`: `ValidatorCampaign`, rule-targeted invalid
    /// batches from case 0; every failure is printed and written as a batch
    /// file `benchrunner validate` replays.
    struct Validator: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fuzz the batch-update validator with rule-targeted invalid batches, in both views.")

        @OptionGroup var common: CampaignOptions
        @OptionGroup var size: MaxSizeOption
        @OptionGroup var watchdog: HangTimeoutOption

        func validate() throws {
            try watchdog.requireWholeSeconds()
        }

        func run() throws {
            try OutputFolder.requireWritable(common.output)
            try runValidator(seed: common.chosenSeed())
        }
    }
}
