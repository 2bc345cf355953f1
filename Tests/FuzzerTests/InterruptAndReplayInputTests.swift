import CLISupport
import Foundation
import FuzzCore
import Testing

@testable import Fuzzer

/// The fuzzer under SIGINT and SIGTERM, negative numbers, and replay inputs
/// that are not repro files.
@Suite struct InterruptAndReplayInputTests {
    /// The `fuzzer` executable built next to the test bundle.
    func fuzzerExecutable() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("fuzzer").path) {
            guard directory.path != "/" else { throw CocoaError(.fileNoSuchFile) }
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("fuzzer")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptPrintsTheSummarySoFar(signal: Int32) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fuzzer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = try fuzzerExecutable()
        process.arguments = ["--duration", "5m", "--seed", "7", "--output", output.path]
        let stdout = Pipe()
        let stderrFile = output.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        kill(process.processIdentifier, signal)
        let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(printed.contains("algorithm-cases in"), "the summary table: \(printed)")
        #expect(printed.contains("minimal"))
        let errors = try String(contentsOf: stderrFile, encoding: .utf8)
        #expect(errors.contains("fuzzer: interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM") after"), "\(errors)")
    }

    @Test func negativeNumbersGetRangeErrors() {
        for (arguments, expected) in [
            (["--iterations", "-5"], "--iterations: must be an integer from 1 to 1000000000000 (got -5)"),
            (["--max-size", "-3"], "--max-size: must be an integer from 0 to 100000 (got -3)"),
            (["--case", "-1"], "--case: must be an integer from 0 to 999999999999 (got -1)"),
        ] {
            do {
                _ = try Fuzzer.parseAsRoot(arguments)
                Issue.record("\(arguments) parsed")
            } catch {
                let (status, message) = Fuzzer.failure(for: error)
                #expect(status == 2)
                #expect(message == "fuzzer: error: \(expected)", "\(message ?? "")")
            }
        }
    }

    @Test func replayTakesOptionsBeforeOrAfterTheFiles() throws {
        for arguments in [["replay", "--algorithms", "myers", "a.json"], ["replay", "a.json", "--algorithms", "myers"]] {
            let parsed = try Fuzzer.parseAsRoot(arguments)
            let replay = try #require(parsed as? Fuzzer.Replay)
            #expect(replay.files == ["a.json"])
            #expect(replay.algorithms?.ids == ["myers"])
        }
    }

    @Test func replayNamesAFolderAndAnUnknownProperty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: InputError("\(folder.path): is a directory, expected a repro file")) {
            _ = try Fuzzer.Replay.readFile(folder.path)
        }
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus/planted-dp-lcs-minimal.json")
        let text = try String(contentsOf: corpus, encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "\"property\": \"minimal\"", with: "\"property\": \"nope\"")
        #expect(renamed != text)
        let file = folder.appendingPathComponent("nope.json")
        try Data(renamed.utf8).write(to: file)
        let replay = try #require(try Fuzzer.parseAsRoot(["replay", file.path]) as? Fuzzer.Replay)
        do {
            _ = try replay.replayJSON(file.path)
            Issue.record("replayed a repro with an unknown property")
        } catch let error as InputError {
            #expect(error.description.hasPrefix("\(file.path): unknown property 'nope'; valid: no-crash"))
        }
    }
}
