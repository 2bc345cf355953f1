import Foundation
import Testing

/// The package's root directory.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file benchrunner cannot read or write is one readable line, never
/// Foundation's "NSCocoaErrorDomain error 512".
@Suite struct FileErrorTests {
    /// A published run of the repository, as a results file.
    var run: String { root.appendingPathComponent("results/runs/2026-11-25-04d1bb8/results.json").path }

    @Test func aHistoryThatIsAFolder() throws {
        let files = try TemporaryFiles()
        let output = try runBenchrunner(["history", "append", run, "--history", files.directory.path])
        #expect(output.status == 2)
        #expect(output.stderr == "benchrunner: error: cannot read \(files.directory.path): is a directory\n")
        let report = try runBenchrunner(["report", "--history", files.directory.path])
        #expect(report.stderr == "benchrunner: error: \(files.directory.path): is a directory\n")
    }

    @Test func aHistoryInsideAFile() throws {
        let files = try TemporaryFiles()
        let file = try files.write("x")
        let output = try runBenchrunner(["history", "append", run, "--history", file + "/history.csv"])
        #expect(output.status == 2)
        #expect(output.stderr == "benchrunner: error: cannot write \(file)/history.csv: \(file) is a file, not a folder\n")
    }

    @Test func aReportFolderThatIsAFile() throws {
        let files = try TemporaryFiles()
        let history = files.directory.appendingPathComponent("history.csv").path
        #expect(try runBenchrunner(["history", "append", run, "--history", history]).status == 0)
        let file = try files.write("x")
        let output = try runBenchrunner(["report", "--history", history, "--output", file])
        #expect(output.status == 2)
        #expect(output.stderr == "benchrunner: error: cannot write \(file): is a file, not a folder\n")
        #expect(!output.stderr.contains("NSCocoaErrorDomain"))
    }
}
