import DiffAlgorithms

/// An object row read from a JSON input file: its `"id"` member is its
/// identity, the whole object its content.
struct JSONRecord: Diffable, Hashable, Sendable {
    /// An `"id"`: integer or string (never equal to each other).
    enum ID: Hashable, Sendable {
        case integer(Int)
        case string(String)
    }

    var id: ID
    var content: [String: JSONValue]

    var diffIdentity: ID { id }

    func hasSameContent(as other: JSONRecord) -> Bool { content == other.content }
}
