//===----------------------------------------------------------------------===//
// TrendChart: x labels that tell every run apart
//===----------------------------------------------------------------------===//

extension TrendChart {
    /// The x labels of `runs`, one each and no two alike: `runLabel`'s date,
    /// time and commit, and where two runs would read the same (one commit
    /// run twice in a minute, as a run and its `--allocator system` twin
    /// can be, or dates without a time), the part of the run's id after
    /// its `<day>-<commit>` (`2026-11-27 20:03 f648f37 (system)`), or its
    /// whole id when it does not start so. A label still repeated gets
    /// `#2`, `#3`… in run order.
    package static func runLabels(_ runs: [(id: String, commit: String, date: String)]) -> [String] {
        var labels = runs.map { runLabel(date: $0.date, commit: $0.commit) }
        let repeated = Dictionary(grouping: labels.indices, by: { labels[$0] }).filter { $0.value.count > 1 }
        for indices in repeated.values {
            for index in indices {
                let run = runs[index]
                let prefix = "\(run.date.prefix(10))-\(run.commit)"
                let rest = run.id.hasPrefix(prefix) ? String(run.id.dropFirst(prefix.count).drop { $0 == "-" }) : run.id
                if !rest.isEmpty { labels[index] += " (\(rest))" }
            }
        }
        var seen: [String: Int] = [:]
        for index in labels.indices {
            seen[labels[index], default: 0] += 1
            if let count = seen[labels[index]], count > 1 { labels[index] += " #\(count)" }
        }
        return labels
    }
}
