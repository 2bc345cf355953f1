import Foundation
import Testing

@testable import Fuzzer

/// The end-of-campaign tables name properties that held (`no-crash`, not
/// `crashed`), and show a row only for what the campaign checks, with its
/// count.
@Suite struct SummaryRowTests {
    /// The labels of the table rows `output` prints before its totals line.
    func rowLabels(_ output: String) -> [String] {
        output.split(separator: "\n").prefix { !$0.contains(" cases") || $0.hasPrefix("cases checked") }
            .map { line in
                // A label ends where two spaces in a row start the cells.
                String(line.range(of: "  ").map { line[..<$0.lowerBound] } ?? line[...])
            }
    }

    @Test func theAdapterTableNamesThePropertiesThatHeldAndOnlyThoseItChecks() throws {
        let output = try scratchFolder("adapter-summary")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer([
            "adapter", faultyAdapterCommand("correct"), "--seed", "1", "--iterations", "20", "--output", output.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let labels = rowLabels(run.standardOutput)
        #expect(
            labels.prefix(7) == ["property", "cases checked", "refused", "kind not accepted", "no-crash", "no-timeout", "protocol-ok"],
            "\(run.standardOutput)")
        for faultName in ["crashed", "timed-out", "protocol-error"] {
            #expect(!labels.contains(faultName), "\(run.standardOutput)")
        }
        // The adapter campaign runs no shrinker self-check: no row, and no
        // row whose every cell says "does not apply".
        #expect(!labels.contains("shrinker-minimal"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("–"), "\(run.standardOutput)")
    }

    @Test func theShrinkerSelfCheckShowsHowOftenItRan() throws {
        let output = try scratchFolder("shrinker-summary")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runFuzzer([
            "--seed", "1", "--iterations", "1001", "--algorithms", "myers", "--max-size", "8", "--output", output.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        // Cases 0 and 1000: two self-checks, both held.
        #expect(
            lines.contains("shrinker-minimal: 2 self-checks (every 1,000th case), all held"), "\(run.standardOutput)")
        #expect(!lines.contains { $0.hasPrefix("shrinker-minimal") && $0.contains("–") }, "\(run.standardOutput)")
    }

    @Test func theShrinkerLineCountsFailuresAndRunsNotCells() {
        #expect(ShrinkerLine(checks: 1, failures: 0).rendered == "shrinker-minimal: 1 self-check (every 1,000th case), all held")
        #expect(ShrinkerLine(checks: 3, failures: 1).rendered == "shrinker-minimal: 3 self-checks (every 1,000th case), 1 failed")
        #expect(ShrinkerLine(checks: 0, failures: 0).rendered == "shrinker-minimal: no self-check (it runs on every 1,000th case)")
    }
}
