import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `benchrunner diff --timeout`: a diff that runs past it stops with one
/// line and a non-zero status; one that finishes prints what it would have
/// printed without it; and progress to a file is a line, not a stream.
@Suite struct DiffTimeoutTests {
    /// Two arrays of `count` integers, the second a permutation of the
    /// first: `stdlib`'s worst case (seconds per thousand in a debug build).
    static func shuffledPair(_ files: TemporaryFiles, count: Int) throws -> (String, String) {
        let source = (0..<count).map(String.init).joined(separator: ",")
        let target = (0..<count).map { String(($0 * 7919) % count) }.joined(separator: ",")
        return (try files.write("[\(source)]"), try files.write("[\(target)]"))
    }

    /// Stopped at the timeout, with one progress line before the error (a
    /// file is not a terminal: no line every few seconds).
    @Test func aSlowDiffStopsAtTheTimeout() throws {
        let files = try TemporaryFiles()
        let (source, target) = try Self.shuffledPair(files, count: 30_000)
        let start = Date()
        let result = try runBenchrunner(["diff", "-a", "stdlib", "--timeout", "8", source, target])
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(elapsed < 30, "stopped near the 8 s timeout, not after \(elapsed) s")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "one progress line and the error: \(result.stderr)")
        #expect(lines.first?.hasPrefix("benchrunner diff: diffing 30,000 → 30,000 elements with stdlib") == true, "\(result.stderr)")
        #expect(lines.last == "benchrunner: error: diff timed out: stdlib did not finish within --timeout 8s", "\(result.stderr)")
    }

    /// A diff that finishes in time prints exactly what it prints without
    /// `--timeout`, from files, a named pipe or standard input.
    @Test func aDiffInTimePrintsTheSameOutput() throws {
        let files = try TemporaryFiles()
        let source = try files.write("[1, 2, 3, 4, 5]"), target = try files.write("[9, 1, 3, 5, 4, 8]")
        let expected = #"{"algorithm": "hash-linear", "deleted": [1], "inserted": [0, 5], "moved": [[4, 3]], "updated": []}"# + "\n"
        let plain = try runBenchrunner(["diff", source, target])
        let timed = try runBenchrunner(["diff", "--timeout", "60", source, target])
        #expect(plain.stdout == expected && timed.stdout == expected, "\(timed.stderr)")
        #expect(timed.status == 0 && timed.stderr.isEmpty, "\(timed.stderr)")
        let piped = try runBenchrunner(["diff", "--timeout", "60", "-", target], standardInput: Data("[1, 2, 3, 4, 5]".utf8))
        #expect(piped.status == 0 && piped.stdout == expected, "\(piped.stderr)")
    }

    /// The child diffing under `--timeout` dies with its parent: killing
    /// `benchrunner` (SIGKILL, no chance to clean up) leaves no diff running.
    @Test func theChildDiesWithItsParent() throws {
        let files = try TemporaryFiles()
        let (source, target) = try Self.shuffledPair(files, count: 30_000)
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: try requireBenchrunner())
        parent.arguments = ["diff", "-a", "stdlib", "--timeout", "600", source, target]
        parent.standardOutput = FileHandle.nullDevice
        parent.standardError = FileHandle.nullDevice
        try parent.run()
        var child: Int32?
        let deadline = Date().addingTimeInterval(20)
        while child == nil && Date() < deadline {
            child = Self.children(of: parent.processIdentifier).first
            if child == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        kill(parent.processIdentifier, SIGKILL)
        // Not `parent.waitUntilExit()` first: Foundation waits on a
        // descriptor the child inherits, so it would wait for the diff.
        let diff = try #require(child, "no child process under benchrunner diff --timeout")
        let gone = Date().addingTimeInterval(10)
        while Self.isRunning(diff) && Date() < gone { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!Self.isRunning(diff), "the diff \(diff) outlived its parent")
        if Self.isRunning(diff) { kill(diff, SIGKILL) }
        parent.waitUntilExit()
    }

    /// Whether `pid` is a live process (not gone, not a zombie).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.range(of: ") ", options: .backwards)
        else { return false }
        return !"ZX".contains(stat[close.upperBound...].prefix(1))
    }

    /// The processes whose parent is `pid`, from `/proc/*/stat`.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let candidate = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.range(of: ") ", options: .backwards)
            else { return nil }
            let fields = stat[close.upperBound...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid ? candidate : nil
        }
    }

    /// The child's bad input is reported as without `--timeout`: status 2,
    /// one line.
    @Test func badInputKeepsItsStatusAndLine() throws {
        let files = try TemporaryFiles()
        let good = try files.write("[1]")
        let missing = files.directory.appendingPathComponent("missing.json").path
        let result = try runBenchrunner(["diff", "--timeout", "60", missing, good])
        #expect(result.status == 2)
        #expect(result.stderr == "benchrunner: error: \(missing): no such file\n", "\(result.stderr)")
    }

    @Test(arguments: ["0", "abc", "86401", "nan"])
    func badTimeoutsAreRefused(value: String) throws {
        let files = try TemporaryFiles()
        let good = try files.write("[1]")
        let result = try runBenchrunner(["diff", "--timeout", value, good, good])
        #expect(result.status == 2, "\(value): \(result.stderr)")
        #expect(result.stderr.hasPrefix("benchrunner: error: --timeout: "), "\(value): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
