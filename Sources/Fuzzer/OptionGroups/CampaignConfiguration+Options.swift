import BatchUpdateChecker
import DiffAlgorithms
import FuzzCore

extension CampaignConfiguration {
    /// The flat campaign of `campaign` and `schedule` with `seed`: the
    /// subcommand gives what else it accepts, the rest keeps its default.
    init(
        seed: UInt64, campaign: CampaignOptions, schedule: ScheduleOptions, maxSize: Int = 64,
        algorithms: [any DiffAlgorithm] = AlgorithmRegistry.all, view: ListViewKind = .table, onlyCase: Int? = nil
    ) {
        self.init(
            seed: seed, iterations: schedule.duration == nil ? (campaign.iterations ?? 10_000) : nil,
            duration: schedule.duration?.seconds, maxSize: maxSize, algorithms: algorithms, view: view,
            shard: schedule.shard, keepGoing: campaign.keepGoing, onlyCase: onlyCase)
    }
}
