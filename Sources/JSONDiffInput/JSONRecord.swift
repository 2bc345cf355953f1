import DiffAlgorithms

/// An object row read from a JSON input file: its `"id"` member is its
/// identity, the whole object its content.
package struct JSONRecord: Diffable, Hashable, Sendable {
    /// An `"id"`: integer or string (never equal to each other).
    package enum ID: Hashable, Sendable {
        case integer(Int)
        case string(String)
    }

    package var id: ID
    package var content: [String: JSONValue]

    package init(id: ID, content: [String: JSONValue]) {
        self.id = id
        self.content = content
    }

    package var diffIdentity: ID { id }

    package func hasSameContent(as other: JSONRecord) -> Bool { content == other.content }
}
