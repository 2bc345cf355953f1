import ArgumentParser
import CLISupport
import Foundation
import Testing

@testable import Fuzzer

/// `fuzzer` is subcommands, one per campaign: bare `fuzzer` runs `fuzzer
/// algorithms`, each subcommand accepts only its own options, and the
/// spellings of before (`--target`, `--adapter`, `run`) still work, each
/// with one line on standard error.
@Suite struct SubcommandTests {
    /// The long options a help text lists (its option lines, not the
    /// options its descriptions mention).
    func listedOptions(_ help: String) -> Set<String> {
        let option = /^\s+(?:-\w, )?(--[a-z-]+)/
        return Set(help.split(separator: "\n").compactMap { line in (try? option.firstMatch(in: String(line)))?.1 }.map(String.init))
    }

    @Test(arguments: [
        ("algorithms", ["--duration", "--shard", "--max-size", "--algorithms", "--view", "--case", "--hang-timeout"]),
        ("sectioned", ["--duration", "--shard", "--algorithms"]),
        ("streams", ["--duration", "--shard", "--algorithms"]),
        ("validator", ["--max-size", "--hang-timeout"]),
        ("adapter", ["--duration", "--shard", "--max-size", "--view", "--case", "--hang-timeout"]),
    ])
    func eachCommandsHelpListsOnlyItsOptions(command: String, own: [String]) throws {
        let type = try #require(Fuzzer.configuration.subcommands.first { $0._commandName == command })
        let common = ["--seed", "--iterations", "--keep-going", "--output", "--help"]
        #expect(listedOptions(Fuzzer.helpMessage(for: type)) == Set(common + own))
    }

    @Test func theHelpListsTheCampaignsWithTheirAbstracts() {
        let help = Fuzzer.helpMessage()
        for command in ["algorithms", "sectioned", "streams", "validator", "adapter", "replay"] {
            let line = help.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(command) }
            #expect(line.map { $0.split(separator: " ", omittingEmptySubsequences: true).count > 2 } == true, "\(command): \(help)")
        }
        for hidden in ["crash", "crash-validator", "probe"] {
            #expect(!help.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(hidden + " ") })
        }
    }

    @Test func bareFuzzerIsTheAlgorithmsCampaign() throws {
        #expect(try Fuzzer.parseAsRoot(["--seed", "7", "--iterations", "20"]) is Fuzzer.Algorithms)
        #expect(try Fuzzer.parseAsRoot([]) is Fuzzer.Algorithms)
        let output = try scratchFolder("bare-fuzzer")
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["--seed", "7", "--iterations", "60", "--max-size", "8", "--output", output.path]
        let bare = try runFuzzer(arguments)
        let named = try runFuzzer(["algorithms"] + arguments)
        #expect(bare.status == 0 && named.status == 0, "\(bare.standardError)")
        #expect(bare.standardError.hasPrefix("fuzzer: seed 7 · 60 cases · max size 8 · shard 1/1 · "))
        #expect(bare.standardError.split(separator: "\n").first == named.standardError.split(separator: "\n").first)
        // The same summary, timings aside.
        let untimed = { (text: String) in text.split(separator: "\n").filter { !$0.contains("/s") } }
        #expect(untimed(bare.standardOutput) == untimed(named.standardOutput))
        #expect(bare.standardOutput.contains("\nsectioned: 15 cases"))
    }

    @Test(arguments: [
        ["validator", "--algorithms", "myers"], ["validator", "--view", "collection"], ["validator", "--duration", "5s"],
        ["validator", "--shard", "1/2"], ["validator", "--case", "3"], ["sectioned", "--max-size", "8"],
        ["sectioned", "--view", "table"], ["sectioned", "--case", "1"], ["sectioned", "--hang-timeout", "3"],
        ["adapter", "x", "--algorithms", "myers"], ["adapter", "x", "--target", "validator"],
        ["algorithms", "--adapter", "x"], ["algorithms", "--target", "validator"], ["replay", "a.json", "--seed", "1"],
    ])
    func anOptionOfAnotherCommandIsAOneLineError(arguments: [String]) throws {
        let option = try #require(arguments.first { $0.hasPrefix("--") })
        do {
            _ = try Fuzzer.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            let (status, message) = Fuzzer.failure(for: error)
            #expect(status == ExitStatus.badInput)
            // ArgumentParser may add a suggestion: `. Did you mean '--seed'?`
            #expect(message?.hasPrefix("fuzzer: error: Unknown option '\(option)'") == true, "\(message ?? "")")
            #expect(message?.contains("\n") == false)
        }
    }

    @Test func anOptionOfAnotherCommandExitsTwoWithOneLineAndNoBacktrace() throws {
        let run = try runFuzzer(["validator", "--algorithms", "myers"], environment: ["SWIFT_BACKTRACE": "enable=yes"])
        #expect(run.status == ExitStatus.badInput)
        #expect(run.standardError == "fuzzer: error: Unknown option '--algorithms'\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test(arguments: [
        (["--target", "validator", "--iterations", "5"], ["validator", "--iterations", "5"]),
        (["--seed", "1", "--target=sectioned"], ["sectioned", "--seed", "1"]),
        (["--target", "algorithms"], ["algorithms"]),
        (["--adapter", "python3 my.py", "--seed", "1"], ["adapter", "python3 my.py", "--seed", "1"]),
        (["--seed", "1", "--adapter=./a"], ["adapter", "./a", "--seed", "1"]),
        (["run", "--seed", "1"], ["algorithms", "--seed", "1"]),
        (["run", "--target", "validator"], ["validator"]),
        (["replay", "a.json", "--adapter", "x"], ["replay", "a.json", "--adapter", "x"]),
        (["validator", "--target", "sectioned"], ["validator", "--target", "sectioned"]),
        (["--seed", "1"], ["--seed", "1"]),
    ])
    func theOldSpellingsAreRewritten(given: [String], expected: [String]) throws {
        #expect(try Fuzzer.rewrittenArguments(given) == expected)
    }

    @Test func aTargetThatNamesNoCampaignIsAOneLineError() {
        #expect(throws: InputError(
            "--target grid: no such campaign; the campaigns are subcommands: fuzzer algorithms, fuzzer validator, fuzzer sectioned")) {
            try Fuzzer.rewrittenArguments(["--target", "grid"])
        }
    }

    @Test func anOldSpellingRunsTheCampaignAfterOneLine() throws {
        let output = try scratchFolder("old-spelling")
        defer { try? FileManager.default.removeItem(at: output) }
        let old = try runFuzzer(["--target", "validator", "--seed", "3", "--iterations", "2", "--output", output.path])
        let new = try runFuzzer(["validator", "--seed", "3", "--iterations", "2", "--output", output.path])
        #expect(old.standardError == "fuzzer: --target validator is now `fuzzer validator`\n" + new.standardError)
        #expect(old.status == new.status)
        #expect(old.standardOutput == new.standardOutput)
        let adapter = try runFuzzer(["--adapter", "echo hi", "--seed", "1", "--iterations", "3", "--output", output.path])
        #expect(adapter.standardError.hasPrefix("fuzzer: --adapter COMMAND is now `fuzzer adapter COMMAND`\nfuzzer: error: "))
        #expect(adapter.status == ExitStatus.badInput)
    }
}
