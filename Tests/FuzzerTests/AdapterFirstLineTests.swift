import Foundation
import Testing

/// `fuzzer adapter` with a program that is not an adapter: the line it
/// printed is the error, never its exit status.
@Suite struct AdapterFirstLineTests {
    @Test func anAdapterThatPrintsSomethingElseFirstIsNamedWithItsLine() throws {
        let output = try scratchFolder("adapter-echo")
        defer { try? FileManager.default.removeItem(at: output) }
        // `echo` may exit before the hello is written; either way the line it
        // printed is the verdict, not its exit status.
        for _ in 0..<5 {
            let run = try runFuzzer(["adapter", "echo hi", "--seed", "1", "--iterations", "3", "--output", output.path])
            #expect(run.status == 2)
            #expect(
                run.standardError.hasSuffix(
                    "': adapter protocol error: the adapter printed a line that is not the protocol's handshake (not valid JSON); line: hi\n"),
                "\(run.standardError)")
            #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        }
    }
}
