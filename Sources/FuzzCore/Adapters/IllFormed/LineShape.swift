//===----------------------------------------------------------------------===//
// LineShape: the types the protocol gives each known field
//===----------------------------------------------------------------------===//

/// The type of a field of an adapter line, as the protocol documents it,
/// for the decoding step of `AdapterLineOracle`: a field of the wrong type
/// anywhere is a `mistyped` violation before any other check runs.
///
/// In an object `null` stands for a missing field (never mistyped); in an
/// array it is mistyped unless the element may be null.
indirect enum LineShape: Sendable {
    case integer
    /// An integer or `null` (a difference change's association).
    case optionalInteger
    case string
    case boolean
    /// Any value (a `nanoseconds` sample is judged after decoding).
    case anything
    case array(LineShape)
    /// An object with these known fields; others are ignored.
    case object([(String, LineShape)])
    /// A changeset object: the keys of all three formats, `stages` holding
    /// changesets again.
    case changeset

    /// A response line.
    static let answer = LineShape.object([
        ("id", .integer), ("error", .string), ("nanoseconds", .array(.anything)), ("changeset", .changeset),
    ])

    /// A handshake line.
    static let handshake = LineShape.object([
        ("protocol", .integer), ("name", .string), ("version", .string), ("elements", .array(.string)),
        ("format", .string), ("minimal", .boolean), ("updates", .boolean),
    ])

    private static let changesetFields: [(String, LineShape)] = [
        ("deleted", .array(.integer)), ("inserted", .array(.integer)), ("moved", .array(.array(.integer))),
        ("updated", .array(.array(.integer))), ("stages", .array(.changeset)),
        ("removals", .array(.array(.optionalInteger))), ("insertions", .array(.array(.optionalInteger))),
    ]

    /// The `mistyped` violation of the first value (depth first, fields in
    /// the order above) not of its type, or `nil`; a line that is not an
    /// object is mistyped at no field.
    ///
    /// - Complexity: O(size of `value`).
    func problem(in value: WireJSON, at path: String = "") -> LineVerdict? {
        let mistyped = LineVerdict.violation(.mistyped, at: path.isEmpty ? nil : path)
        switch self {
        case .anything: return nil
        case .integer: return value.integer == nil ? mistyped : nil
        case .optionalInteger: return value.integer == nil && value != .null ? mistyped : nil
        case .string:
            guard case .string = value else { return mistyped }
            return nil
        case .boolean:
            guard case .literal(let text) = value, text == "true" || text == "false" else { return mistyped }
            return nil
        case .array(let element):
            guard let elements = value.elements else { return mistyped }
            for (index, item) in elements.enumerated() {
                if let problem = element.problem(in: item, at: "\(path)[\(index)]") { return problem }
            }
            return nil
        case .object(let fields):
            return Self.fieldsProblem(fields, in: value, at: path)
        case .changeset:
            return Self.fieldsProblem(Self.changesetFields, in: value, at: path)
        }
    }

    private static func fieldsProblem(_ fields: [(String, LineShape)], in value: WireJSON, at path: String) -> LineVerdict? {
        guard case .object = value else { return .violation(.mistyped, at: path.isEmpty ? nil : path) }
        for (key, shape) in fields {
            guard let field = value[key], field != .null else { continue }
            if let problem = shape.problem(in: field, at: path.isEmpty ? key : "\(path).\(key)") { return problem }
        }
        return nil
    }
}
