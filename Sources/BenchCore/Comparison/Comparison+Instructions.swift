import DiffBenchText

//===----------------------------------------------------------------------===//
// Comparison rules for instruction counts
//===----------------------------------------------------------------------===//

extension Comparison {
    /// Instructions are exact, so no spread is involved: a change counts
    /// when it exceeds `threshold` of the baseline count.
    package static func compareInstructions(_ b: InstructionCount, _ c: InstructionCount, threshold: Double) -> MetricComparison {
        let difference = c.instructions - b.instructions
        let relative =
            b.instructions > 0 ? Double(difference) / Double(b.instructions) : (difference == 0 ? 0 : .infinity)
        let verdict: ChangeVerdict =
            abs(relative) <= threshold ? .unchanged : difference > 0 ? .regression : .improvement
        return MetricComparison(
            metric: .instructions, baseline: groupedDigits(b.instructions), current: groupedDigits(c.instructions),
            change: difference == 0 ? "" : "\(formatPercent(relative)) (\(signed(difference)))", verdict: verdict,
            relativeChange: relative)
    }

    /// The instruction row of a cell, when either run counted its instructions:
    /// a count the current run lost (its cell still `ok`) is a regression.
    package static func instructionMetric(_ base: CellResult, _ cur: CellResult, policy: ComparisonPolicy) -> MetricComparison? {
        switch (base.instructions, cur.instructions) {
        case let (b?, c?):
            return compareInstructions(b, c, threshold: policy.instructionThreshold)
        case let (b?, nil) where cur.status == .ok:
            return MetricComparison(
                metric: .instructions, baseline: groupedDigits(b.instructions), current: "not counted", change: "",
                verdict: .regression, note: cur.message)
        default:
            return nil
        }
    }

    /// Notes on what makes instruction counts of the two runs differ other
    /// than the code: the compiler and valgrind versions.
    package static func instructionWarnings(_ baseline: ResultsFile, _ current: ResultsFile) -> [String] {
        let counted = { (results: ResultsFile) in results.cells.contains { $0.instructions != nil } }
        guard counted(baseline), counted(current) else { return [] }
        let b = baseline.environment, c = current.environment
        var differences: [String] = []
        if b.swift != c.swift { differences.append("Swift \"\(b.swift)\" vs \"\(c.swift)\"") }
        if b.valgrind != c.valgrind {
            differences.append("valgrind \(b.valgrind ?? "unknown") vs \(c.valgrind ?? "unknown")")
        }
        guard !differences.isEmpty else { return [] }
        return [
            "note: instruction counts depend on the compiler and the counter, which differ: "
                + differences.joined(separator: "; ") + " — a change may come from them rather than the code"
        ]
    }
}
