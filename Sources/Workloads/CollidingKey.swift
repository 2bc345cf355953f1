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

    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// The identity: equal by `value`, every hash the same.
    public struct Identity: Hashable, Sendable {
        public var value: Int
        public func hash(into hasher: inout Hasher) { hasher.combine(0 as Int) }
    }

    public var diffIdentity: Identity { Identity(value: id) }

    public func hasSameContent(as other: CollidingKey) -> Bool { version == other.version }

    public var description: String { version == 0 ? "#\(id)" : "#\(id)'\(version)" }
}
