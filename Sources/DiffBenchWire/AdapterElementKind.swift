//===----------------------------------------------------------------------===//
// AdapterElementKind: the element kinds of protocol version 1
//===----------------------------------------------------------------------===//

/// The kinds of element a `diff` request can carry, as named on the wire
/// (`"elements": "int"`) and listed in the handshake's `elements`.
public enum AdapterElementKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// JSON integers; identity and content are the value.
    case int
    /// JSON strings; identity and content are the value.
    case string
    /// Book objects (`AdapterBook`); identity is `id`, content every field.
    case book
}
