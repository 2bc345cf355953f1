@testable import AdapterHost
import Foundation
import Testing

/// Deliberately broken adapters (Fixtures/broken_adapter.py): every fault is
/// a typed result with the offending line, never a crash of the harness.
@Suite struct AdapterFaultTests {
    /// The fault a diff request to `adapter` ends in, if any.
    func fault(of adapter: AdapterConnection, source: [Int] = [1, 2], target: [Int] = [2, 3]) -> AdapterFault? {
        do {
            _ = try adapter.diff(source: source, target: target, repeatCount: 3)
            return nil
        } catch {
            return error
        }
    }

    /// The fault starting the adapter in `mode` ends in, if any.
    func handshakeFault(_ mode: String) throws -> AdapterFault? {
        try handshakeFault(command: brokenAdapter(mode))
    }

    /// The fault starting `command` ends in, if any.
    func handshakeFault(command: AdapterCommand) throws -> AdapterFault? {
        do {
            _ = try AdapterConnection(command: command, hangTimeout: 5, log: quietLog)
            return nil
        } catch {
            return error
        }
    }

    @Test func exitingAtOnceIsACrashWithItsStatus() throws {
        #expect(try handshakeFault("exit-at-once") == .crashed(.exited(3)))
    }

    @Test func wrongProtocolVersionIsAProtocolError() throws {
        guard case let .protocolError(line, why) = try handshakeFault("wrong-protocol") else {
            Issue.record("not a protocol error")
            return
        }
        #expect(why == "protocol 2, expected 1")
        #expect(line.contains(#""protocol": 2"#))
    }

    @Test func garbageHandshakeIsAProtocolError() throws {
        #expect(try handshakeFault("garbage-handshake")
            == .protocolError(
                line: "Welcome to my adapter!",
                why: "the adapter printed a line that is not the protocol's handshake (not valid JSON)"))
    }

    /// `echo hi` prints its line and exits, often before the hello reaches
    /// it: the line it left is the verdict either way, not its exit status.
    @Test func aProgramThatPrintsALineAndExitsIsNamedByItsLine() throws {
        for _ in 0..<10 {
            #expect(try handshakeFault(command: AdapterCommand(parsing: "echo hi"))
                == .protocolError(
                    line: "hi", why: "the adapter printed a line that is not the protocol's handshake (not valid JSON)"))
        }
    }

    @Test(arguments: [
        ("print('x' * 300)", String(repeating: "x", count: 200) + "…", "not valid JSON"),
        ("print('[1, 2]')", "[1, 2]", "not a JSON object"),
    ])
    func aFirstLineThatIsNoHandshakeIsQuotedCut(program: String, line: String, reason: String) throws {
        for command in [
            // Exits without reading the hello, or reads it first.
            try AdapterCommand(executable: "python3", arguments: ["-c", program]),
            try AdapterCommand(executable: "python3", arguments: ["-c", "import sys; sys.stdin.readline(); " + program]),
        ] {
            #expect(try handshakeFault(command: command)
                == .protocolError(line: line, why: "the adapter printed a line that is not the protocol's handshake (\(reason))"))
        }
    }

    @Test func aHandshakeWithAFieldMissingIsNotCalledSomethingElse() throws {
        let command = try AdapterCommand(
            executable: "python3", arguments: ["-c", #"import sys; sys.stdin.readline(); print('{"protocol": 1}')"#])
        #expect(try handshakeFault(command: command) == .protocolError(line: #"{"protocol": 1}"#, why: "missing field name"))
    }

    @Test func hangingIsATimeoutAndTheNextRequestGetsAFreshProcess() throws {
        let adapter = try AdapterConnection(command: brokenAdapter("hang"), hangTimeout: 0.3, log: quietLog)
        let start = Date()
        #expect(fault(of: adapter) == .timedOut(seconds: 0.3))
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(fault(of: adapter) == .timedOut(seconds: 0.3))
        #expect(adapter.launches == 2)
    }

    @Test func garbageIsAProtocolErrorQuotingTheLineCutTo200Characters() throws {
        let adapter = try AdapterConnection(command: brokenAdapter("garbage"), log: quietLog)
        guard case let .protocolError(line, why) = fault(of: adapter) else {
            Issue.record("not a protocol error")
            return
        }
        #expect(why == "not valid JSON")
        #expect(line.hasPrefix("this is not JSON xxx"))
        #expect(line.count == 201 && line.hasSuffix("…"))
    }

    @Test(arguments: [
        ("wrong-id", "answered id 2, expected 1"),
        ("out-of-range", "changeset.deleted[2] = 2 is out of range 0..<2 (source)"),
        ("wrong-nanoseconds", "2 nanoseconds values, expected repeat = 3"),
        ("no-changeset", "missing field changeset"),
    ])
    func badAnswersAreProtocolErrorsWithTheLine(mode: String, why expected: String) throws {
        let adapter = try AdapterConnection(command: brokenAdapter(mode), log: quietLog)
        guard case let .protocolError(line, why) = fault(of: adapter) else {
            Issue.record("\(mode): not a protocol error")
            return
        }
        #expect(why == expected)
        #expect(line.hasPrefix(#"{"id": "#))
        #expect(AdapterFault.protocolError(line: line, why: why).description.contains(line))
        // The adapter is replaced for the next request.
        _ = fault(of: adapter)
        #expect(adapter.launches == 2)
    }

    @Test func refusalKeepsTheProcess() throws {
        let adapter = try AdapterConnection(command: brokenAdapter("refuse"), log: quietLog)
        #expect(fault(of: adapter) == .refused(reason: "too large for me"))
        #expect(fault(of: adapter) == .refused(reason: "too large for me"))
        #expect(adapter.launches == 1)
    }

    @Test func aDeadAdapterIsRestartedForTheNextRequest() throws {
        let adapter = try AdapterConnection(command: brokenAdapter("crash-second"), log: quietLog)
        #expect(fault(of: adapter) == nil)
        #expect(fault(of: adapter) == .crashed(.exited(7)))
        #expect(fault(of: adapter) == nil)
        #expect(adapter.launches == 2)
    }

    @Test func aSignalIsACrashNamingTheSignal() throws {
        let adapter = try AdapterConnection(command: brokenAdapter("abort"), log: quietLog)
        let result = fault(of: adapter)
        #expect(result == .crashed(.signaled(SIGABRT)))
        #expect(result?.description.contains("signal 6") == true)
    }
}
