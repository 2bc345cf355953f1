import AdapterProtocol
import DiffAlgorithms
import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// AdapterRepro: a failing case of an adapter, with its handshake
//===----------------------------------------------------------------------===//

/// A repro of an adapter's failure: a plain `Repro` (`algorithm` is the
/// adapter's name, `property` an `AdapterProperty`, `changeset` its
/// `batch` or converted `difference` changeset) plus the adapter's
/// handshake and command, and a `stages` adapter's batches:
///
///     {
///       "kind": "adapter", "algorithm": "my-diff", "property": "rebuilds-target", …,
///       "adapter": {"name": "my-diff", "version": "1.2", "format": "batch", "elements": ["int"], "minimal": false, "updates": true, "command": "python3 my.py"},
///       "stages": null
///     }
///
/// `Repro(json:)` reads the file as any repro (extra keys are ignored);
/// `AdapterRepro(json:)` also reads the adapter's part.
package struct AdapterRepro: Sendable, Equatable {
    package var repro: Repro
    package var handshake: AdapterHandshake
    /// The command the repro was found with.
    package var command: String
    /// A `stages` adapter's batches.
    package var stages: [DiffChangeset]?

    package init(repro: Repro, handshake: AdapterHandshake, command: String, stages: [DiffChangeset]?) {
        self.repro = repro
        self.handshake = handshake
        self.command = command
        self.stages = stages
    }

    private struct Wire: Codable {
        struct Declared: Codable {
            var name: String
            var version: String
            var format: String
            var elements: [String]
            var minimal: Bool
            var updates: Bool
            var command: String
        }
        var adapter: Declared
        var stages: [DiffChangeset]?
    }

    /// Decodes a repro written by `json`.
    ///
    /// - Throws: `ReproError` when it is not a repro or has no `adapter`.
    package init(json data: Data) throws {
        let repro = try Repro(json: data)
        let wire: Wire
        do {
            wire = try JSONDecoder().decodeCheckingNesting(Wire.self, from: data)
        } catch {
            throw ReproError("not an adapter repro (no valid \"adapter\" object): \(error)")
        }
        guard let format = AdapterFormat(rawValue: wire.adapter.format) else {
            throw ReproError("unknown adapter format '\(wire.adapter.format)'")
        }
        self.init(
            repro: repro,
            handshake: AdapterHandshake(
                name: wire.adapter.name, version: wire.adapter.version,
                elements: wire.adapter.elements.compactMap(AdapterElementKind.init(rawValue:)), format: format,
                minimal: wire.adapter.minimal, updates: wire.adapter.updates),
            command: wire.adapter.command, stages: wire.stages)
    }

    /// The repro's JSON with the `adapter` and `stages` keys added.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let declared = Wire.Declared(
            name: handshake.name, version: handshake.version, format: handshake.format.rawValue,
            elements: handshake.elements.map(\.rawValue), minimal: handshake.minimal, updates: handshake.updates,
            command: command)
        func compact<T: Encodable>(_ value: T) -> String {
            String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
        }
        var text = repro.json(kind: .adapter)
        // `Repro.json` ends with "\n}\n": add the keys before the brace.
        if text.hasSuffix("\n}\n") { text.removeLast(3) }
        text += ",\n  \"adapter\": \(compact(declared)),\n  \"stages\": \(stages.map { compact($0) } ?? "null")\n}\n"
        return text
    }
}
