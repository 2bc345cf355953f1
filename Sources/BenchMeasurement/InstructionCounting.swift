import BenchCore
import CCallgrind
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// InstructionCounting: one diff call under callgrind, counted exactly
//===----------------------------------------------------------------------===//

/// Valgrind's callgrind, as the instruction counter of a cell.
///
/// The child runs as `valgrind --tool=callgrind --instr-atstart=no
/// --collect-atstart=no …`: data generation, start-up and the warm-up run
/// uninstrumented; `CellRunner.countInstructions` turns instrumentation on
/// and toggles collection around exactly one `diff(from:to:)` call, so the
/// output file's `totals:` line is that call's instructions (plus the few
/// of the toggle request itself — the same in every run).
package enum Valgrind {
    /// The `valgrind` executable on `PATH`, or `nil` when it is not installed.
    package static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/valgrind"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `valgrind --version`, e.g. `"valgrind-3.19.0"`.
    package static func version(of executable: String) -> String? {
        RunEnvironment.shell([executable, "--version"])?.trimmed
    }

    /// A counted child may take this many times `--timeout`: under callgrind
    /// the diff runs 20–100× slower and start-up takes seconds, and a cell
    /// that times out only on a busy night would be a false alarm.
    package static let timeoutAllowance = 4.0

    /// The one-line error when instructions were asked for and valgrind is missing.
    package static let missingMessage =
        "--metric instructions needs valgrind (callgrind), which is not on PATH: install it (Debian/Ubuntu: apt-get install valgrind, or scripts/setup.sh)"

    /// The environment a counted child needs for exact counts:
    /// `SWIFT_DETERMINISTIC_HASHING=1`, since with a random per-process seed
    /// `Set` and `Dictionary` collide differently in every run (±1% of
    /// instructions for a hashing algorithm); and jemalloc without its
    /// time-based purging of dirty pages, which otherwise runs inside the
    /// counted call or not depending on the clock (±0.5%).
    package static let environment = [
        "SWIFT_DETERMINISTIC_HASHING=1", "MALLOC_CONF=dirty_decay_ms:-1,muzzy_decay_ms:-1",
    ]

    /// The command that runs `arguments` of `executable` under callgrind,
    /// writing its counts to `outputFile`: `env`, to set `environment`,
    /// then valgrind.
    package static func command(
        valgrind: String, outputFile: String, executable: String, arguments: [String]
    ) -> (executable: String, arguments: [String]) {
        let options =
            environment + [
                valgrind, "--tool=callgrind", "--quiet", "--instr-atstart=no", "--collect-atstart=no",
                "--callgrind-out-file=\(outputFile)", "--dump-line=no", "--dump-instr=no",
            ]
        return ("/usr/bin/env", options + [executable] + arguments)
    }

    /// The instruction count of a callgrind output file: the first number of
    /// its `totals:` line (or `summary:`, which older versions write).
    ///
    /// - Returns: `nil` when the text has neither line or the `Ir` event is missing.
    package static func instructions(inCallgrindOutput text: String) -> Int? {
        var events: [Substring] = []
        var totals: Int?
        var summary: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("events:") {
                events = line.dropFirst("events:".count).split(separator: " ")
            } else if line.hasPrefix("totals:") {
                totals = line.dropFirst("totals:".count).split(separator: " ").first.flatMap { Int($0) }
            } else if line.hasPrefix("summary:") {
                summary = line.dropFirst("summary:".count).split(separator: " ").first.flatMap { Int($0) }
            }
        }
        guard events.first == "Ir" else { return nil }
        return totals ?? summary
    }
}

extension CellRunner {
    /// Runs `diff(from:to:)` once with callgrind collecting, and checks the
    /// changeset against the warm-up's. The count itself is read by the
    /// parent from callgrind's output file after the child exits.
    ///
    /// - Precondition: the process runs under `valgrind --tool=callgrind
    ///   --instr-atstart=no --collect-atstart=no`; otherwise the cell fails.
    package static func countInstructions<Element: Diffable & Equatable>(
        _ algorithm: any DiffAlgorithm, source: [Element], target: [Element], expected: OutputFingerprint,
        outcome: CellOutcome
    ) -> CellOutcome {
        countInstructions(expected: expected, outcome: outcome) {
            try? algorithm.diff(from: source, to: target)
        } check: { changeset in
            verify(changeset, source: source, target: target)
        }
    }

    /// Counts the instructions of one call of `diff` (flat or sectioned),
    /// after the warm-ups: callgrind collects only inside it. The result must
    /// have the fingerprint of the warm-up's (`expected`) and pass `check`,
    /// or the cell fails (`checked`).
    package static func countInstructions<Output: Hashable>(
        expected: OutputFingerprint, outcome: CellOutcome, of diff: () -> Output?,
        check: (Output) -> String? = { _ in nil }
    ) -> CellOutcome {
        var outcome = outcome
        guard ccallgrind_running_on_valgrind() > 0 else {
            outcome.status = .failed
            outcome.message =
                ccallgrind_available() == 0
                ? "this benchrunner was built without valgrind's headers (valgrind/callgrind.h); install valgrind and rebuild"
                : "instructions were asked for, but the cell does not run under valgrind"
            return outcome
        }
        ccallgrind_start_instrumentation()
        ccallgrind_toggle_collect()
        let changes = diff()
        ccallgrind_toggle_collect()
        ccallgrind_stop_instrumentation()
        blackHole(changes)
        return checked(outcome) {
            guard OutputFingerprint(changes) == expected, let changes else {
                return "the counted run returned a different changeset than the warm-up"
            }
            return check(changes)
        }
    }
}
