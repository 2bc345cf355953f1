import AdapterHost
import Foundation

//===----------------------------------------------------------------------===//
// AdapterAlgorithm: an external adapter listed as an algorithm
//===----------------------------------------------------------------------===//

/// An adapter (docs/adapters.md) that a run lists as an algorithm under its
/// handshake `name`.
package struct AdapterAlgorithm: Hashable, Sendable {
    /// What is run.
    package var command: AdapterCommand
    /// What it declared when it was first started.
    package var handshake: AdapterHandshake

    /// The algorithm id of its cells: the handshake's name.
    package var id: String { handshake.name }

    package init(command: AdapterCommand, handshake: AdapterHandshake) {
        self.command = command
        self.handshake = handshake
    }

    /// Starts `command` once to read its handshake, then stops it.
    ///
    /// - Throws: `AdapterFault` when it cannot start or answers the
    ///   handshake wrongly.
    package static func introduce(_ command: AdapterCommand, log: FileHandle = .standardError) throws(AdapterFault) -> AdapterAlgorithm {
        let connection = try AdapterConnection(command: command, log: log)
        connection.stop()
        return AdapterAlgorithm(command: command, handshake: connection.handshake)
    }

    /// Whether the adapter accepts the elements of `dataset` (`int`, `book`).
    package func accepts(dataset: String) -> Bool {
        handshake.elements.contains { $0.rawValue == dataset }
    }
}
