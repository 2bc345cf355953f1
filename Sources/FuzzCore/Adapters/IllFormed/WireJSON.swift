import DiffBenchText
import Foundation
import JSONDepthGuard
import JSONDiffInput

//===----------------------------------------------------------------------===//
// WireJSON: an adapter line as a tree to take apart and write again
//===----------------------------------------------------------------------===//

/// A JSON value of an adapter line, with object members in order, so that a
/// line can be changed one field at a time and written back.
indirect enum WireJSON: Equatable {
    case null
    case integer(Int)
    /// Any other literal, as written: `1.5`, `true`, `9223372036854775808`.
    case literal(String)
    case string(String)
    case array([WireJSON])
    /// Members in order; a key appears once.
    case object([Member])

    struct Member: Equatable {
        var key: String
        var value: WireJSON
    }

    /// The tree of `line`, or `nil` when it is not JSON. Object members in
    /// key order.
    ///
    /// - Complexity: O(*l* log *l*) for a line of length *l*.
    init?(line: String) {
        guard let value = try? JSONDecoder().decodeCheckingNesting(JSONValue.self, from: Data(line.utf8)) else {
            return nil
        }
        self.init(value)
    }

    private init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .literal(flag ? "true" : "false")
        case .integer(let number): self = .integer(number)
        case .number(let number): self = .literal("\(number)")
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(WireJSON.init))
        case .object(let members):
            self = .object(members.keys.sorted().map { Member(key: $0, value: WireJSON(members[$0]!)) })
        }
    }

    /// The value written as one line of JSON.
    ///
    /// - Complexity: O(size of the tree).
    var text: String {
        switch self {
        case .null: "null"
        case .integer(let number): "\(number)"
        case .literal(let text): text
        case .string(let text): jsonStringLiteral(text)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\(jsonStringLiteral($0.key)): \($0.value.text)" }.joined(separator: ", ") + "}"
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value
    /// that is not an object.
    subscript(key: String) -> WireJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The elements of an array; `nil` for any other value.
    var elements: [WireJSON]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The integer, or `nil` for any other value.
    var integer: Int? {
        guard case .integer(let number) = self else { return nil }
        return number
    }

    /// This object with `key` set to `value` (in place, or added last), or
    /// removed when `value` is `nil`. Any other value is returned unchanged.
    func setting(_ key: String, to value: WireJSON?) -> WireJSON {
        guard case .object(var members) = self else { return self }
        if let at = members.firstIndex(where: { $0.key == key }) {
            if let value { members[at].value = value } else { members.remove(at: at) }
        } else if let value {
            members.append(Member(key: key, value: value))
        }
        return .object(members)
    }
}
