import ArgumentParser
import CLISupport
import FuzzCore
import Testing

@testable import Fuzzer

@Suite("Command line")
struct CommandLineTests {
    /// Parses `arguments` and expects a one-line usage error with exit status 2.
    func expectUsageError(_ arguments: [String], mentioning needle: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try Fuzzer.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed", sourceLocation: sourceLocation)
        } catch {
            let (status, message) = Fuzzer.failure(for: error)
            #expect(status == 2, sourceLocation: sourceLocation)
            let line = message ?? ""
            #expect(line.hasPrefix("fuzzer: error: "), "\(line)", sourceLocation: sourceLocation)
            #expect(!line.contains("\n"), "\(line)", sourceLocation: sourceLocation)
            #expect(line.contains(needle), "\(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func badOptionsExitTwoWithOneLine() {
        expectUsageError(["--iterations", "10", "--duration", "5s"], mentioning: "not both")
        expectUsageError(["--iterations", "0"], mentioning: "from 1")
        expectUsageError(["--max-size", "-1"], mentioning: "--max-size")
        expectUsageError(["--algorithms", "myers,bogus"], mentioning: "unknown algorithm 'bogus'")
        expectUsageError(["--shard", "0/3"], mentioning: "0/3")
        expectUsageError(["--shard", "4/3"], mentioning: "4/3")
        expectUsageError(["--duration", "soon"], mentioning: "soon")
        expectUsageError(["--view", "grid"], mentioning: "grid")
        expectUsageError(["--seed", "x4"], mentioning: "x4")
        expectUsageError(["--frobnicate"], mentioning: "--frobnicate")
        expectUsageError(["replay"], mentioning: "file")
    }

    @Test func goodOptionsBuildTheCampaign() throws {
        let command = try Fuzzer.parseAsRoot([
            "--seed", "42", "--iterations", "500", "--max-size", "16", "--algorithms", "myers,heckel",
            "--view", "collection", "--shard", "2/4",
        ])
        let run = try #require(command as? Fuzzer.Algorithms)
        let configuration = run.campaignConfiguration(seed: try #require(run.common.seed))
        #expect(configuration.seed == 42)
        #expect(configuration.iterations == 500 && configuration.duration == nil)
        #expect(configuration.maxSize == 16)
        #expect(configuration.algorithms.map(\.id) == ["myers", "heckel"])
        #expect(configuration.view == .collection)
        #expect(configuration.shard == Shard(index: 2, count: 4))
    }

    @Test func theSectionedCommandRunsTheSectionedCampaignAlone() throws {
        let command = try Fuzzer.parseAsRoot([
            "sectioned", "--seed", "5", "--iterations", "40", "--algorithms", "hash-linear",
        ])
        let run = try #require(command as? Fuzzer.Sectioned)
        try run.run()
    }

    @Test func durationsParse() {
        #expect(DurationArgument(argument: "60s")?.seconds == 60)
        #expect(DurationArgument(argument: "5m")?.seconds == 300)
        #expect(DurationArgument(argument: "1h")?.seconds == 3600)
        #expect(DurationArgument(argument: "90")?.seconds == 90)
        #expect(DurationArgument(argument: "250ms")?.seconds == 0.25)
        #expect(DurationArgument(argument: "0s") == nil)
        #expect(DurationArgument(argument: "-3s") == nil)
        #expect(DurationArgument(argument: "x") == nil)
    }

    @Test func runFailuresKeepTheirExitCode() {
        #expect(Fuzzer.failure(for: ExitCode(1)).status == 1)
        #expect(Fuzzer.failure(for: InputError("a.json: no such file")).status == 2)
    }
}
