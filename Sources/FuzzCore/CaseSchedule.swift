import Foundation

//===----------------------------------------------------------------------===//
// CaseSchedule: which cases a campaign visits, until when, and when it reports
//===----------------------------------------------------------------------===//

/// The case indices a campaign visits — its shard's (`i % count == index − 1`)
/// or the one `onlyCase` — until its iterations or its duration run out, and
/// when progress is due (every 0.2 s). Shared by the algorithm and adapter
/// campaigns.
struct CaseSchedule {
    /// When the campaign started.
    let start: Date
    /// The case to run next.
    private(set) var index: Int
    private let step: Int
    private let end: Int
    private let deadline: Date?
    private var lastProgress: Date
    /// Set when the campaign must end after the current case (a failure
    /// without `keepGoing`, or the deadline).
    var stop = false
    /// Whether `index` is `Int.max` and still due (no `end` past it exists).
    private var lastIndex: Bool

    init(_ configuration: CampaignConfiguration) {
        let start = Date()
        self.start = start
        let shard = configuration.shard
        index = configuration.onlyCase ?? (shard.index - 1)
        step = configuration.onlyCase == nil ? shard.count : 1
        // Saturating: the last representable index still runs once.
        end = configuration.onlyCase.map { $0 == Int.max ? Int.max : $0 + 1 } ?? configuration.iterations ?? Int.max
        lastIndex = configuration.onlyCase == Int.max
        deadline = configuration.duration.map { start.addingTimeInterval($0) }
        lastProgress = start
    }

    /// Whether another case runs.
    var hasNext: Bool { !stop && (index < end || lastIndex) }

    /// Seconds since the start.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// Moves to the next case; stops at the deadline. Returns the seconds
    /// elapsed when progress is due, else `nil`.
    mutating func advance() -> Double? {
        lastIndex = false
        let (next, overflow) = index.addingReportingOverflow(step)
        if overflow { stop = true } else { index = next }
        let now = Date()
        if let deadline, now >= deadline { stop = true }
        guard now.timeIntervalSince(lastProgress) >= 0.2 else { return nil }
        lastProgress = now
        return now.timeIntervalSince(start)
    }
}
