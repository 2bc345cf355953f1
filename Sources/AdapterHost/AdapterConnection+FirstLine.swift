import Foundation

//===----------------------------------------------------------------------===//
// The first line of an adapter that does not speak the protocol
//===----------------------------------------------------------------------===//

extension AdapterConnection {
    /// The line an adapter printed before it ended, when `fault` ended the
    /// hello exchange with a crash and that line is not a handshake;
    /// otherwise `fault` again.
    ///
    /// A program that is not an adapter (`echo hi`) prints its line and
    /// exits, often before the hello reaches it, so that sending fails: its
    /// exit status (0) says nothing, its line says what is wrong.
    ///
    /// - Throws: `fault` when it is not a crash, or the adapter left no line,
    ///   or the line it left is a valid handshake (the crash is then what
    ///   went wrong).
    static func lineLeftBehind(by process: AdapterProcess, after fault: AdapterFault) throws(AdapterFault) -> String {
        guard case .crashed = fault, case .line(let line) = process.readLine(timeout: 1),
            (try? validateHandshake(line)) == nil
        else { throw fault }
        return line
    }

    /// The reason a protocol error gives for a first line that `violation`
    /// rejects: a line that is not even a JSON object is not the protocol's
    /// handshake at all, and says so
    /// (`the adapter printed a line that is not the protocol's handshake (not valid JSON)`);
    /// a JSON object is a handshake with something wrong (`missing field name`).
    static func handshakeProblem(_ violation: Violation, line: String) -> String {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)) is [String: Any]
        guard violation.kind == .notJSON || !object else { return violation.why }
        return "the adapter printed a line that is not the protocol's handshake (\(violation.why))"
    }
}
