import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// The time rule of `benchrunner compare` on constructed runs: a time
/// difference is a regression only when the runs can tell it from the
/// machine (steady calibrations, a change that survives the calibration
/// ratio, p10–p90 ranges apart and each no wider than the threshold), and
/// `inconclusive` (exit 0) otherwise.
@Suite struct TimeVerdictTests {
    let myers = ResultsBuilder.key("myers")

    func compare(
        _ baseline: ResultsBuilder, _ current: ResultsBuilder, policy: ComparisonPolicy = ComparisonPolicy()
    ) throws -> Comparison {
        try Comparison.compare(baseline: baseline.results, current: current.results, policy: policy)
    }

    /// Gives the cell these wall and CPU samples.
    func setSamples(_ cell: inout CellResult, _ samples: [Double]) {
        cell.samples = samples
        cell.summary = SampleSummary(samples: samples)
        cell.cpuSamples = samples
        cell.cpuSummary = SampleSummary(samples: samples)
    }

    /// Calibration samples of a run: three at the start (median `start`),
    /// two at the end (median `end`), as `ResultsBuilder` splits them.
    func calibration(start: Double, end: Double) -> [Double] {
        [start, start * 1.01, start * 0.99, end, end]
    }

    @Test func aDriftingCalibrationMakesATimeChangeInconclusive() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.7, of: myers)
        // The user's report: 43.5 ms at the start of the run, 15.2 ms at its end.
        current.calibration = calibration(start: 0.0435, end: 0.0152)
        let comparison = try compare(baseline, current)
        let time = try #require(comparison.cells.first { $0.key == myers }?.metric(.time))
        #expect(time.change == "+70.0%")
        #expect(time.verdict == .inconclusive)
        #expect(
            time.note == "the current run: its calibration moved −65.1% from start to end (43.5 ms → 15.2 ms)", "\(time.note ?? "")")
        #expect(comparison.exitCode == Comparison.noChangeExitCode)
        #expect(
            comparison.warnings.contains {
                $0.hasPrefix("warning: the current run's machine did not hold its speed (±10%): its calibration moved −65.1%")
            })

        // The same slowdown with a calibration that held is a regression.
        current.calibration = calibration(start: 0.020, end: 0.021)
        #expect(try compare(baseline, current).regressions.map(\.key) == [myers])
    }

    @Test func aDriftingBaselineCalibrationCountsToo() throws {
        var baseline = baselineBuilder()
        baseline.calibration = calibration(start: 0.020, end: 0.030)
        var current = currentBuilder(from: baseline)
        current.calibration = calibration(start: 0.025, end: 0.025)
        current.scaleTimes(1.5, of: myers)
        let comparison = try compare(baseline, current)
        #expect(comparison.inconclusive.map(\.key) == [myers])
        #expect(comparison.warnings.contains { $0.hasPrefix("warning: the baseline's machine did not hold its speed") })
    }

    @Test func aMachineSlowdownTheCalibrationSawIsInconclusive() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        // The whole current run on a machine 40% slower (same CPU, so the
        // times are not normalized): stable within the run, 1.4× the baseline's.
        current.scaleTimes(1.4)
        current.calibration = calibration(start: 0.028, end: 0.028)
        let comparison = try compare(baseline, current)
        #expect(comparison.normalization == .none)
        #expect(comparison.cells.allSatisfy { $0.verdict == .inconclusive })
        let note = try #require(comparison.cells.first?.metric(.time)?.note)
        #expect(note.contains("the calibration ran ×1.40 the baseline's time: calibrated change"), "\(note)")
        #expect(comparison.exitCode == Comparison.noChangeExitCode)

        // A 30% slowdown of one algorithm on top of it still shows.
        current.scaleTimes(1.3, of: myers)
        let slowed = try compare(baseline, current)
        #expect(slowed.regressions.map(\.key) == [myers])
        #expect(slowed.exitCode == Comparison.regressionExitCode)
    }

    @Test func overlappingRangesAreInconclusiveEvenWithoutSpreadAtTheMedian() throws {
        var baseline = baselineBuilder()
        baseline.edit(myers) { setSamples(&$0, [0.001, 0.001, 0.001, 0.001, 0.0015]) }
        var current = currentBuilder(from: baseline)
        // Median +30%, no median absolute deviation in either run, but the
        // baseline's slow tail reaches into the current run's range.
        current.edit(myers) { setSamples(&$0, [0.0013, 0.0013, 0.0013, 0.0013, 0.001]) }
        let time = try #require(try compare(baseline, current).cells.first { $0.key == myers }?.metric(.time))
        #expect(time.change == "+30.0%")
        #expect(time.verdict == .inconclusive)
        #expect(time.note?.hasPrefix("p10–p90 1.00 ms–1.30 ms and 1.12 ms–1.30 ms overlap") == true, "\(time.note ?? "")")

        // Ranges apart (the tail gone): a regression.
        current.edit(myers) { setSamples(&$0, [0.0013, 0.0013, 0.0013, 0.0013, 0.0013]) }
        baseline.edit(myers) { setSamples(&$0, [0.001, 0.001, 0.001, 0.001, 0.001]) }
        #expect(try compare(baseline, current).regressions.map(\.key) == [myers])
    }

    @Test func aRunWhoseSamplesSpreadBeyondTheThresholdCannotVouchForAChange() throws {
        // Measured: heckel at 1k in two steady runs of one commit, 20.9 µs
        // and 31.8 µs, every sample shifted by a burst of load during the
        // second run's 30 ms of sampling; that run's p10–p90 spans 15%.
        var baseline = baselineBuilder()
        baseline.edit(myers) { setSamples(&$0, [20.8e-6, 20.9e-6, 20.9e-6, 21.0e-6, 21.1e-6]) }
        var current = currentBuilder(from: baseline)
        current.edit(myers) { setSamples(&$0, [29.6e-6, 31.0e-6, 31.8e-6, 33.0e-6, 36.2e-6]) }
        let time = try #require(try compare(baseline, current).cells.first { $0.key == myers }?.metric(.time))
        #expect(time.verdict == .inconclusive)
        #expect(
            time.note == "the current run's p10–p90 30.2 µs–34.9 µs spans 15.0% of its median, more than the threshold",
            "\(time.note ?? "")")
        // The same shift with samples that agree within 10%: a regression;
        // and at a 20% threshold the spread is within it.
        #expect(try compare(baseline, current, policy: ComparisonPolicy(threshold: 0.20)).regressions.map(\.key) == [myers])
        current.edit(myers) { setSamples(&$0, [31.0e-6, 31.5e-6, 31.8e-6, 32.1e-6, 32.5e-6]) }
        #expect(try compare(baseline, current).regressions.map(\.key) == [myers])
    }

    @Test func theRangesAreComparedAfterTheCalibrationRatio() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        // The machine ran 1.2× slower and myers is 1.4× slower raw: the
        // calibrated change (+16.7%) is beyond 10%, the ranges apart.
        current.calibration = calibration(start: 0.024, end: 0.024)
        current.scaleTimes(1.2)
        current.scaleTimes(1.4 / 1.2, of: myers)
        let comparison = try compare(baseline, current)
        #expect(comparison.regressions.map(\.key) == [myers])
        // At a 20% threshold the calibrated +16.7% is not enough, though the raw +40% is.
        let strict = try compare(baseline, current, policy: ComparisonPolicy(threshold: 0.20))
        #expect(strict.regressions.isEmpty)
        #expect(strict.cells.first { $0.key == myers }?.verdict == .inconclusive)
    }

    @Test func aRunWithoutItsEndCalibrationIsInconclusive() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.5, of: myers)
        var results = current.results
        results.calibrations.removeLast()  // interrupted before the end
        let comparison = try Comparison.compare(baseline: baseline.results, current: results)
        let time = try #require(comparison.cells.first { $0.key == myers }?.metric(.time))
        #expect(time.verdict == .inconclusive)
        #expect(time.note == "the current run: it lacks a start or end calibration")
    }

    /// The current run's results with these CPU times for both calibrations
    /// (the builder gives them the wall times).
    func withCalibrationCPU(_ builder: ResultsBuilder, _ cpu: [Double]) -> ResultsFile {
        var results = builder.results
        for index in results.calibrations.indices {
            results.calibrations[index].cpuSamples = cpu
            results.calibrations[index].cpuSummary = SampleSummary(samples: cpu)
        }
        return results
    }

    @Test func theCPUClockStillNeedsASteadyWallCalibration() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.5, of: myers)
        // The wall calibration doubled (waiting for a core) while its CPU time
        // held: a busy machine slows the cells' CPU time too (shared cores and
        // caches), so the CPU clock is no way around it.
        current.calibration = calibration(start: 0.020, end: 0.040)
        let results = withCalibrationCPU(current, [0.020, 0.020])
        let cpu = try Comparison.compare(baseline: baseline.results, current: results, policy: ComparisonPolicy(clock: .cpu))
        #expect(cpu.inconclusive.map(\.key) == [myers])
        let wall = try Comparison.compare(baseline: baseline.results, current: results)
        #expect(wall.inconclusive.map(\.key) == [myers])
    }

    @Test func aCalibrationThatWaitedForACoreIsABusyMachine() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.scaleTimes(1.5, of: myers)
        // Steady from start to end, but twice its CPU time at both.
        current.calibration = calibration(start: 0.040, end: 0.040)
        current.scaleTimes(2)
        let busy = withCalibrationCPU(current, [0.020, 0.020])
        let comparison = try Comparison.compare(baseline: baseline.results, current: busy)
        #expect(comparison.cells.allSatisfy { $0.verdict == .inconclusive })
        let note = try #require(comparison.cells.first { $0.key == myers }?.metric(.time)?.note)
        #expect(note == "the current run: its calibration waited for a core at the start (wall 40.0 ms, CPU 20.0 ms): the machine was busy")
        // The same run with a calibration that got its core: myers regressed.
        let quiet = withCalibrationCPU(current, [0.040, 0.040])
        #expect(try Comparison.compare(baseline: baseline.results, current: quiet).regressions.map(\.key) == [myers])
    }

    @Test func inconclusiveBesideImprovementsExitsWith4AndIsCounted() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.calibration = calibration(start: 0.020, end: 0.030)
        current.scaleTimes(1.5, of: myers)
        current.edit(ResultsBuilder.key("heckel", 10_000)) { $0.allocations!.count -= 1 }
        let comparison = try compare(baseline, current)
        #expect(comparison.exitCode == Comparison.improvementExitCode)
        #expect(
            ComparisonReport.summary(comparison)
                == "6 cells compared: 0 regressed, 1 improved, 4 unchanged, 1 inconclusive (times within the noise) — improvements only (exit 4)")
        current.edit(ResultsBuilder.key("heckel", 10_000)) { $0.allocations!.count += 1 }
        let alone = try compare(baseline, current)
        #expect(alone.exitCode == Comparison.noChangeExitCode)
        #expect(ComparisonReport.summary(alone).hasSuffix("1 inconclusive (times within the noise) — no conclusive change (exit 0)"))
        let text = ComparisonReport.render(alone, format: .text)
        #expect(text.contains("inconclusive (the current run: its calibration moved +50.0% from start to end (20.0 ms → 30.0 ms))"))
    }

    @Test func ignoredTimesGiveNoCalibrationWarning() throws {
        let baseline = baselineBuilder()
        var current = currentBuilder(from: baseline)
        current.calibration = calibration(start: 0.020, end: 0.030)
        let comparison = try compare(baseline, current, policy: ComparisonPolicy(ignoreTimes: true))
        #expect(comparison.warnings.isEmpty)
    }
}
