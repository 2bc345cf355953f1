import DiffAlgorithms

//===----------------------------------------------------------------------===//
// CollidingKey: an element whose identities all hash alike
//===----------------------------------------------------------------------===//

/// An element whose identity's hash always collides with every other
/// identity's: only `==` tells identities apart, so dictionaries keyed by it
/// degrade to linear probing and any code that trusts hashes breaks.
public struct CollidingKey: Diffable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The identity.
    public var id: Int
    /// The content version; a changed version means a changed row.
    public var version: Int

    /// Creates the key `id` with content version `version`.
    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// The identity: equal by `value`, every hash the same.
    public struct Identity: Hashable, Sendable {
        /// The key's `id`.
        public var value: Int
        /// Feeds the same constant for every identity, so every hash collides.
        public func hash(into hasher: inout Hasher) { hasher.combine(0 as Int) }
    }

    /// The colliding identity of `id`.
    public var diffIdentity: Identity { Identity(value: id) }

    /// Same content when `version` is equal.
    public func hasSameContent(as other: CollidingKey) -> Bool { version == other.version }

    /// `#3`, or `#3'1` for content version 1.
    public var description: String { version == 0 ? "#\(id)" : "#\(id)'\(version)" }
}
