/// A JSON value, decoded so that integers, other numbers and booleans stay
/// distinct. Objects compare without regard to key order.
package indirect enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes one value of any kind.
    ///
    /// A decoder tells a kind only by failing to decode the others, and each
    /// failure builds an error, so the scalars are tried first, most common
    /// first, and containers last. The kinds exclude each other (a number
    /// is never a string, `true` never a number), except that every integer
    /// is also a `Double`: `Int` is tried first, so the order decides nothing
    /// else.
    package init(from decoder: any Decoder) throws {
        if let value = try? decoder.singleValueContainer(), let scalar = Self.scalar(in: value) {
            self = scalar
        } else if var elements = try? decoder.unkeyedContainer() {
            var array: [JSONValue] = []
            while !elements.isAtEnd { array.append(try elements.decode(JSONValue.self)) }
            self = .array(array)
        } else {
            let members = try decoder.container(keyedBy: _AnyKey.self)
            var object: [String: JSONValue] = [:]
            for key in members.allKeys { object[key.stringValue] = try members.decode(JSONValue.self, forKey: key) }
            self = .object(object)
        }
    }

    /// The scalar in `value`, or `nil` when it holds an array or an object.
    private static func scalar(in value: any SingleValueDecodingContainer) -> JSONValue? {
        if value.decodeNil() { return .null }
        if let string = try? value.decode(String.self) { return .string(string) }
        if let integer = try? value.decode(Int.self) { return .integer(integer) }
        if let bool = try? value.decode(Bool.self) { return .bool(bool) }
        if let number = try? value.decode(Double.self) { return .number(number) }
        return nil
    }

    /// The kind, as a noun for error messages: "an integer", "a string", ...
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number(let value) where value == value.rounded() && abs(value) >= 0x1p63:
            "an integer outside the 64-bit range (at most 9223372036854775807 in magnitude)"
        case .number: "a non-integer number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

private struct _AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
