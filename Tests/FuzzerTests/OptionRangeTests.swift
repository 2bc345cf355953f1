import ArgumentParser
import CLISupport
import Foundation
import FuzzCore
import Testing

@testable import Fuzzer

/// Every numeric option is range-checked where it is parsed, options that
/// contradict each other are errors, and file problems read as one line.
@Suite struct OptionRangeTests {
    /// The one-line error and status of parsing `arguments`, or `nil` when
    /// they parse.
    func parseError(_ arguments: [String]) -> (status: Int32, line: String)? {
        do {
            _ = try Fuzzer.parseAsRoot(arguments)
            return nil
        } catch {
            let (status, message) = Fuzzer.failure(for: error)
            return (status, message ?? "")
        }
    }

    @Test(arguments: [
        (["--hang-timeout", "1e19", "--iterations", "3"], "--hang-timeout: must be a number from 0.01 to 86400 seconds (got 1e19)"),
        (["--hang-timeout", "nan"], "--hang-timeout: must be a number from 0.01 to 86400 seconds (got nan)"),
        (["--hang-timeout", "0.5"], "--hang-timeout must be at least 1 second outside `fuzzer adapter` (got 0.5)"),
        (["validator", "--hang-timeout", "0.5"], "--hang-timeout must be at least 1 second outside `fuzzer adapter` (got 0.5)"),
        (["--iterations", "1e19"], "--iterations: must be an integer from 1 to 1000000000000 (got 1e19)"),
        (["--iterations", "99999999999999999999"], "--iterations: must be an integer from 1 to 1000000000000 (got 99999999999999999999)"),
        (["--case", "9223372036854775807"], "--case: must be an integer from 0 to 999999999999 (got 9223372036854775807)"),
        (["--seed", "-1"], "--seed: must be an integer from 0 to 18446744073709551615 (got -1)"),
        (["--seed", "18446744073709551616"], "--seed: must be an integer from 0 to 18446744073709551615 (got 18446744073709551616)"),
        (["--max-size", "1e3"], "--max-size: must be an integer from 0 to 100000 (got 1e3)"),
        (["--shard", "2/9223372036854775807"], "--shard: must be I/N with 1 ≤ I ≤ N ≤ 1000000 (got 2/9223372036854775807)"),
        (["--shard", "5/8", "--iterations", "3"], "--shard 5/8 runs no case of --iterations 3"),
        (["--duration", "1e300h"], "--duration: must be a time from 1ms to 8760h, e.g. 90, 60s, 5m, 1h (got 1e300h)"),
        (["--duration", "-5m"], "--duration: must be a time from 1ms to 8760h, e.g. 90, 60s, 5m, 1h (got -5m)"),
        (["--shard", "-1/4"], "--shard: must be I/N with 1 ≤ I ≤ N ≤ 1000000 (got -1/4)"),
        (["--hang-timeout", "-1"], "--hang-timeout: must be a number from 0.01 to 86400 seconds (got -1)"),
        (["crash", "--seed", "1", "--case", "-1", "--algorithm", "myers"], "--case: must be an integer from 0 to 999999999999 (got -1)"),
        (["crash-validator", "--seed", "1", "--case", "9223372036854775807", "--check", "x"], "--case: must be an integer from 0 to 999999999999 (got 9223372036854775807)"),
        (["replay", "a.json", "--adapter", "x", "--hang-timeout", "1e400"], "--hang-timeout: must be a number from 0.01 to 86400 seconds (got 1e400)"),
    ])
    func numbersOutOfRangeAreOneLineErrors(arguments: [String], expected: String) throws {
        let error = try #require(parseError(arguments), "\(arguments) parsed")
        #expect(error.status == ExitStatus.badInput)
        #expect(error.line == "fuzzer: error: \(expected)")
    }

    @Test(arguments: [
        (["--seed", "1", "--case", "5", "--iterations", "3"], "--iterations does not apply with --case: it runs one case"),
        (["--seed", "1", "--case", "5", "--duration", "5s"], "--duration does not apply with --case: it runs one case"),
        (["--seed", "1", "--case", "5", "--shard", "1/2"], "--shard does not apply with --case: it runs one case"),
        (["adapter", "x", "--seed", "1", "--case", "5", "--iterations", "3"], "--iterations does not apply with --case"),
        (["replay", "a.json", "--hang-timeout", "3"], "--hang-timeout does not apply without --adapter"),
        (["replay", "a.json", "--adapter", "x", "--algorithms", "myers"], "--algorithms does not apply with --adapter"),
    ])
    func contradictoryOptionsAreErrors(arguments: [String], expected: String) throws {
        let error = try #require(parseError(arguments), "\(arguments) parsed")
        #expect(error.status == ExitStatus.badInput)
        #expect(error.line.hasPrefix("fuzzer: error: \(expected)"), "\(error.line)")
        #expect(!error.line.contains("\n"))
    }

    @Test(arguments: [["--case", "5"], ["--case", "5", "--iterations", "3"], ["adapter", "x", "--case", "0"]])
    func aCaseWithoutItsSeedIsAnError(arguments: [String]) throws {
        let error = try #require(parseError(arguments), "\(arguments) parsed")
        #expect(error.status == ExitStatus.badInput)
        #expect(
            error.line == "fuzzer: error: --case needs --seed: a case number means nothing without the seed it belongs to",
            "\(error.line)")
    }

    @Test func aCaseWithItsSeedStillParses() throws {
        for arguments in [
            ["--seed", "7", "--case", "5", "--max-size", "8", "--algorithms", "myers", "--view", "collection", "--keep-going"],
            ["adapter", "x", "--seed", "7", "--case", "5", "--hang-timeout", "0.5"],
        ] {
            #expect(parseError(arguments) == nil, "\(arguments): \(parseError(arguments)?.line ?? "")")
        }
    }

    @Test func optionsEveryCommandHonoursStillParse() throws {
        for arguments in [
            ["adapter", "x", "--view", "collection", "--shard", "2/4", "--max-size", "8", "--hang-timeout", "0.5", "--keep-going"],
            ["validator", "--iterations", "5", "--max-size", "8", "--hang-timeout", "3", "--keep-going"],
            ["sectioned", "--duration", "5s", "--shard", "1/2", "--algorithms", "myers", "--keep-going"],
        ] {
            #expect(parseError(arguments) == nil, "\(arguments): \(parseError(arguments)?.line ?? "")")
        }
    }

    @Test func aReplayOfAJSONArrayIsOneReadableLine() throws {
        let folder = try scratchFolder("replay-array")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("array.json")
        try Data("[1, 2, 3]".utf8).write(to: file)
        let replay = try #require(try Fuzzer.parseAsRoot(["replay", file.path]) as? Fuzzer.Replay)
        #expect(throws: InputError("\(file.path): not a fuzz repro: the top level is not a JSON object")) {
            try replay.replayJSON(file.path)
        }
    }

    @Test func foundationFileErrorsReadAsOneLine() throws {
        let path = "/proc/nope/a.json"
        do {
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("wrote \(path)")
        } catch {
            let line = readableFileError(error, path: path)
            #expect(line.hasPrefix("\(path): "), "\(line)")
            #expect(!line.contains("NSCocoaErrorDomain") && !line.contains("\n"), "\(line)")
        }
        #expect(writeReproFile(Data(), to: path, in: "/proc/nope")?.hasPrefix("/proc/nope: ") == true)
    }
}
