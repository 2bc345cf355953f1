import ArgumentParser
import BatchUpdateChecker

/// How flat cases are checked (`fuzzer algorithms` and `fuzzer adapter`):
/// the batch-update view, and `--case` to rerun one case of a seed
/// (`ScheduleOptions.validate(with:onlyCase:)` checks it against the rest).
struct FlatCaseOptions: ParsableArguments {
    @Option(name: .customLong("view"), help: "Batch-update semantics for the checker properties: table or collection (default table).")
    var viewOption: ListViewKind?

    @Option(
        name: .customLong("case"), parsing: .unconditional,
        help: "Run only this case index of the seed, 0 to 10^12 − 1 (to reproduce a crash).", transform: OptionLimits.caseIndex)
    var caseIndex: Int?

    var view: ListViewKind { viewOption ?? .table }
}
