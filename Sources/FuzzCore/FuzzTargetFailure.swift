#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// How a libFuzzer target reports a failed check
//===----------------------------------------------------------------------===//

/// Writes `report` to standard error in one `write` and aborts, so that
/// libFuzzer saves the input as a crash artifact with the report (a repro,
/// or a batch document) in its log. For the `*-libfuzzer` targets, whose
/// check failed on the current input.
///
/// Unbuffered: nothing may sit in a stream buffer when the process dies.
package func abortFuzzTarget(reporting report: String) -> Never {
    report.utf8CString.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, buffer.count - 1)
    }
    abort()
}

/// Whether a libFuzzer target reports its `CheckedCaseMemory`
/// (`DIFFBENCH_CASE_MEMORY_STATS=1` in the environment).
private let reportsCheckedCases = getenv("DIFFBENCH_CASE_MEMORY_STATS").map { String(cString: $0) == "1" } ?? false

/// With `DIFFBENCH_CASE_MEMORY_STATS=1`, writes how many inputs the memory
/// skipped to standard error after 1,024 inputs looked up, 2,048, 4,096, ….
package func reportCheckedCases<Case>(_ memory: CheckedCaseMemory<Case>) {
    guard reportsCheckedCases, memory.lookedUp >= 1_024, memory.lookedUp & (memory.lookedUp - 1) == 0 else { return }
    let line = "case memory: \(memory.skipped) of \(memory.lookedUp) inputs were cases checked before (\(memory.count) stored)\n"
    line.utf8CString.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, buffer.count - 1)
    }
}
