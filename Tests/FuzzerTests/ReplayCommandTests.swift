import FuzzCore
import Testing

@testable import Fuzzer

@Suite("Replay command")
struct ReplayCommandTests {
    @Test func replayOfACorpusFilePasses() throws {
        let file = corpusFolder.appendingPathComponent("shape-t29-move-and-reload.json").path
        var command = try Fuzzer.parseAsRoot(["replay", "--all-algorithms", file])
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
}
