import ArgumentParser
import BatchUpdateChecker

/// How flat cases are checked (`fuzzer algorithms` and `fuzzer adapter`):
/// the batch-update view, and `--case` to rerun one case of a seed.
struct FlatCaseOptions: ParsableArguments {
    @Option(name: .customLong("view"), help: "Batch-update semantics for the checker properties: table or collection (default table).")
    var viewOption: ListViewKind?

    @Option(
        name: .customLong("case"), parsing: .unconditional,
        help: "Run only this case index of the seed, 0 to 10^12 − 1 (to reproduce a crash).", transform: OptionLimits.caseIndex)
    var caseIndex: Int?

    var view: ListViewKind { viewOption ?? .table }

    /// Checks `--case` against the options that size or split a campaign,
    /// which one case does not have, and against its seed.
    ///
    /// - Throws: `ValidationError` (one line, exit 2).
    func validate(with campaign: CampaignOptions, schedule: ScheduleOptions) throws {
        guard caseIndex != nil else { return }
        if campaign.seed == nil {
            throw ValidationError("--case needs --seed: a case number means nothing without the seed it belongs to")
        }
        let ignored = [
            (campaign.iterations != nil, "--iterations"), (schedule.duration != nil, "--duration"),
            (schedule.shardOption != nil, "--shard"),
        ]
        if let option = ignored.first(where: \.0)?.1 {
            throw ValidationError("\(option) does not apply with --case: it runs one case")
        }
    }
}
