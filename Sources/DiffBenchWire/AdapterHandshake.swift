//===----------------------------------------------------------------------===//
// AdapterHandshake: what an adapter declares about itself
//===----------------------------------------------------------------------===//

/// An adapter's answer to `{"op": "hello", "protocol": 1}`:
/// `{"protocol": 1, "name": …, "version": …, "elements": […], "format": …}`,
/// plus `"minimal": true` and `"updates": true` when promised.
///
/// The adapter kit writes it from what `DiffBenchAdapter` declares;
/// DiffBench reads it back, checked, from the adapter's first line.
public struct AdapterHandshake: Hashable, Sendable {
    /// The library's name; DiffBench lists the adapter as an algorithm under it.
    public var name: String
    /// The library's version.
    public var version: String
    /// The element kinds the adapter accepts; it refuses the others. Read by
    /// DiffBench, unknown kinds are left out.
    public var elements: [AdapterElementKind]
    /// The format of every changeset the adapter answers with.
    public var format: AdapterFormat
    /// Promises minimal edit scripts.
    public var minimal: Bool
    /// Promises `updated` pairs for matched rows whose content changed.
    public var updates: Bool

    /// Creates the handshake; `minimal` and `updates` default to no promise.
    public init(
        name: String, version: String, elements: [AdapterElementKind], format: AdapterFormat,
        minimal: Bool = false, updates: Bool = false
    ) {
        self.name = name
        self.version = version
        self.elements = elements
        self.format = format
        self.minimal = minimal
        self.updates = updates
    }
}
