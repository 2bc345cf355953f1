import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Sectioned input: a JSON array of sections, each with an "id" and "items"
//===----------------------------------------------------------------------===//

/// One item of a sectioned input file: every section holds items of one kind
/// (integers, strings or objects with an `"id"`), the same in every section.
package enum InputItem: Diffable, Hashable, Sendable {
    case integer(Int)
    case string(String)
    case record(JSONRecord)

    package enum Identity: Hashable, Sendable {
        case integer(Int)
        case string(String)
        case record(JSONRecord.ID)
    }

    package var diffIdentity: Identity {
        switch self {
        case .integer(let value): .integer(value)
        case .string(let value): .string(value)
        case .record(let record): .record(record.id)
        }
    }

    package func hasSameContent(as other: InputItem) -> Bool { self == other }
}

/// A section's `"id"` and its content: every member but `"items"`.
package struct SectionHeader: Diffable, Hashable, Sendable {
    package var id: JSONRecord.ID
    package var content: [String: JSONValue]

    package var diffIdentity: JSONRecord.ID { id }

    package func hasSameContent(as other: SectionHeader) -> Bool { content == other.content }
}

package typealias InputSection = DiffSection<SectionHeader, InputItem>

extension DiffInput {
    /// Whether `first`, the first element of a file, makes it a sectioned
    /// file: an object with an `"items"` member.
    package static func isSectioned(_ first: JSONValue) -> Bool {
        if case .object(let members) = first, members["items"] != nil { return true }
        return false
    }

    /// The sections of a sectioned file.
    ///
    /// - Throws: `InputFileError` for an element that is not an object, has no
    ///   usable `"id"`, no `"items"`, items that are not an array or not valid
    ///   items, or items of another kind than the other sections'.
    /// - Complexity: O(*n*), *n* the items.
    package static func classifySections(
        _ elements: [JSONValue], failure: (String) -> InputFileError
    ) throws(InputFileError) -> DiffInput {
        var sections: [InputSection] = []
        sections.reserveCapacity(elements.count)
        var kind: (name: String, section: Int)?
        for (offset, element) in elements.enumerated() {
            guard case .object(var members) = element else {
                throw failure("element \(offset) is \(element.kindDescription) but element 0 is a section (an object with \"items\") (mixed element kinds)")
            }
            let id: JSONRecord.ID
            switch members["id"] {
            case .integer(let value): id = .integer(value)
            case .string(let value): id = .string(value)
            case nil: throw failure("section \(offset) is an object without an \"id\"")
            case let other?:
                throw failure("section \(offset) has an \"id\" that is \(other.kindDescription), expected an integer or a string")
            }
            guard let itemsValue = members.removeValue(forKey: "items") else {
                throw failure("section \(offset) has no \"items\"")
            }
            guard case .array(let itemValues) = itemsValue else {
                throw failure("section \(offset) has \"items\" that is \(itemsValue.kindDescription), expected an array")
            }
            let items = try classify(itemValues) { problem in failure("section \(offset) items: \(problem)") }
            let converted: [InputItem]
            switch items {
            case .integers(let values): converted = values.map(InputItem.integer)
            case .strings(let values): converted = values.map(InputItem.string)
            case .records(let values): converted = values.map(InputItem.record)
            case .sections: throw failure("section \(offset) items: sections cannot be nested")
            }
            if !converted.isEmpty {
                if let kind, kind.name != items.kindDescription {
                    throw failure("section \(offset) holds \(items.kindDescription) but section \(kind.section) holds \(kind.name) (mixed element kinds)")
                }
                kind = kind ?? (items.kindDescription, offset)
            }
            sections.append(InputSection(model: SectionHeader(id: id, content: members), items: converted))
        }
        return .sections(sections)
    }
}
