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
public func abortFuzzTarget(reporting report: String) -> Never {
    report.utf8CString.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, buffer.count - 1)
    }
    abort()
}
