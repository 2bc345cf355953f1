import Foundation

//===----------------------------------------------------------------------===//
// CaseSchedule: which cases a campaign visits, until when, and when it reports
//===----------------------------------------------------------------------===//

/// The case indices a campaign visits — its shard's (`i % count == index − 1`)
/// or the one `onlyCase` — until its iterations or its duration run out, and
/// when progress is due (every 0.2 s). `CampaignEngine` runs every campaign
/// on one.
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

    /// Case indices `0..<iterations` (all of them when `nil`) of `shard`,
    /// until `duration` seconds have passed; or the one case `onlyCase`.
    init(iterations: Int?, duration: Double? = nil, shard: Shard = .all, onlyCase: Int? = nil) {
        let start = Date()
        self.start = start
        index = onlyCase ?? (shard.index - 1)
        step = onlyCase == nil ? shard.count : 1
        // Saturating: the last representable index still runs once.
        end = onlyCase.map { $0 == Int.max ? Int.max : $0 + 1 } ?? iterations ?? Int.max
        lastIndex = onlyCase == Int.max
        deadline = duration.map { start.addingTimeInterval($0) }
        lastProgress = start
    }

    init(_ configuration: CampaignConfiguration) {
        self.init(
            iterations: configuration.iterations, duration: configuration.duration, shard: configuration.shard,
            onlyCase: configuration.onlyCase)
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
