import ArgumentParser
import FuzzCore

/// How a sharded campaign is split and how long it runs when not by
/// `--iterations`: `--duration` and `--shard` (every campaign but the
/// validator's, which runs `--iterations` cases from case 0).
struct ScheduleOptions: ParsableArguments {
    @Option(
        parsing: .unconditional, help: "Run this shard for a time instead of --iterations, e.g. 60s, 5m, 1h (at most 8760h).",
        transform: OptionLimits.duration)
    var duration: DurationArgument?

    @Option(
        name: .customLong("shard"), parsing: .unconditional, help: "Run shard I of N (1-based, N ≤ 1000000), e.g. 2/4.",
        transform: OptionLimits.shard)
    var shardOption: Shard?

    var shard: Shard { shardOption ?? .all }

    /// Checks these options against the campaign's `--iterations`.
    ///
    /// - Throws: `ValidationError` (one line, exit 2) for both `--iterations`
    ///   and `--duration`, or a shard past the last case.
    func validate(with campaign: CampaignOptions) throws {
        if campaign.iterations != nil && duration != nil {
            throw ValidationError("give --iterations or --duration, not both")
        }
        if let iterations = campaign.iterations, let shardOption, shardOption.index > iterations {
            throw ValidationError("--shard \(shardOption) runs no case of --iterations \(iterations)")
        }
    }
}
