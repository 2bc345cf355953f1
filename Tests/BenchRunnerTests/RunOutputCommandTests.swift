import Foundation
import Testing

import BenchCore
import BenchTestSupport

/// `benchrunner run` and `diff` under real use: concurrent runs, existing
/// output folders, bad output paths, interrupts, standard input, large inputs.
@Suite struct RunOutputCommandTests {
    static let quick = ["--sizes", "100,200", "--algorithms", "heckel", "--datasets", "int", "--min-time", "0", "--min-samples", "1"]

    /// Starts benchrunner in `directory` with stdout and stderr to files there.
    func start(_ arguments: [String], in directory: URL, name: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try requireBenchrunner())
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: emptyFile(directory.appendingPathComponent("\(name).out")))
        process.standardError = try FileHandle(forWritingTo: emptyFile(directory.appendingPathComponent("\(name).err")))
        try process.run()
        return process
    }

    func emptyFile(_ url: URL) -> URL {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url
    }

    func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    @Test func concurrentRunsGetTheirOwnFolders() throws {
        let directory = temporaryFolder()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let runs = try (1...3).map { try start(Self.quick + ["--seed", "\($0)", "--no-charts"], in: directory, name: "run\($0)") }
        for run in runs { run.waitUntilExit() }
        #expect(runs.allSatisfy { $0.terminationStatus == 0 })
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("results/runs").path)
        #expect(folders.count == 3, "\(folders)")
        var seeds: Set<UInt64> = []
        for folder in folders {
            let file = directory.appendingPathComponent("results/runs/\(folder)/results.json")
            seeds.insert(try ResultsFile.decode(Data(contentsOf: file)).parameters.seed)
        }
        #expect(seeds == [1, 2, 3], "each folder holds a different run")
    }

    @Test func anExistingOutputIsRefusedUnlessOverwrite() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try runBenchrunner(Self.quick + ["--output", folder.path])
        #expect(first.status == 0, "\(first.stderr)")
        let stale = folder.appendingPathComponent("chart-int-mixed.svg")
        #expect(FileManager.default.fileExists(atPath: stale.path))

        let refused = try runBenchrunner(Self.quick + ["--output", folder.path, "--no-charts"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("benchrunner: error: --output \(folder.path): the folder is not empty"), "\(refused.stderr)")

        let replaced = try runBenchrunner(Self.quick + ["--output", folder.path, "--no-charts", "--overwrite"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale.path), "the earlier run's chart is gone")

        // A folder with other files is not cleared.
        try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let foreign = try runBenchrunner(Self.quick + ["--output", folder.path, "--overwrite"])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("'notes.txt' is not a file benchrunner writes"), "\(foreign.stderr)")
    }

    @Test func badOutputPathsAreOneLineWithExitTwo() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain")
        try Data().write(to: file)
        let cases: [(String, String)] = [
            ("", "--output is empty"),
            ("/proc/x", "cannot create /proc/x"),
            (file.path, "is a file, not a folder"),
            (file.appendingPathComponent("sub").path, "\(file.path) is a file"),
        ]
        for (output, expected) in cases {
            let result = try runBenchrunner(Self.quick + ["--output", output])
            #expect(result.status == 2, "\(output)")
            let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("benchrunner: error:") }
            #expect(errors.count == 1 && errors[0].contains(expected), "\(output): \(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptFinishesTheResultsAndSaysWhere(signal: Int32) throws {
        let directory = temporaryFolder()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("run")
        // Many slow cells: the run is still going when the signal comes.
        let process = try start(
            ["--sizes", "1000,2000,3000,4000", "--algorithms", "myers,heckel,stdlib", "--datasets", "int,book",
             "--min-time", "0.3", "--output", output.path],
            in: directory, name: "run")
        let resultsFile = output.appendingPathComponent("results.json")
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let results = try? ResultsFile.decode(Data(contentsOf: resultsFile)), !results.cells.isEmpty { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let results = try ResultsFile.decode(Data(contentsOf: resultsFile))
        #expect(!results.run.complete)
        #expect(results.cells.count < results.run.plannedCells)
        #expect(results.cells.allSatisfy { $0.status == .ok }, "no cell recorded as crashed by the interrupt")
        let stderr = text(directory.appendingPathComponent("run.err"))
        #expect(
            stderr.contains("benchrunner: interrupted: \(results.cells.count) of \(results.run.plannedCells) cells in \(output.path)"),
            "\(stderr)")
    }

    @Test func diffReadsStandardInputForADash() throws {
        let files = try TemporaryFiles()
        let target = try files.write("[3, 1, 2]")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try requireBenchrunner())
        process.arguments = ["diff", "-", target]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("[1, 2, 3]".utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("\"moved\": [[2, 0]]"), "\(printed)")

        let both = try runBenchrunner(["diff", "-", "-"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("at most one of them can be standard input"), "\(both.stderr)")
    }

    @Test func aSizeGuardRefusesBeforeParsing() throws {
        let files = try TemporaryFiles()
        // 200,000 integers each side: dp-lcs's table would need about 160 GB.
        let array = "[" + Array(repeating: "7", count: 200_000).joined(separator: ",") + "]"
        let source = try files.write(array)
        let started = Date()
        let result = try runBenchrunner(["diff", "--algorithm", "dp-lcs", source, source])
        #expect(result.status == 2)
        #expect(result.stderr.contains("input too large for dp-lcs: 200000 × 200000 elements"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func numbersTooLargeAreNamedPrecisely() throws {
        let files = try TemporaryFiles()
        let big = try files.write("[99999999999999999999999]")
        let small = try files.write("[1]")
        let diff = try runBenchrunner(["diff", big, small])
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("element 0 is an integer outside the 64-bit range"), "\(diff.stderr)")

        let batch = try files.write(#"{"before": [3], "after": [3], "deletes": [[0, 99999999999999999999]]}"#)
        let validate = try runBenchrunner(["validate", batch])
        #expect(validate.status == 2)
        #expect(validate.stderr.contains("'deletes[0][1]' must be an integer that fits in 64 bits"), "\(validate.stderr)")
    }
}
