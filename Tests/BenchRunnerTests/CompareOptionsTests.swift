import ArgumentParser
import BenchCore
import Testing

@testable import BenchRunner

/// `benchrunner compare`'s options, parsed in process.
@Suite struct CompareOptionsTests {
    @Test func thresholdsParse() throws {
        #expect(try parseThreshold("10%") == 0.1)
        #expect(try parseThreshold("2.5 %") == 0.025)
        #expect(try parseThreshold("0.2") == 0.2)
        for bad in ["abc", "-5%", "", "%", "1e9"] {
            #expect(throws: ValidationError.self) { try parseThreshold(bad) }
        }
    }

    @Test func compareParsesItsOptions() throws {
        let command = try BenchRunner.parseAsRoot([
            "compare", "nightly", "results/runs/x", "--threshold", "5%", "--normalize", "stdlib", "--format", "markdown",
            "--ignore-times", "--clock", "cpu",
        ])
        let compare = try #require(command as? BenchRunner.Compare)
        #expect(compare.threshold == 0.05)
        #expect(compare.normalize == .algorithm("stdlib"))
        #expect(compare.format == .markdown)
        #expect(compare.ignoreTimes)
        #expect(compare.clock == .cpu)
    }
}
