import ArgumentParser
import CLISupport
import Testing

/// The shared `main`: which errors exit 2, and the one line they print.
@Suite struct CommandLineToolTests {
    struct Tool: CommandLineTool {
        static let toolName = "tool"
        @Option(transform: AlgorithmList.parse) var algorithms: AlgorithmList = .all
        func run() throws {}
    }

    @Test func badInputIsOneLineAndExitTwo() {
        #expect(Tool.failure(for: InputError("a.json: no such file")) == (2, "tool: error: a.json: no such file"))
        #expect(Tool.failure(for: ValidationError("bad")).status == ExitStatus.badInput)
        #expect(Tool.failure(for: ExitCode(1)).status == 1)
        #expect(Tool.failure(for: ExitCode(1)).message == nil)
    }

    @Test func aBadAlgorithmListNamesTheOptionOnce() {
        do {
            _ = try Tool.parseAsRoot(["--algorithms", "myers,bogus"])
            Issue.record("parsed a bad list")
        } catch {
            let (status, message) = Tool.failure(for: error)
            #expect(status == ExitStatus.badInput)
            #expect(message?.hasPrefix("tool: error: --algorithms: unknown algorithm 'bogus'; valid: ") == true, "\(message ?? "")")
        }
    }
}
