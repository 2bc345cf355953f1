import ArgumentParser
import FuzzCore

/// The options of every campaign (`fuzzer algorithms`, `sectioned`,
/// `validator`, `adapter`): its seed, where its repros go, its number of
/// cases and what to do after a failure.
struct CampaignOptions: ParsableArguments {
    @Option(
        parsing: .unconditional, help: "The campaign seed, 0 to 2^64 − 1 (default: random, printed at the start).",
        transform: OptionLimits.seed)
    var seed: UInt64?

    @Option(name: .customLong("output"), help: "Where repro files are written (default results/fuzz); checked before the campaign starts.")
    var outputOption: String?

    @Option(
        parsing: .unconditional, help: "Cases in the whole campaign, 1 to 10^12 (default 10000; with --shard, every shard together).",
        transform: OptionLimits.iterations)
    var iterations: Int?

    @Flag(help: "Keep going after a failure; shrink and report each failing check once.")
    var keepGoing = false

    var output: String { outputOption ?? "results/fuzz" }

    /// The seed given, or a random one (the campaign prints it first).
    func chosenSeed() -> UInt64 { seed ?? UInt64.random(in: 0...UInt64(UInt32.max)) }
}
