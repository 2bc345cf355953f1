import CLISupport
import DiffAlgorithms
import Foundation
import FuzzCore
import Testing

@testable import Fuzzer

/// The built `fuzzer` ends every campaign with the verdict's exit status:
/// inconclusive (3) when it checked too little, harness error (4) when its
/// own machinery failed — with one line saying why, and no repro blamed on
/// an algorithm.
@Suite struct VerdictExitCodeTests {
    @Test(arguments: [
        ("refuse-all", "10 refused by the adapter"),
        ("no-kinds", "10 in element kinds its handshake does not accept (it lists none)"),
    ])
    func anAdapterCampaignThatChecksNothingIsInconclusive(mode: String, reason: String) throws {
        let output = try scratchFolder("verdict-adapter")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer([
            "adapter", faultyAdapterCommand(mode), "--seed", "1", "--iterations", "10", "--output", output.path,
        ])
        #expect(run.status == ExitStatus.inconclusive, "\(run.standardError)")
        let verdict = run.standardError.split(separator: "\n").filter { $0.contains("inconclusive") }
        #expect(verdict.count == 1, "\(run.standardError)")
        #expect(verdict.first?.contains("only 0 of 10 cases were checked") == true, "\(run.standardError)")
        #expect(verdict.first?.contains(reason) == true, "\(run.standardError)")
        #expect(run.standardOutput.contains("cases checked"), "the table: \(run.standardOutput)")
    }

    @Test func aCorrectAdapterPasses() throws {
        let output = try scratchFolder("verdict-adapter")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer([
            "adapter", faultyAdapterCommand("correct"), "--seed", "3", "--iterations", "40", "--max-size", "12",
            "--output", output.path,
        ])
        #expect(run.status == ExitStatus.success, "\(run.standardError)")
        #expect(!run.standardError.contains("inconclusive"))
    }

    /// A trap while the harness works (after a check, `didCheck`): the
    /// fuzzer's crash guard, armed as `fuzzer` arms it for a campaign, in an
    /// exit test (a child process of the test runner), with the trap planted
    /// in the campaign's `didCheck`. The shipped fuzzer has no way to plant one.
    @Test func aTrapInTheHarnessIsAHarnessErrorWithoutRepro() async throws {
        let output = try scratchFolder("verdict-harness")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = await #expect(
            processExitsWith: .exitCode(ExitStatus.harnessError), observing: [\.standardOutputContent, \.standardErrorContent]
        ) { [path = output.path as String] in
            let configuration = CampaignConfiguration(seed: 1, iterations: 5, algorithms: [MyersLinearSpaceDiff()])
            CrashGuard.install(configuration, output: path, hangSeconds: 60)
            Campaign(configuration).run(
                willCheck: { CrashGuard.willCheck(caseIndex: $0, algorithm: $1) },
                didCheck: {
                    CrashGuard.didCheck()
                    fatalError("a trap planted in the harness")
                })
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let standardOutput = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(standardError.contains("fuzzer: harness error: the fuzzer crashed in its own work"), "\(standardError)")
        #expect(!standardOutput.contains("FAIL"), "\(standardOutput)")
        #expect(files(in: output).isEmpty, "\(files(in: output))")
    }

    /// A probe child that cannot run: the built fuzzer with a temporary
    /// folder where it cannot write the probe's input (`TMPDIR` in /proc).
    @Test func aFailingProbeIsAHarnessErrorWithoutRepro() throws {
        let output = try scratchFolder("verdict-probe")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer(
            ["crash", "--seed", "1", "--case", "0", "--algorithm", "myers", "--output", output.path],
            environment: ["TMPDIR": "/proc/nope"])
        #expect(run.status == ExitStatus.harnessError, "\(run.standardError)")
        #expect(run.standardError.contains("fuzzer: harness error: the crash probe failed: could not run fuzzer probe"), "\(run.standardError)")
        #expect(files(in: output).isEmpty, "\(files(in: output))")
    }

    @Test func aCrashThatDoesNotReproduceIsNotBlamedOnTheAlgorithm() throws {
        let output = try scratchFolder("verdict-unreproduced")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer(["crash", "--seed", "1", "--case", "3", "--algorithm", "myers", "--output", output.path])
        #expect(run.status == ExitStatus.harnessError, "\(run.standardError)")
        #expect(run.standardError.contains("did not reproduce"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("FAIL"), "\(run.standardOutput)")
        #expect(files(in: output).isEmpty, "\(files(in: output))")
    }

    @Test func theLastCaseIndexIsBadInputNotAFailure() throws {
        let output = try scratchFolder("verdict-case")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer(["--seed", "1", "--case", "9223372036854775807", "--output", output.path])
        #expect(run.status == ExitStatus.badInput)
        #expect(run.standardError == "fuzzer: error: --case: must be an integer from 0 to 999999999999 (got 9223372036854775807)\n")
        #expect(run.standardOutput.isEmpty)
        #expect(files(in: output).isEmpty)
    }

    @Test func anOutputFolderThatCannotBeCreatedIsRefusedBeforeTheCampaign() throws {
        for arguments in [
            ["adapter", faultyAdapterCommand("wrong-move-source"), "--seed", "3", "--iterations", "50"],
            ["validator", "--iterations", "2"],
            ["sectioned", "--iterations", "2"],
            ["--iterations", "2"],
        ] {
            let run = try runFuzzer(arguments + ["--output", "/proc/nope"])
            #expect(run.status == ExitStatus.badInput, "\(arguments): \(run.standardError)")
            #expect(run.standardError.hasPrefix("fuzzer: error: --output /proc/nope: cannot be created in /proc"), "\(run.standardError)")
            #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
        }
    }
}
