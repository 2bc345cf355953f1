import Foundation
import Testing

/// Every numeric option of every subcommand is range-checked before it is
/// converted: a value out of range is one line and exit status 2, never a trap.
@Suite struct NumericOptionsTests {
    @Test(arguments: [
        (["--sizes", "1k", "--memory-limit", "1e10"], "--memory-limit: must be a number from 0.001 to 1048576 GiB (got 1e10)"),
        (["--memory-limit", "0"], "--memory-limit: must be a number from 0.001 to 1048576 GiB (got 0)"),
        (["--memory-limit", "nan"], "--memory-limit: must be a number"),
        (["--timeout", "1e300"], "--timeout: must be a number more than 0 and at most 86400 seconds (got 1e300)"),
        (["--timeout", "0"], "--timeout: must be a number more than 0 and at most 86400 seconds (got 0)"),
        (["--timeout", "inf"], "--timeout: must be a number"),
        (["--min-time", "1e10"], "--min-time: must be a number from 0 to 86400 seconds (got 1e10)"),
        (["--min-time", "-1"], "--min-time: must be a number from 0 to 86400 seconds (got -1)"),
        (["--min-samples", "0"], "--min-samples: must be an integer from 1 to 10000000 (got 0)"),
        (["--max-samples", "1e3"], "--max-samples: must be an integer from 1 to 10000000 (got 1e3)"),
        (["--max-samples", "99999999999999999999"], "--max-samples: must be an integer"),
        (["--min-samples", "5", "--max-samples", "3"], "--max-samples at least --min-samples"),
        (["report", "--last", "0"], "--last: must be an integer from 1 to 1000000 (got 0)"),
        (["report", "--columns", "1e9"], "--columns: must be an integer from 1 to 1000000 (got 1e9)"),
        (["--seed", "-1"], "--seed: must be an integer from 0 to 18446744073709551615 (got -1)"),
        (["--seed", "1e3"], "--seed: must be an integer from 0 to 18446744073709551615 (got 1e3)"),
        (["--min-samples", "-1"], "--min-samples: must be an integer from 1 to 10000000 (got -1)"),
        (["--timeout", "-1"], "--timeout: must be a number more than 0 and at most 86400 seconds (got -1)"),
        (["--memory-limit", "-1"], "--memory-limit: must be a number from 0.001 to 1048576 GiB (got -1)"),
        (["--sizes", "-1"], "--sizes: invalid size '-1'"),
        (["--small-sizes", "-1"], "--small-sizes: invalid size '-1'"),
        (["--instructions-max-size", "-1"], "--instructions-max-size: invalid size '-1'"),
        (["report", "--last", "-1"], "--last: must be an integer from 1 to 1000000 (got -1)"),
        (["report", "--columns", "-1"], "--columns: must be an integer from 1 to 1000000 (got -1)"),
        (["compare", "a", "b", "--threshold", "1e400"], "benchrunner: error: --threshold: must be less than 1000% (a fraction less than 10) (got 1e400)"),
        (["compare", "a", "b", "--threshold", "abc"], "benchrunner: error: --threshold: must be a percentage such as 10% or a fraction such as 0.1 (got abc)"),
        (["compare", "a", "b", "--threshold", "-1"], "benchrunner: error: --threshold: must be 0 or more: it is the size of a change, up or down (got -1)"),
        (["compare", "a", "b", "--threshold", "-5%"], "benchrunner: error: --threshold: must be 0 or more: it is the size of a change, up or down (got -5%)"),
    ])
    func outOfRangeIsOneLineAndExitTwo(arguments: [String], message: String) throws {
        let output = try runBenchrunner(arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
        #expect(!output.stderr.contains("Fatal error"))
        #expect(!output.stderr.contains("Missing value"), "\(arguments): \(output.stderr)")
    }
}
