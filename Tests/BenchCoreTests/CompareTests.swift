import Foundation
import Testing

import BenchCore
import BenchTestSupport
import InputValidation

@Suite struct CompareTests {
    let myers = ResultsBuilder.key("myers")
    let heckel10k = ResultsBuilder.key("heckel", 10_000)

    func compare(
        _ baseline: ResultsBuilder, _ current: ResultsBuilder, policy: ComparisonPolicy = ComparisonPolicy()
    ) throws -> Comparison {
        try Comparison.compare(baseline: baseline.results, current: current.results, policy: policy)
    }

    @Test func identicalRunsHaveNoChange() throws {
        let baseline = baselineBuilder()
        let comparison = try compare(baseline, currentBuilder(from: baseline))
        #expect(comparison.cells.count == 6)
        #expect(comparison.verdict == .unchanged)
        #expect(comparison.exitCode == 0)
        #expect(comparison.warnings.isEmpty)
    }

    @Test func plantedSlowdownIsARegression() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.3, of: myers)
        let comparison = try compare(baseline, current)
        let time = try #require(comparison.cells.first { $0.key == myers }?.metric(.time))
        #expect(time.verdict == .regression)
        #expect(abs(time.relativeChange! - 0.3) < 1e-9)
        #expect(time.change == "+30.0%")
        #expect(comparison.regressions.map(\.key) == [myers])
        #expect(comparison.exitCode == 2)
    }

    @Test func anExtraAllocationIsARegression() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.edit(heckel10k) { $0.allocations!.count += 1 }
        let comparison = try compare(baseline, current)
        let cell = try #require(comparison.cells.first { $0.key == heckel10k })
        #expect(cell.metric(.allocations)?.verdict == .regression)
        #expect(cell.metric(.allocations)?.change.hasPrefix("+1") == true)
        #expect(cell.metric(.time)?.verdict == .unchanged)
        #expect(comparison.exitCode == 2)
    }

    @Test func anExtraByteIsARegressionToo() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.edit(myers) { $0.allocations!.bytes += 16 }
        #expect(try compare(baseline, current).exitCode == 2)
    }

    @Test func noiseWithinTheSpreadIsNotFlagged() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        // Spread ±10% (MAD) in both runs; the median moves +15%: beyond the
        // 10% threshold, but the p10–p90 ranges (0.84–1.16 ms and
        // 0.99–1.31 ms) overlap.
        var noisyBaseline = baseline
        noisyBaseline.edit(myers) {
            $0.samples = ResultsBuilder.samples(median: 0.001, spread: 0.10)
            $0.summary = SampleSummary(samples: $0.samples)
        }
        current.edit(myers) {
            $0.samples = ResultsBuilder.samples(median: 0.00115, spread: 0.10 / 1.15)
            $0.summary = SampleSummary(samples: $0.samples)
        }
        let comparison = try compare(noisyBaseline, current)
        let time = try #require(comparison.cells.first { $0.key == myers }?.metric(.time))
        #expect(time.verdict == .inconclusive)
        #expect(time.note?.contains("overlap") == true)
        #expect(comparison.exitCode == 0)
    }

    @Test func aSmallChangeWithinTheThresholdIsNotFlagged() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.08)
        let comparison = try compare(baseline, current)
        #expect(comparison.verdict == .unchanged)
        #expect(try compare(baseline, current, policy: ComparisonPolicy(threshold: 0.05)).exitCode == 2)
    }

    @Test func improvementsOnlyExitWith4() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(0.6, of: myers)
        current.edit(heckel10k) { $0.allocations!.count -= 3 }
        let comparison = try compare(baseline, current)
        #expect(comparison.improvements.count == 2)
        #expect(comparison.exitCode == 4)
    }

    @Test func aRegressionOutweighsImprovements() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(0.5)
        current.edit(myers) { $0.changeset!.moved += 1 }
        #expect(try compare(baseline, current).exitCode == 2)
    }

    @Test func changesetSizesCompareExactly() throws {
        let baseline = baselineBuilder()
        var larger = currentBuilder(from: baseline)
        larger.edit(myers) { $0.changeset!.moved += 2 }
        #expect(try compare(baseline, larger).cells.first { $0.key == myers }?.metric(.changeset)?.verdict == .regression)

        var smaller = currentBuilder(from: baseline)
        smaller.edit(myers) { $0.changeset!.deleted -= 1; $0.changeset!.inserted -= 1 }
        #expect(try compare(baseline, smaller).exitCode == 4)

        var reshuffled = currentBuilder(from: baseline)
        reshuffled.edit(myers) { $0.changeset!.moved -= 1; $0.changeset!.updated += 1 }
        let metric = try compare(baseline, reshuffled).cells.first { $0.key == myers }?.metric(.changeset)
        #expect(metric?.verdict == .regression)
        #expect(metric?.note == "same size, different changes")
    }

    @Test func aCellThatNowFailsIsARegression() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.edit(myers) { $0.status = .failed; $0.message = "wrong changeset" }
        let cell = try #require(try compare(baseline, current).cells.first { $0.key == myers })
        #expect(cell.metric(.status)?.verdict == .regression)
        #expect(cell.metric(.time) == nil, "a failed cell's times are not compared")
        // And back: failed → ok is an improvement.
        #expect(try compare(current, currentBuilder(from: baseline)).exitCode == 4)
    }

    @Test func aSkippedCellInBothRunsIsUnchanged() throws {
        var baseline = baselineBuilder()
        baseline.add(ResultsBuilder.key("naive-lcs"), samples: [], status: .skipped)
        let comparison = try compare(baseline, currentBuilder(from: baseline))
        #expect(comparison.exitCode == 0)
        #expect(comparison.cells.count == 7)
    }

    @Test func aSlowerMachineIsNormalizedByTheCalibration() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.environment.cpu = "Slower CI CPU"
        current.scaleTimes(1.5)
        current.calibration = current.calibration!.map { $0 * 1.5 }

        let raw = try compare(baseline, current, policy: ComparisonPolicy(normalization: .none))
        #expect(raw.cells.allSatisfy { $0.metric(.time)?.change == "+50.0%" }, "unnormalized, every cell reads 50% slower")
        #expect(raw.cells.allSatisfy { $0.verdict == .inconclusive }, "but so did the calibration: the machine, not the code")
        #expect(raw.exitCode == 0)

        let calibrated = try compare(baseline, current, policy: ComparisonPolicy(normalization: .calibration))
        #expect(calibrated.exitCode == 0)
        #expect(abs(calibrated.calibrationFactor! - 1.5) < 1e-9)

        let automatic = try compare(baseline, current)
        #expect(automatic.normalization == .calibration, "auto normalizes when the CPUs differ")
        #expect(automatic.exitCode == 0)
        #expect(automatic.warnings.contains { $0.contains("different environment") && $0.contains("Slower CI CPU") })

        // A real slowdown still shows through the normalization.
        current.scaleTimes(1.3, of: myers)
        let slowed = try compare(baseline, current, policy: ComparisonPolicy(normalization: .calibration))
        #expect(slowed.regressions.map(\.key) == [myers])
    }

    @Test func timesCanBeNormalizedByAnAlgorithm() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(2)
        current.scaleTimes(1.3, of: myers)
        let comparison = try compare(baseline, current, policy: ComparisonPolicy(normalization: .algorithm("stdlib")))
        #expect(comparison.regressions.map(\.key) == [myers])
        let reference = comparison.cells.first { $0.key == ResultsBuilder.key("stdlib") }?.metric(.time)
        #expect(reference?.note == "the reference: equal by construction")
        #expect(throws: InputError.self) {
            try compare(baseline, current, policy: ComparisonPolicy(normalization: .algorithm("quicksort")))
        }
    }

    @Test func calibrationNormalizationNeedsBothCalibrations() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.calibration = nil
        let error = #expect(throws: InputError.self) {
            try compare(baseline, current, policy: ComparisonPolicy(normalization: .calibration))
        }
        #expect(error?.description.contains("the current run has no calibration measurement") == true)
        #expect(try compare(baseline, current, policy: ComparisonPolicy(normalization: .calibration, ignoreTimes: true)).exitCode == 0)
        // auto falls back to raw times, with a warning when the CPUs differ.
        current.environment.cpu = "Other"
        let comparison = try compare(baseline, current)
        #expect(comparison.normalization == .none)
        #expect(comparison.warnings.contains { $0.contains("not normalized") })
    }

    @Test func differentEnvironmentsAreComparedWithAWarning() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.environment.swift = "Swift version 6.4"
        current.environment.buildConfiguration = "debug"
        current.seed = 7
        let comparison = try compare(baseline, current)
        #expect(comparison.exitCode == 0)
        #expect(comparison.warnings.contains { $0.contains("different environment") && $0.contains("6.4") && $0.contains("debug build") })
        #expect(comparison.warnings.contains { $0.contains("debug build is involved") })
        #expect(comparison.warnings.contains { $0.contains("different seeds") })
    }

    @Test func theCPUClockIgnoresWaitingForACore() throws {
        let baseline = baselineBuilder()
        var busy = currentBuilder(from: baseline)
        busy.scaleTimes(1.5, of: myers, cpu: false)
        #expect(try compare(baseline, busy).exitCode == 2, "wall time includes the wait")
        #expect(try compare(baseline, busy, policy: ComparisonPolicy(clock: .cpu)).exitCode == 0)

        var slower = currentBuilder(from: baseline)
        slower.scaleTimes(1.3, of: myers)
        #expect(try compare(baseline, slower, policy: ComparisonPolicy(clock: .cpu)).regressions.map(\.key) == [myers])

        var old = baseline
        old.edit(myers) { $0.cpuSamples = nil; $0.cpuSummary = nil }
        #expect(throws: InputError.self) { try compare(old, slower, policy: ComparisonPolicy(clock: .cpu)) }
    }

    @Test func ignoringTimesComparesOnlyTheDeterministicMetrics() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(3)
        let comparison = try compare(baseline, current, policy: ComparisonPolicy(ignoreTimes: true))
        #expect(comparison.exitCode == 0)
        #expect(comparison.cells.allSatisfy { $0.metric(.time) == nil })
    }

    @Test func runsWithNoCellInCommonAreRejected() throws {
        let baseline = baselineBuilder()
        var other = ResultsBuilder()
        other.add(ResultsBuilder.key("myers", 5000), samples: ResultsBuilder.samples(median: 0.004))
        let error = #expect(throws: InputError.self) { try compare(baseline, other) }
        #expect(error?.description.contains("no cell in common") == true)
    }

    @Test func cellsInOneRunOnlyAreNotedNotCompared() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.add(ResultsBuilder.key("hash-linear"), samples: ResultsBuilder.samples(median: 0.0001))
        let comparison = try compare(baseline, current)
        #expect(comparison.onlyInCurrent == [ResultsBuilder.key("hash-linear")])
        #expect(comparison.exitCode == 0)
        #expect(comparison.warnings.contains { $0.contains("only in the current run") })
    }

    @Test func reportsNameEveryCellAndTheVerdict() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.3, of: myers)
        current.edit(heckel10k) { $0.allocations!.count += 1 }
        let comparison = try compare(baseline, current)

        let text = ComparisonReport.render(comparison, format: .text)
        #expect(text.contains("int · mixed"))
        #expect(text.contains("REGRESSION"))
        #expect(text.contains("+30.0%"))
        #expect(text.contains("6 cells compared: 2 regressed, 0 improved, 4 unchanged — regression (exit 2)"))

        let changes = ComparisonReport.render(comparison, format: .text, onlyChanges: true)
        #expect(!changes.contains("stdlib"))

        let markdown = ComparisonReport.render(comparison, format: .markdown)
        #expect(markdown.hasPrefix("### 🔴 DiffBench:"))
        #expect(markdown.contains("| int · mixed | myers | 1k | time |"))
        #expect(markdown.contains("**REGRESSION**"))
        #expect(markdown.contains("<details>"))
    }
}
