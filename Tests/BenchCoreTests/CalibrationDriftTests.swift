import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// A run's calibration at its start and end: the drift, the warning the run
/// records, and the `warnings` field of results.json.
@Suite struct CalibrationDriftTests {
    @Test func theDriftIsSymmetricAndStableWithinTheMargin() {
        let slower = CalibrationDrift(start: 0.020, end: 0.030)
        let faster = CalibrationDrift(start: 0.030, end: 0.020)
        #expect(abs(slower.factor - 1.5) < 1e-12 && abs(faster.factor - 1.5) < 1e-12)
        #expect(!slower.isStable && !faster.isStable)
        #expect(CalibrationDrift(start: 0.020, end: 0.0219).isStable)
        #expect(CalibrationDrift(start: 0.0219, end: 0.020).isStable)
        #expect(!CalibrationDrift(start: 0.020, end: 0.0221).isStable)
        #expect(!CalibrationDrift(start: 0, end: 0.020).isStable, "a zero median is no measurement")
        #expect(CalibrationDrift(start: 0.0435, end: 0.0152).description == "43.5 ms at the start, 15.2 ms at the end (−65.1%)")
    }

    @Test func aRunRecordsAWarningOnlyBeyondTheMargin() throws {
        var builder = baselineBuilder()
        #expect(builder.results.calibrationWarning() == nil, "the fixture's calibration holds (20.0 ms, 20.0 ms)")
        builder.calibration = [0.0435, 0.0435, 0.0435, 0.0152, 0.0152]
        let warning = try #require(builder.results.calibrationWarning())
        #expect(
            warning.hasPrefix(
                "warning: the machine did not hold its speed during the run: its calibration moved −65.1% from start to end (43.5 ms → 15.2 ms), beyond the ±10% margin"
            ), "\(warning)")
        builder.calibration = [0.020, 0.020, 0.020]  // no end calibration: no drift to judge
        #expect(builder.results.calibrationDrift() == nil)
        #expect(builder.results.calibrationWarning() == nil)
        #expect(builder.results.calibrationUnsteadiness() == "it lacks a start or end calibration")
    }

    @Test func theCPUTimeAndTheWaitCountToo() throws {
        var results = baselineBuilder().results
        #expect(results.calibrationUnsteadiness() == nil)
        // CPU time 20 ms → 30 ms while the wall clock held.
        results.calibrations[0].cpuSummary = SampleSummary(samples: [0.020])
        results.calibrations[1].cpuSummary = SampleSummary(samples: [0.030])
        #expect(results.calibrationUnsteadiness()?.hasPrefix("its calibration's CPU time moved +50.0%") == true)
        // Steady CPU time, but the wall clock 1.2× it at the end: it waited for a core.
        results.calibrations[1].cpuSummary = SampleSummary(samples: [0.020])
        results.calibrations[1].summary = SampleSummary(samples: [0.021])
        #expect(results.calibrationUnsteadiness() == nil, "5% above its CPU time is within the margin")
        results.calibrations[0].summary = SampleSummary(samples: [0.020 * 1.2])
        results.calibrations[1].summary = SampleSummary(samples: [0.020 * 1.2])
        #expect(
            results.calibrationUnsteadiness()
                == "its calibration waited for a core at the start (wall 24.0 ms, CPU 20.0 ms): the machine was busy")
        // Files from before CPU times are judged on the wall clock alone.
        for index in results.calibrations.indices { results.calibrations[index].cpuSummary = nil }
        #expect(results.calibrationUnsteadiness() == nil)
    }

    @Test func warningsRoundTripAndStayOutOfQuietFiles() throws {
        var results = baselineBuilder().results
        let quiet = try results.encoded()
        #expect(!String(decoding: quiet, as: UTF8.self).contains("\"warnings\""))
        #expect(try ResultsFile.decode(quiet).warnings == nil)
        results.warnings = ["warning: the calibration moved"]
        #expect(try ResultsFile.decode(results.encoded()).warnings == ["warning: the calibration moved"])
    }

    @Test func theResultsTableShowsTheWarning() {
        var results = baselineBuilder().results
        results.warnings = ["warning: the calibration moved beyond the ±10% margin"]
        #expect(ResultsTable.markdown(for: results, chartFile: { _, _ in nil }).contains("\n> warning: the calibration moved beyond the ±10% margin\n"))
    }
}
