import Foundation

//===----------------------------------------------------------------------===//
// AdapterConnection: the harness side of the protocol
//===----------------------------------------------------------------------===//

/// A connection to one adapter: starts it and shakes hands, sends `diff`
/// requests, reads each answer within the hang timeout, and classifies
/// whatever else happens as an `AdapterFault`.
///
/// After any fault but a refusal the process is killed; the next request
/// starts a fresh one (and shakes hands again). Not thread-safe: one
/// request at a time.
///
///     let command = try AdapterCommand(parsing: "python3 Examples/python-difflib/adapter.py")
///     let adapter = try AdapterConnection(command: command)
///     let answer = try adapter.diff(source: [1, 2, 3], target: [3, 1, 2], repeatCount: 5)
package final class AdapterConnection {
    /// What is run.
    package let command: AdapterCommand
    /// How long to wait for one answer line, in seconds.
    package let hangTimeout: Double
    /// How long to wait for the handshake answer of a starting adapter, in
    /// seconds (an interpreter or a JVM starts slowly).
    package let startTimeout: Double
    /// The first handshake; a restarted adapter must declare the same.
    package let handshake: AdapterHandshake
    /// The line the first handshake was read from.
    package let handshakeLine: String
    /// The line the last `diff` read, whatever the verdict on it; `nil`
    /// before the first answer and after a fault that left no line.
    package private(set) var lastResponseLine: String?
    /// The id of the last `diff` request sent; 0 before the first.
    package private(set) var lastRequestID = 0
    /// How many processes have been started, the first included.
    package private(set) var launches = 0

    private let log: FileHandle
    private var process: AdapterProcess?
    private var nextID = 1

    /// Starts the adapter and shakes hands.
    ///
    /// - Parameters:
    ///   - command: The adapter to run.
    ///   - hangTimeout: Seconds to wait for an answer line (which includes
    ///     the adapter's `repeat` timed calls).
    ///   - startTimeout: Seconds to wait for the handshake answer of each
    ///     process started, the first and every restart.
    ///   - log: Where the adapter's standard error goes.
    /// - Throws: `AdapterFault` when it cannot start, crashes, hangs or
    ///   answers the handshake wrongly.
    package init(
        command: AdapterCommand, hangTimeout: Double = 10, startTimeout: Double = 10,
        log: FileHandle = .standardError
    ) throws(AdapterFault) {
        self.command = command
        self.hangTimeout = hangTimeout
        self.startTimeout = startTimeout
        self.log = log
        let (process, handshake, line) = try Self.start(command, timeout: startTimeout, log: log)
        self.process = process
        self.handshake = handshake
        self.handshakeLine = line
        launches = 1
    }

    deinit {
        process?.finish(grace: 0.5)
    }

    /// Asks the adapter for the changeset from `source` to `target`, timed
    /// `repeatCount` times.
    ///
    /// - Precondition: `repeatCount >= 1`.
    /// - Throws: `AdapterFault`; a refusal leaves the adapter running, any
    ///   other fault kills it and the next call starts a new one.
    /// - Complexity: O(*n* + *m* + *c*) besides the adapter's own work.
    package func diff<Element: AdapterWireElement>(
        source: [Element], target: [Element], repeatCount: Int = 1
    ) throws(AdapterFault) -> AdapterAnswer {
        precondition(repeatCount >= 1, "repeat must be at least 1")
        let process = try running()
        let id = nextID
        nextID += 1
        lastRequestID = id
        let request = diffRequestLine(id: id, source: source, target: target, repeatCount: repeatCount)
        lastResponseLine = nil
        let line = try exchange(request, with: process)
        lastResponseLine = line
        let result: Result<AdapterAnswer, AdapterFault>
        do {
            result = try validateResponse(
                line, id: id, repeatCount: repeatCount, format: handshake.format,
                sourceCount: source.count, targetCount: target.count)
        } catch {
            throw abandon(.protocolError(error.why, line: line))
        }
        return try result.get()
    }

    /// Asks the adapter to finish (closes its input) and kills it if it has
    /// not within `grace` seconds. The next `diff` starts it again.
    package func stop(grace: Double = 0.5) {
        process?.finish(grace: grace)
        process = nil
    }

    //===------------------------------------------------------------------===//
    // Processes
    //===------------------------------------------------------------------===//

    private func running() throws(AdapterFault) -> AdapterProcess {
        if let process { return process }
        let (process, restarted, _) = try Self.start(command, timeout: startTimeout, log: log)
        launches += 1
        guard restarted == handshake else {
            process.kill()
            throw .protocolError(
                line: "", why: "the restarted adapter declares \(restarted), the first declared \(handshake)")
        }
        self.process = process
        return process
    }

    private static func start(
        _ command: AdapterCommand, timeout: Double, log: FileHandle
    ) throws(AdapterFault) -> (AdapterProcess, AdapterHandshake, line: String) {
        let process: AdapterProcess
        do {
            process = try AdapterProcess.launch(command, logDescriptor: log.fileDescriptor)
        } catch {
            throw .launchFailed(error)
        }
        let hello = #"{"op": "hello", "protocol": \#(adapterProtocolVersion)}"#
        let line: String
        do {
            line = try exchange(Array(hello.utf8), with: process, timeout: timeout)
        } catch {
            line = try lineLeftBehind(by: process, after: error)
        }
        do {
            return (process, try validateHandshake(line), line)
        } catch {
            process.kill()
            throw AdapterFault.protocolError(handshakeProblem(error, line: line), line: line)
        }
    }

    /// Sends `request` and reads one line back.
    private func exchange(_ request: [UInt8], with process: AdapterProcess) throws(AdapterFault) -> String {
        do {
            return try Self.exchange(request, with: process, timeout: hangTimeout)
        } catch {
            self.process = nil
            throw error
        }
    }

    private static func exchange(
        _ request: [UInt8], with process: AdapterProcess, timeout: Double
    ) throws(AdapterFault) -> String {
        guard process.send(line: request) else {
            throw .crashed(process.waitForExit(grace: 1))
        }
        switch process.readLine(timeout: timeout) {
        case .line(let line):
            return line
        case .endOfFile:
            throw .crashed(process.waitForExit(grace: 1))
        case .timedOut:
            process.kill()
            throw .timedOut(seconds: timeout)
        }
    }

    /// Kills the adapter after `fault`, which the caller throws.
    private func abandon(_ fault: AdapterFault) -> AdapterFault {
        process?.kill()
        process = nil
        return fault
    }
}
