import AdapterHost
import Foundation
import FuzzCore
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import Fuzzer

@Suite("Replay command")
struct ReplayCommandTests {
    @Test func replayOfACorpusFilePasses() throws {
        let file = corpusFolder.appendingPathComponent("shape-t29-move-and-reload.json").path
        var command = try Fuzzer.parseAsRoot(["replay", "--all-algorithms", file])
        try command.run()
    }

    /// A repro that comes through a named pipe (what `<(…)` gives) is read
    /// to its end like a file.
    @Test func replayReadsANamedPipe() throws {
        let source = corpusFolder.appendingPathComponent("shape-t29-move-and-reload.json").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("repro.fifo").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat \"$1\" > \"$2\"", "sh", source, pipe]
        try writer.run()
        defer {
            if writer.isRunning { writer.terminate() }
            writer.waitUntilExit()
        }
        var command = try Fuzzer.parseAsRoot(["replay", "--all-algorithms", pipe])
        try command.run()
    }

    @Test func replayOfAMissingFileIsABadInput() throws {
        var command = try Fuzzer.parseAsRoot(["replay", "/nonexistent/repro.json"])
        do {
            try command.run()
            Issue.record("replay of a missing file succeeded")
        } catch {
            let (status, message) = Fuzzer.failure(for: error)
            #expect(status == 2)
            #expect(message?.contains("/nonexistent/repro.json") == true)
        }
    }

    @Test func replayOfASectionedCorpusFilePassesForEveryAlgorithm() throws {
        let folder = corpusFolder.appendingPathComponent("sectioned")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(!names.isEmpty)
        for name in names {
            var command = try Fuzzer.parseAsRoot(["replay", "--all-algorithms", folder.appendingPathComponent(name).path])
            try command.run()
        }
    }

    @Test(arguments: [
        (#"{"kind": "sectioned", "algorithm": "myers"}"#, "missing key \"property\""),
        (#"{"kind": "sorted", "algorithm": "myers"}"#, "unknown repro kind 'sorted'; valid: flat, sectioned, adapter"),
        (#"[1, 2]"#, "not a fuzz repro: the top level is not a JSON object"),
        (#"{"kind": "adapter", "algorithm": "mine", "property": "rebuilds-target"}"#, "replay it through the adapter with --adapter"),
        (#"{"algorithm": "mine", "adapter": {"command": "python3 mine.py"}}"#, "replay it through the adapter with --adapter"),
        (#"{"kind": "sectioned", "algorithm": "myers", "property": "p", "message": "", "source": [{"id": 1, "content": 0, "items": [[1]]}], "target": []}"#, "[id, content]"),
        (#"{"kind": "sectioned", "algorithm": "bogus", "property": "p", "message": "", "source": [], "target": []}"#, "unknown algorithm 'bogus'"),
    ])
    func aBadOrMisdirectedReproIsABadInput(json: String, needle: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sectioned-\(UInt32.random(in: 0...UInt32.max)).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var command = try Fuzzer.parseAsRoot(["replay", file.path])
        do {
            try command.run()
            Issue.record("replay of \(json) succeeded")
        } catch {
            let (status, message) = Fuzzer.failure(for: error)
            #expect(status == 2)
            #expect(message?.contains(needle) == true, "\(message ?? "")")
            #expect(message?.contains("\n") == false)
        }
    }


    /// A repro an in-process check wrote (DiffBenchTesting: no command)
    /// names the in-process replay; one `fuzzer adapter` wrote, its command.
    @Test(arguments: [
        ("python3 mine.py", "replay it through the adapter with --adapter 'python3 mine.py'"),
        ("", "an in-process check's repro; replay it in its test with .replay(\""),
    ])
    func anAdaptersReproNamesTheCommandToReplayItWith(command recorded: String, needle: String) throws {
        let repro = AdapterRepro(
            repro: Repro(
                algorithm: "mine", property: "rebuilds-target", input: .int([0], []), changeset: nil, message: "m",
                seed: 1, caseIndex: 0, view: .table),
            handshake: AdapterHandshake(name: "mine", version: "1", elements: [.int], format: .batch, minimal: false, updates: false),
            command: recorded, stages: nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-\(UUID().uuidString).json")
        try Data(repro.json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var command = try Fuzzer.parseAsRoot(["replay", file.path])
        guard let error = #expect(throws: (any Error).self, performing: { try command.run() }) else { return }
        let (status, message) = Fuzzer.failure(for: error)
        #expect(status == 2)
        #expect(message?.contains(needle) == true, "\(message ?? "")")
        #expect(message?.contains(file.path) == true, "\(message ?? "")")
    }
}
