import Foundation
import Testing

/// Every numeric option of every subcommand is range-checked before it is
/// converted: a value out of range is one line and exit status 2, never a trap.
@Suite struct NumericOptionsTests {
    @Test(arguments: [
        (["--sizes", "1k", "--memory-limit", "1e10"], "--memory-limit: '1e10' is not a number of GiB from 0.001 to 1048576"),
        (["--memory-limit", "0"], "--memory-limit: '0' is not a number of GiB from 0.001 to 1048576"),
        (["--memory-limit", "nan"], "--memory-limit: 'nan' is not a number of GiB"),
        (["--timeout", "1e300"], "--timeout: '1e300' is not a number of seconds more than 0 and at most 86400"),
        (["--timeout", "0"], "--timeout: '0' is not a number of seconds more than 0 and at most 86400"),
        (["--timeout", "inf"], "--timeout: 'inf' is not a number of seconds"),
        (["--min-time", "1e10"], "--min-time: '1e10' is not a number of seconds from 0 to 86400"),
        (["--min-time", "-1"], "--min-time: '-1' is not a number of seconds from 0 to 86400"),
        (["--min-samples", "0"], "--min-samples: '0' is not a whole number of samples from 1 to 10000000"),
        (["--max-samples", "1e3"], "--max-samples: '1e3' is not a whole number of samples from 1 to 10000000"),
        (["--max-samples", "99999999999999999999"], "--max-samples: '99999999999999999999' is not a whole number of samples"),
        (["--min-samples", "5", "--max-samples", "3"], "--max-samples at least --min-samples"),
        (["report", "--last", "0"], "--last: '0' is not a whole number of runs from 1 to 1000000"),
        (["report", "--columns", "1e9"], "--columns: '1e9' is not a whole number of runs from 1 to 1000000"),
        (["--seed", "-1"], "--seed"),
        (["compare", "a", "b", "--threshold", "1e400"], "invalid --threshold '1e400'"),
    ])
    func outOfRangeIsOneLineAndExitTwo(arguments: [String], message: String) throws {
        let output = try runBenchrunner(arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
        #expect(!output.stderr.contains("Fatal error"))
    }
}
