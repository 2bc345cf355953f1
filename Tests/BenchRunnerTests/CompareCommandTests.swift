import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import CLISupport
@testable import BenchRunner

/// `benchrunner compare` and `baseline` run as a separate process on small
/// fixture files: the exit codes and the one-line errors.
@Suite struct CompareCommandTests {
    /// A results folder with `runs/base`, `runs/slower` (myers 30% slower),
    /// `runs/faster` (all 40% faster) and `runs/same`.
    final class Fixture {
        let root: URL
        init() throws {
            root = temporaryFolder()
            let baseline = baselineBuilder()
            var slower = currentBuilder(from: baseline)
            slower.scaleTimes(1.3, of: ResultsBuilder.key("myers"))
            var faster = currentBuilder(from: baseline)
            faster.scaleTimes(0.6)
            var extraAllocation = currentBuilder(from: baseline)
            extraAllocation.edit(ResultsBuilder.key("heckel", 10_000)) { $0.allocations!.count += 1 }
            for (name, builder) in [
                ("base", baseline), ("slower", slower), ("faster", faster), ("same", currentBuilder(from: baseline)),
                ("alloc", extraAllocation),
            ] {
                let folder = root.appendingPathComponent("runs/\(name)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try builder.results.encoded().write(to: folder.appendingPathComponent("results.json"))
            }
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func compare(_ arguments: [String]) throws -> ProcessOutput {
            try runBenchrunner(["compare"] + arguments + ["--results-dir", root.path])
        }

        /// Writes `text` as a file in the fixture and returns its path.
        func write(_ name: String, _ text: String) throws -> String {
            let url = root.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
    }

    @Test func exitCodesFollowPackageBenchmark() throws {
        let fixture = try Fixture()
        let same = try fixture.compare([fixture.path("runs/base"), fixture.path("runs/same")])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("no change (exit 0)"))

        let slower = try fixture.compare([fixture.path("runs/base"), fixture.path("runs/slower/results.json")])
        #expect(slower.status == 2)
        #expect(slower.stdout.contains("REGRESSION"))
        #expect(slower.stderr.isEmpty, "a regression is a result, not an error")

        let allocation = try fixture.compare(["base", "alloc"])
        #expect(allocation.status == 2, "run names resolve under runs/")

        let faster = try fixture.compare([fixture.path("runs/base"), fixture.path("runs/faster"), "--format", "markdown"])
        #expect(faster.status == 4)
        #expect(faster.stdout.hasPrefix("### 🟢 DiffBench:"))
    }

    @Test func aStoredBaselineComparesByName() throws {
        let fixture = try Fixture()
        let update = try runBenchrunner(["baseline", "update", "nightly", "base", "--results-dir", fixture.root.path])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(FileManager.default.fileExists(atPath: fixture.path("baselines/nightly/results.json")))

        let list = try runBenchrunner(["baseline", "list", "--results-dir", fixture.root.path])
        #expect(list.stdout.hasPrefix("nightly\t2026-11-01-aaaaaaa"))

        #expect(try fixture.compare(["nightly", "slower"]).status == 2)
        #expect(try fixture.compare(["nightly", "same"]).status == 0)
    }

    @Test func baselineUpdateDefaultsToTheNewestRun() throws {
        let fixture = try Fixture()
        // Every fixture run but base starts on 2026-11-02; make one newer.
        var newest = currentBuilder(from: baselineBuilder())
        newest.id = "zz-newest"
        newest.started = "2026-12-01T00:00:00Z"
        let folder = fixture.root.appendingPathComponent("runs/zz-newest")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try newest.results.encoded().write(to: folder.appendingPathComponent("results.json"))

        let update = try runBenchrunner(["baseline", "update", "main", "--results-dir", fixture.root.path])
        #expect(update.status == 0, "\(update.stderr)")
        let stored = try ResultsLocation.load(fixture.root.appendingPathComponent("baselines/main/results.json"))
        #expect(stored.run.id == "zz-newest")
    }

    @Test func aRunWithoutCalibrationsStillReads() throws {
        let fixture = try Fixture()
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture.path("runs/slower/results.json"))))
                as? [String: Any])
        object["calibrations"] = nil
        let old = try fixture.write("old.json", String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        let results = try ResultsLocation.load(URL(fileURLWithPath: old))
        #expect(results.calibrations.isEmpty)
        // Without the current run's calibration, myers' +30% cannot be told
        // from the machine: inconclusive, exit 0.
        let output = try fixture.compare(["base", old])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1 inconclusive"), "\(output.stdout)")
    }

    /// Runs compare with a bad argument; checks exit 2 and one line.
    func expectBadInput(_ fixture: Fixture, _ arguments: [String], mentioning text: String) throws {
        let output = try fixture.compare(arguments)
        #expect(output.status == 2)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line, got: \(output.stderr)")
        #expect(lines.first?.hasPrefix("benchrunner: error: ") == true)
        #expect(output.stderr.contains(text), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func aMissingFileIsBadInput() throws {
        let fixture = try Fixture()
        try expectBadInput(fixture, ["nope", "base"], mentioning: "nope: no such results file, run folder or baseline")
        try expectBadInput(fixture, [fixture.root.path, "base"], mentioning: "no results.json in this folder")
    }

    @Test func aTruncatedFileIsBadInput() throws {
        let fixture = try Fixture()
        let full = try String(contentsOfFile: fixture.path("runs/base/results.json"), encoding: .utf8)
        let truncated = try fixture.write("truncated.json", String(full.prefix(full.count / 2)))
        try expectBadInput(fixture, [truncated, "base"], mentioning: "truncated or not JSON")
        let empty = try fixture.write("empty.json", "")
        try expectBadInput(fixture, ["base", empty], mentioning: "the file is empty")
    }

    @Test func aForeignFileIsBadInput() throws {
        let fixture = try Fixture()
        let foreign = try fixture.write("foreign.json", #"{"version": 1, "tasks": []}"#)
        try expectBadInput(fixture, [foreign, "base"], mentioning: "not a DiffBench results file")
        let damaged = try fixture.write("damaged.json", #"{"schema": "diffbench-results", "version": 1}"#)
        try expectBadInput(fixture, ["base", damaged], mentioning: "damaged results file: missing")
        let newer = try fixture.write("newer.json", #"{"schema": "diffbench-results", "version": 99}"#)
        try expectBadInput(fixture, ["base", newer], mentioning: "version 99 is not supported")
    }

    @Test func runsWithNoCellInCommonAreBadInput() throws {
        let fixture = try Fixture()
        var other = ResultsBuilder()
        other.add(ResultsBuilder.key("myers", 5000, dataset: "book"), samples: ResultsBuilder.samples(median: 0.01))
        let path = try fixture.write("other.json", String(decoding: try other.results.encoded(), as: UTF8.self))
        try expectBadInput(fixture, ["base", path], mentioning: "no cell in common")
    }

    @Test func badOptionsAreBadInput() throws {
        let fixture = try Fixture()
        try expectBadInput(fixture, ["base", "same", "--threshold", "abc"], mentioning: "--threshold: must be a percentage such as 10% or a fraction such as 0.1 (got abc)")
        try expectBadInput(fixture, ["base", "same", "--format", "html"], mentioning: "html")
        try expectBadInput(fixture, ["base", "same", "--normalize", "quicksort"], mentioning: "no cell of algorithm 'quicksort'")
    }
}
