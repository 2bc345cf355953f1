import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// `benchrunner compare` on rows animated: more rows for the same workload
/// is a regression, shown with its multiple of the lower bound.
@Suite struct QualityComparisonTests {
    let heckel = ResultsBuilder.key("heckel", 10_000)
    /// Lower bound 280: the fixtures' changeset (d100 i100 m80) reaches it.
    static let bound = ChangesetBound(sourceCount: 1_000, targetCount: 1_000, matchable: 900, commonSubsequence: 820)

    /// Every cell with a quality matching its changeset.
    func withQuality(_ builder: ResultsBuilder) -> ResultsBuilder {
        var builder = builder
        for index in builder.cells.indices {
            guard let size = builder.cells[index].changeset else { continue }
            builder.cells[index].quality = ChangesetQuality(size: size, bound: Self.bound)
        }
        return builder
    }

    @Test func aGrownChangesetIsARegressionOfRowsAnimated() throws {
        let baseline = withQuality(baselineBuilder())
        var current = currentBuilder(from: baseline)
        current.edit(heckel) {
            $0.changeset = ChangesetSize(deleted: 100, inserted: 100, moved: 893, updated: 0)
            $0.quality = ChangesetQuality(size: $0.changeset!, bound: Self.bound)
        }
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        let rows = try #require(comparison.cells.first { $0.key == heckel }?.metric(.quality))
        #expect(rows.verdict == .regression)
        #expect(rows.baseline == "280 ×1.00")
        #expect(rows.current == "1,093 ×3.90")
        #expect(rows.change == "+813 rows")
        #expect(comparison.exitCode == 2)
        let report = ComparisonReport.render(comparison, format: .text)
        #expect(report.contains("rows animated"))
        #expect(report.contains("1,093 ×3.90"))
        #expect(ComparisonReport.render(comparison, format: .markdown).contains("| rows animated | 280 ×1.00 | 1,093 ×3.90 |"))
    }

    @Test func sameRowsAreUnchangedAndFewerAnImprovement() {
        let b = ChangesetQuality(rowsAnimated: 400, moveFree: false, bound: Self.bound)
        #expect(Comparison.compareQuality(b, b).verdict == .unchanged)
        #expect(Comparison.compareQuality(b, b).change == "")
        let fewer = ChangesetQuality(rowsAnimated: 300, moveFree: false, bound: Self.bound)
        #expect(Comparison.compareQuality(b, fewer).verdict == .improvement)
    }

    /// Another workload (another seed): the rows do not compare, the multiple does.
    @Test func withAnotherBoundTheMultipleDecides() {
        let b = ChangesetQuality(rowsAnimated: 280, moveFree: false, bound: Self.bound)
        let smallerBound = ChangesetBound(sourceCount: 1_000, targetCount: 1_000, matchable: 950, commonSubsequence: 900)
        let c = ChangesetQuality(rowsAnimated: 200, moveFree: false, bound: smallerBound)
        let comparison = Comparison.compareQuality(b, c)
        #expect(comparison.verdict == .regression, "×1.00 → ×1.33 although 80 rows fewer")
        #expect(comparison.note?.contains("lower bound 280 → 150") == true)
    }

    @Test func aBaselineWithoutQualityComparesTheRest() throws {
        let baseline = baselineBuilder()
        let current = withQuality(currentBuilder(from: baseline))
        let comparison = try Comparison.compare(baseline: baseline.results, current: current.results)
        #expect(comparison.cells.allSatisfy { $0.metric(.quality) == nil })
        #expect(comparison.verdict == .unchanged)
    }
}
