import Foundation
import Testing

/// Every `--sizes` error, whatever rule the value breaks, is one line that
/// starts the same way: `benchrunner: error: --sizes: `.
@Suite struct SizeErrorTests {
    @Test(arguments: [
        (["--sizes", "abc"], "invalid size 'abc'"),
        (["--sizes", ""], "no sizes given"),
        (["--sizes", "99999999999999999999"], "invalid size '99999999999999999999'"),
        (["--sizes", "9223372036854775807"], "size 9223372036854775807 is too large: at most 2147483646 items"),
        (["--sizes", "2147483647"], "size 2147483647 is too large: at most 2147483646 items"),
        (["--sizes", "1k,3000M"], "size 3000000000 is too large"),
        (["--sizes", "10M", "--memory-limit", "1"], "size 10000000 is too large for the int dataset"),
    ])
    func startsWithTheOption(arguments: [String], reason: String) throws {
        let result = try runBenchrunner(arguments + ["--algorithms", "hash-linear", "--output", "/nonexistent/never-written"])
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("benchrunner: error: --sizes: "), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(reason), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `--small-sizes` parses its list as `--sizes` does but keeps its own
    /// rule for any size above its limit, however large.
    @Test func smallSizesKeepTheirRule() throws {
        let result = try runBenchrunner(["--small-sizes", "9223372036854775807", "--output", "/nonexistent/never-written"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "benchrunner: error: --small-sizes: 9223372036854775807 is not small: give sizes up to 1000, or none\n",
            "\(result.stderr)")
    }
}
