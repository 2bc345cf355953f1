//===----------------------------------------------------------------------===//
// ResultsFile validation: values that decode but cannot be true
//===----------------------------------------------------------------------===//

extension ResultsFile {
    /// The first value that decodes but cannot come from a run, as one line
    /// naming the field, or `nil` when every cell is plausible:
    ///
    /// - an `ok` cell has a `summary` or, from an instructions-only run
    ///   (`--metric instructions`), an instruction count (comparing it needs one);
    /// - every sample and summary statistic is finite and not negative,
    ///   and a summary's `min ≤ median ≤ max`;
    /// - a changeset's rows animated are not below the workload's lower
    ///   bound (`ChangesetQuality`), which no changeset can beat.
    ///
    /// - Complexity: O(*s*), *s* the number of samples in the file.
    package func validationProblem() -> String? {
        for (name, list) in [("calibrations", calibrations), ("cells", cells)] {
            for (index, cell) in list.enumerated() {
                let field = "'\(name)[\(index)]' (\(cell.key))"
                if cell.status == .ok && cell.summary == nil && cell.instructions == nil {
                    return "\(field) has status ok but neither a summary nor an instruction count"
                }
                if let quality = cell.quality, quality.rowsAnimated < quality.bound.lowerBound {
                    return "\(field) has quality.rowsAnimated \(quality.rowsAnimated) below its lower bound \(quality.bound.lowerBound)"
                }
                for (label, samples) in [("samples", cell.samples), ("cpuSamples", cell.cpuSamples ?? [])] {
                    if let bad = samples.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
                        return "\(field) has \(label)[\(bad)] = \(samples[bad]): seconds must be finite and not negative"
                    }
                }
                for (label, summary) in [("summary", cell.summary), ("cpuSummary", cell.cpuSummary)] {
                    guard let summary else { continue }
                    let values: [(String, Double)] = [
                        ("median", summary.median), ("p25", summary.p25), ("p75", summary.p75), ("p90", summary.p90),
                        ("min", summary.min), ("max", summary.max), ("mean", summary.mean),
                    ]
                    if let (stat, value) = values.first(where: { !$0.1.isFinite || $0.1 < 0 }) {
                        return "\(field) has \(label).\(stat) = \(value): seconds must be finite and not negative"
                    }
                    if !(summary.min <= summary.median && summary.median <= summary.max) {
                        return "\(field) has \(label).median \(summary.median) outside min \(summary.min) … max \(summary.max)"
                    }
                }
            }
        }
        return nil
    }
}
