import Foundation
import Testing

/// The package's root directory.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The scripted fixture adapter with `arguments`, as an `--adapter` command.
private func scripted(_ arguments: String) -> String {
    "python3 \(root.path)/Tests/AdapterHostTests/Fixtures/scripted_adapter.py \(arguments)"
}

/// What `benchrunner` says about an adapter: in the adapter's own counts,
/// one line, and with the options that cannot apply refused.
@Suite struct AdapterDiagnosticsTests {
    /// `benchrunner diff --adapter` on a 3-item source and a 7-item target.
    func diff(_ adapter: String, source: String = "[1, 2, 3]", target: String = "[1, 2, 3, 4, 5, 6, 7]", _ extra: [String] = [])
        throws -> ProcessOutput
    {
        let files = try TemporaryFiles()
        return try runBenchrunner(["diff", "--adapter", adapter] + extra + [files.write(source), files.write(target)])
    }

    /// `echo hi` prints a line and exits, often before the hello reaches it:
    /// the line is what is wrong, in `diff` and in a benchmark run alike, and
    /// both call it bad input (exit 2) with the same prefix.
    @Test func aProgramThatPrintsSomethingElseIsNamedByItsLine() throws {
        let expected = "adapter protocol error: the adapter printed a line that is not the protocol's handshake (not valid JSON); line: hi\n"
        for _ in 0..<5 {
            let output = try diff("echo hi")
            #expect(output.status == 2, "\(output.stderr)")
            #expect(output.stderr.hasPrefix("benchrunner: error: --adapter '") && output.stderr.contains("echo hi': "), "\(output.stderr)")
            #expect(output.stderr.hasSuffix(expected), "\(output.stderr)")
            #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("echo-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runBenchrunner(["run", "--adapter", "echo hi", "--sizes", "10", "--output", folder.path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("benchrunner: error: --adapter '") && run.stderr.contains("echo hi': "), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(expected), "\(run.stderr)")
    }

    @Test func threeInsertsAreJudgedWithThreeSurvivorsAndFourFreeSlots() throws {
        let output = try diff(scripted(#"--changeset '{"deleted": [], "inserted": [3, 4, 5], "moved": [], "updated": []}'"#))
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "benchrunner: error: adapter scripted: the changeset does not apply: 3 surviving elements cannot fill 4 free target slots: source 3 − 0 deleted − 0 moved, target 7 − 3 inserted − 0 move destinations\n")
    }

    @Test func aDeleteMoreLeavesTwoSurvivorsNotAnOffsetOutOfRange() throws {
        let output = try diff(scripted(#"--changeset '{"deleted": [0], "inserted": [3, 4, 5], "moved": [], "updated": []}'"#))
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "benchrunner: error: adapter scripted: the changeset does not apply: 2 surviving elements cannot fill 4 free target slots: source 3 − 1 deleted − 0 moved, target 7 − 3 inserted − 0 move destinations\n")
    }

    @Test(arguments: [("1e30", "1e+30"), ("1.5", "1.5")])
    func aSampleThatIsNotWholeNanosecondsIsNamed(sample: String, written: String) throws {
        let output = try diff(scripted("--sample \(sample)"))
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix(
                "benchrunner: error: adapter scripted: adapter protocol error: nanoseconds[0] = \(written) is not a non-negative integer number of nanoseconds"),
            "\(output.stderr)")
    }

    @Test(arguments: [
        ("all", #"name "all" is reserved: --algorithms all selects every algorithm"#),
        ("a,b", #"name "a,b" contains a comma, which separates the names in --algorithms"#),
        ("floor", #"name "floor" is a built-in row's (reserved: "#),
        ("stdlib-direct", #"name "stdlib-direct" is a built-in row's (reserved: "#),
        ("myers", #"name "myers" is a built-in row's (reserved: "#),
    ])
    func namesThatCannotBeSelectedAreHandshakeErrors(name: String, message: String) throws {
        let run = try runBenchrunner(["--adapter", scripted("--name \(name)"), "--sizes", "10"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("adapter protocol error: \(message)"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func anAlgorithmBesideAnAdapterIsRefused() throws {
        let output = try diff(scripted(""), ["-a", "myers"])
        #expect(output.status == 2)
        #expect(output.stderr == "benchrunner: error: --algorithm myers and --adapter exclude each other: the adapter computes the changeset\n")
    }

    @Test func sectionedInputIsNamedAsWhatAdaptersCannotDiff() throws {
        let sections = #"[{"id": 1, "items": [1, 2]}]"#
        let output = try diff(scripted(""), source: sections, target: sections)
        #expect(output.status == 2)
        #expect(output.stderr.contains(": holds sections, and adapters diff flat arrays only (protocol 1's element kinds are int, string, book)"), "\(output.stderr)")
        #expect(!output.stderr.contains("mixed element kinds"))
    }

    @Test func checksOfOneBatchAreRefusedForAStagesAdapter() throws {
        let output = try diff(scripted(#"--format stages --changeset '{"stages": []}'"#), source: "[1]", target: "[1]", ["--check", "table"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--check and --stages judge one batch, and adapter scripted answers in format stages"), "\(output.stderr)")
    }

    @Test func anAdapterLeftOutOfAlgorithmsIsAnError() throws {
        let run = try runBenchrunner(["--adapter", scripted(""), "--algorithms", "hash-linear", "--sizes", "10"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--algorithms does not select its name 'scripted'"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func anAdapterInARunWithoutTimeIsAnError() throws {
        let run = try runBenchrunner(["--adapter", scripted(""), "--metric", "instructions", "--sizes", "10"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("adapters' cells are timed only"), "\(run.stderr)")
    }
}
