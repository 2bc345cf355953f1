import Testing

@testable import DiffBenchTesting

/// Arguments out of range are the test's issue, never a trap that ends the
/// test process.
@Suite struct ArgumentTests {
    static func stdlib() -> DiffBenchCheck {
        DiffBenchCheck(name: "stdlib", format: .difference, iterations: 20) { standardLibraryDifference($0, $1) }
    }

    static var outOfRange: [(String, (inout DiffBenchCheck) -> Void, String)] {
        [
            ("iterations 0", { $0.iterations = 0 }, "iterations must be at least 1, not 0"),
            ("iterations −5", { $0.iterations = -5 }, "iterations must be at least 1, not -5"),
            ("sectionedIterations −1", { $0.sectionedIterations = -1 }, "sectionedIterations must not be negative, not -1"),
            ("timeLimit 0", { $0.timeLimit = 0 }, "timeLimit must be positive, not 0.0"),
            ("timeLimit −1", { $0.timeLimit = -1 }, "timeLimit must be positive, not -1.0"),
            ("timeLimit NaN", { $0.timeLimit = .nan }, "timeLimit must be positive, not nan"),
        ]
    }

    @Test(arguments: 0..<6)
    func anArgumentOutOfRangeDoesNotRun(index: Int) {
        let (_, change, reason) = Self.outOfRange[index]
        for var check in [Self.stdlib(), DiffBenchCheck(HashKeyedLinearDiff(), iterations: 20, sectionedIterations: 0)] {
            change(&check)
            let summary = check.evaluate()
            #expect(!summary.passed)
            #expect(summary.notRun == reason)
            #expect(summary.cases == 0)
            #expect(summary.description == "DiffBench: \(check.subjectName) NOT RUN: \(reason)")
        }
    }

    /// The user's report: `iterations: 0` trapped in `init`.
    @Test func iterationsZeroIsAnIssueAtTheCaller() {
        withKnownIssue {
            DiffBenchCheck(name: "stdlib", format: .difference, iterations: 0) { standardLibraryDifference($0, $1) }.run()
        } matching: { issue in
            issue.sourceLocation?.fileName == "ArgumentTests.swift"
                && "\(issue)".contains("NOT RUN: iterations must be at least 1, not 0")
        }
        withKnownIssue {
            DiffBenchCheck(HashKeyedLinearDiff(), iterations: 1, sectionedIterations: -1).run()
        } matching: { issue in
            "\(issue)".contains("sectionedIterations must not be negative")
        }
    }

    /// The arguments at the edges of their ranges run.
    @Test func theEdgesOfTheRangesRun() {
        var check = Self.stdlib()
        check.iterations = 1
        check.timeLimit = .infinity
        check.seed = .max
        #expect(check.evaluate().notRun == nil)
        #expect(DiffBenchCheck(HashKeyedLinearDiff(), seed: 0, iterations: 1, sectionedIterations: 0).evaluate().notRun == nil)
    }
}
