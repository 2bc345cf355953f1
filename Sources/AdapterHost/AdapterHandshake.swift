//===----------------------------------------------------------------------===//
// AdapterHandshake: what an adapter declares about itself
//===----------------------------------------------------------------------===//

/// The protocol version DiffBench speaks.
public let adapterProtocolVersion = 1

/// The element kinds of protocol version 1.
public enum AdapterElementKind: String, CaseIterable, Hashable, Sendable {
    case int, string, book
}

/// The changeset formats of protocol version 1.
public enum AdapterFormat: String, CaseIterable, Hashable, Sendable {
    /// One UIKit batch.
    case batch
    /// Batches applied in turn.
    case stages
    /// A `CollectionDifference`'s offsets and associations.
    case difference
}

/// An adapter's answer to `{"op": "hello", "protocol": 1}`.
public struct AdapterHandshake: Hashable, Sendable {
    /// The library's name; the adapter is listed as an algorithm under it.
    public var name: String
    /// The library's version.
    public var version: String
    /// The element kinds it accepts (unknown kinds are left out).
    public var elements: [AdapterElementKind]
    /// The format of its changesets.
    public var format: AdapterFormat
    /// It promises minimal edit scripts.
    public var minimal: Bool
    /// It promises `updated` pairs for content-changed matched rows.
    public var updates: Bool

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
