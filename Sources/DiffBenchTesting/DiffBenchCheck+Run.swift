#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

//===----------------------------------------------------------------------===//
// Reporting a check's failure where the test called it
//===----------------------------------------------------------------------===//

extension DiffBenchCheck {
    /// Runs the check (`evaluate()`); prints its one-line summary when it
    /// passed, else records one issue at the caller's line: in the running
    /// Swift Testing test when there is one, else as an XCTest failure (and,
    /// called from a detached task or thread of a Swift Testing test, as an
    /// issue that fails the Swift Testing run). The issue holds the summary and each failure's shrunk counterexample in
    /// Swift, the changeset the subject returned, and the repro file's path.
    ///
    /// - Returns: The summary, passed or not.
    @discardableResult
    public func run(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DiffBenchSummary {
        Self.report(evaluate(), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Prints a passing `summary`, or records a failing one as an issue at
    /// the given place; returns it.
    static func report(
        _ summary: DiffBenchSummary, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) -> DiffBenchSummary {
        if summary.passed {
            print(summary)
        } else {
            recordIssue(issueText(summary), fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return summary
    }

    /// The issue's text: the summary line, then each failure.
    static func issueText(_ summary: DiffBenchSummary) -> String {
        ([summary.description] + summary.failures.map(\.description)).joined(separator: "\n")
    }
}

/// Records `message` as a failure of the running test, at the given place:
/// in the current Swift Testing test when there is one. Else (an XCTest
/// test, or a Swift Testing test's detached task or thread, where the
/// task-local `Test.current` is `nil`) as an XCTest failure, which
/// XCTest drops when no `XCTestCase` runs, and also as an issue of the
/// running Swift Testing run, which fails that run (an issue of no test);
/// without a run it is dropped. One of the two always fails a test run, so
/// a failure is never lost to where `run()` was called from.
func recordIssue(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print(message)
    #endif
    #if canImport(Testing)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    #endif
}
