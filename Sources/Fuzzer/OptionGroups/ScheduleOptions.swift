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

    /// Checks these options against the campaign's `--iterations` and
    /// `--seed`, and against `onlyCase` (`--case`), which runs one case:
    /// it has no size or split, and means nothing without its seed.
    ///
    /// - Throws: `ValidationError` (one line, exit 2) for both `--iterations`
    ///   and `--duration`, a `--case` without `--seed` or with an option that
    ///   sizes or splits a campaign, or a shard past the last case.
    func validate(with campaign: CampaignOptions, onlyCase: Int? = nil) throws {
        if campaign.iterations != nil && duration != nil {
            throw ValidationError("give --iterations or --duration, not both")
        }
        if onlyCase != nil {
            if campaign.seed == nil {
                throw ValidationError("--case needs --seed: a case number means nothing without the seed it belongs to")
            }
            let ignored = [(campaign.iterations != nil, "--iterations"), (duration != nil, "--duration"), (shardOption != nil, "--shard")]
            if let option = ignored.first(where: \.0)?.1 {
                throw ValidationError("\(option) does not apply with --case: it runs one case")
            }
        }
        if let iterations = campaign.iterations, let shardOption, shardOption.index > iterations {
            throw ValidationError("--shard \(shardOption) runs no case of --iterations \(iterations)")
        }
    }
}
