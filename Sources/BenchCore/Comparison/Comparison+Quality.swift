import DiffBenchText

//===----------------------------------------------------------------------===//
// Comparison rule for changeset quality: rows animated against the bound
//===----------------------------------------------------------------------===//

extension Comparison {
    /// Exact: the rows a changeset animates, and their multiple of the
    /// workload's lower bound.
    ///
    /// With the same bound (the same workload), more rows is a regression
    /// and fewer an improvement. With different bounds (another seed or
    /// generator) the rows do not compare, so the multiple decides:
    /// larger is a regression, smaller an improvement.
    package static func compareQuality(_ b: ChangesetQuality, _ c: ChangesetQuality) -> MetricComparison {
        let sameBound = b.bound.lowerBound == c.bound.lowerBound
        let verdict: ChangeVerdict
        if sameBound {
            verdict = c.rowsAnimated > b.rowsAnimated ? .regression : c.rowsAnimated < b.rowsAnimated ? .improvement : .unchanged
        } else {
            verdict = c.boundMultiple > b.boundMultiple ? .regression : c.boundMultiple < b.boundMultiple ? .improvement : .unchanged
        }
        let change =
            b.rowsAnimated == c.rowsAnimated && sameBound
            ? "" : "\(signed(c.rowsAnimated - b.rowsAnimated)) rows"
        return MetricComparison(
            metric: .quality, baseline: qualityText(b), current: qualityText(c), change: change, verdict: verdict,
            note: sameBound
                ? nil : "lower bound \(groupedDigits(b.bound.lowerBound)) → \(groupedDigits(c.bound.lowerBound)): the workloads differ")
    }

    /// `"28,000 ×1.00"`: rows animated and their multiple of the lower bound.
    package static func qualityText(_ quality: ChangesetQuality) -> String {
        "\(groupedDigits(quality.rowsAnimated)) \(ChangesetQuality.multipleText(quality.boundMultiple))"
    }
}
