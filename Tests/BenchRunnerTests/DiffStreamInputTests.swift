import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `benchrunner diff` (and `validate`) read inputs that are not regular
/// files: named pipes (what `<(…)` and `mkfifo` give) and character
/// devices, to their end.
@Suite struct DiffStreamInputTests {
    /// A named pipe in `files`'s folder and a writer process that opens it
    /// and writes `text` (from a file, through `cat`); the writer is ended
    /// when the test is done, whether or not anything read the pipe.
    final class NamedPipe {
        let path: String
        private let writer = Process()

        init(_ text: String, in files: TemporaryFiles, name: String) throws {
            path = files.directory.appendingPathComponent(name).path
            let content = try files.write(text)
            guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            writer.executableURL = URL(fileURLWithPath: "/bin/sh")
            writer.arguments = ["-c", "cat \"$1\" > \"$2\"", "sh", content, path]
            try writer.run()
        }

        deinit {
            if writer.isRunning { writer.terminate() }
            writer.waitUntilExit()
        }
    }

    @Test func namedPipesAreReadToTheirEnd() throws {
        let files = try TemporaryFiles()
        let source = try NamedPipe("[1, 2, 3, 4, 5]", in: files, name: "source.fifo")
        let target = try NamedPipe("[9, 1, 3, 5, 4, 8]", in: files, name: "target.fifo")
        let result = try runBenchrunner(["diff", "--algorithm", "hash-linear", source.path, target.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"algorithm": "hash-linear", "deleted": [1], "inserted": [0, 5], "moved": [[4, 3]], "updated": []}"# + "\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A pipe goes through the same size guard as a regular file: the
    /// refusal names the algorithm, not the pipe.
    @Test func aLargePipedInputIsRefusedLikeAFile() throws {
        let files = try TemporaryFiles()
        let large = "[" + (0..<200_000).map(String.init).joined(separator: ",") + "]"
        let source = try NamedPipe(large, in: files, name: "large.fifo")
        let result = try runBenchrunner(["diff", "--algorithm", "dp-lcs", source.path, try files.write(large)])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("benchrunner: error: input too large for dp-lcs: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// `validate` reads its batch the same way.
    @Test func validateReadsANamedPipe() throws {
        let files = try TemporaryFiles()
        let batch = try NamedPipe(#"{"before": [3], "after": [2], "deletes": [[0, 1]]}"#, in: files, name: "batch.fifo")
        let result = try runBenchrunner(["validate", batch.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"valid": true, "rule": null, "message": null, "fallback": false, "hazards": []}"# + "\n")
    }

    /// `compare` reads a results file from a named pipe (`<(…)`) too.
    @Test(.timeLimit(.minutes(1))) func compareReadsResultsFromNamedPipes() throws {
        let fixture = try CompareCommandTests.Fixture()
        let files = try TemporaryFiles()
        let text = try String(contentsOfFile: fixture.path("runs/base/results.json"), encoding: .utf8)
        let baseline = try NamedPipe(text, in: files, name: "base.fifo")
        let current = try NamedPipe(text, in: files, name: "same.fifo")
        let result = try fixture.compare([baseline.path, current.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no change (exit 0)"), "\(result.stdout)")
    }

    /// A character device is read like a pipe: `/dev/null` is an empty file.
    @Test func aCharacterDeviceIsRead() throws {
        let files = try TemporaryFiles()
        let result = try runBenchrunner(["diff", "/dev/null", try files.write("[1]")])
        #expect(result.status == 2)
        #expect(result.stderr == "benchrunner: error: /dev/null: is empty\n", "\(result.stderr)")
    }
}
