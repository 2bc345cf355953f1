import DiffAlgorithms

/// An object row read from a JSON input file: its `"id"` member is its
/// identity, the whole object its content.
public struct JSONRecord: Diffable, Hashable, Sendable {
    /// An `"id"`: integer or string (never equal to each other).
    public enum ID: Hashable, Sendable {
        case integer(Int)
        case string(String)
    }

    public var id: ID
    public var content: [String: JSONValue]

    public init(id: ID, content: [String: JSONValue]) {
        self.id = id
        self.content = content
    }

    public var diffIdentity: ID { id }

    public func hasSameContent(as other: JSONRecord) -> Bool { content == other.content }
}
