import AdapterProtocol

//===----------------------------------------------------------------------===//
// AdapterLineMutants: valid adapter lines made wrong one fault at a time
//===----------------------------------------------------------------------===//

/// A line derived from a valid one: what was changed, its text, and its
/// tree (`nil` when the text is not JSON).
struct DerivedLine {
    var fault: String
    var text: String
    var tree: WireJSON?

    init(_ fault: String, _ tree: WireJSON) {
        self.fault = fault
        self.text = tree.text
        self.tree = tree
    }

    init(_ fault: String, notJSON text: String) {
        self.fault = fault
        self.text = text
        self.tree = nil
    }
}

/// Derives wrong lines from a valid handshake or answer, each with one
/// fault: every check of the protocol gets a line that fails it first (and
/// a few lines stay valid: the line as answered, a refusal, an unknown
/// element kind). Which verdict each deserves is `AdapterLineOracle`'s to
/// say, not this enum's: a fault can make an earlier check fail (a stage's
/// added delete shrinks its new array).
enum AdapterLineMutants {
    /// Wrong answers to `request` from the valid answer `base`.
    ///
    /// - Complexity: O(*k* · *l*) for *k* derived lines of length *l*
    ///   (*k* grows with the number of stages only).
    static func answer(_ base: WireJSON, for request: AnswerRequest) -> [DerivedLine] {
        var lines = [DerivedLine("as answered", base), DerivedLine("not JSON", notJSON: String(base.text.dropLast()))]
        lines.append(DerivedLine("not an object", .array([])))
        // Past the decoder's nesting limit: not JSON, whatever it holds.
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        lines.append(DerivedLine("a sample nested 600 deep", notJSON: #"{"id": \#(request.id), "nanoseconds": \#(deep)}"#))
        let id = WireJSON.integer(request.id)
        lines.append(DerivedLine("id missing", base.setting("id", to: nil)))
        lines.append(DerivedLine("id + 1", base.setting("id", to: .integer(request.id + 1))))
        lines.append(DerivedLine("id as a string", base.setting("id", to: .string("\(request.id)"))))
        lines.append(DerivedLine("a refusal", .object([.init(key: "id", value: id), .init(key: "error", value: .string("no"))])))
        lines.append(DerivedLine("nanoseconds missing", base.setting("nanoseconds", to: nil)))
        let samples = base["nanoseconds"]?.elements ?? []
        lines.append(DerivedLine("no sample", base.setting("nanoseconds", to: .array([]))))
        lines.append(DerivedLine("a sample too many", base.setting("nanoseconds", to: .array(samples + [.integer(1)]))))
        for (name, sample) in [
            ("-1", WireJSON.integer(-1)), ("1.5", .literal("1.5")), ("2^63", .literal("9223372036854775808")),
            ("a string", .string("12")), ("null", .null),
        ] {
            lines.append(DerivedLine("sample \(name)", base.setting("nanoseconds", to: .array([sample] + samples.dropFirst()))))
        }
        lines.append(DerivedLine("changeset missing", base.setting("changeset", to: nil)))
        lines.append(DerivedLine("changeset not an object", base.setting("changeset", to: .array([]))))
        guard let changeset = base["changeset"] else { return lines }
        let changesets: [(String, WireJSON)]
        switch request.format {
        case .batch:
            changesets = batchMutants(changeset, at: "changeset", old: request.sourceCount, new: request.targetCount)
        case .stages:
            changesets = stagesMutants(changeset, sourceCount: request.sourceCount, targetCount: request.targetCount)
        case .difference:
            changesets = differenceMutants(
                changeset, sourceCount: request.sourceCount, targetCount: request.targetCount)
        }
        for (fault, changed) in changesets { lines.append(DerivedLine(fault, base.setting("changeset", to: changed))) }
        return lines
    }

    /// Wrong handshakes from the valid handshake `base`.
    ///
    /// - Complexity: O(*k* · *l*) for *k* derived lines of length *l*.
    static func handshake(_ base: WireJSON) -> [DerivedLine] {
        var lines = [DerivedLine("as answered", base), DerivedLine("not JSON", notJSON: String(base.text.dropLast()))]
        lines.append(DerivedLine("not an object", .array([])))
        for key in ["protocol", "name", "version", "elements", "format"] {
            lines.append(DerivedLine("\(key) missing", base.setting(key, to: nil)))
        }
        lines.append(DerivedLine("protocol 2", base.setting("protocol", to: .integer(adapterProtocolVersion + 1))))
        lines.append(DerivedLine("protocol as a string", base.setting("protocol", to: .string("1"))))
        let reserved = AdapterNameRules.reservedNames.first ?? "myers"
        for name in ["", "all", reserved.uppercased(), " padded", "padded ", "a,b", "two\nlines"] {
            lines.append(DerivedLine("name \(jsonName(name))", base.setting("name", to: .string(name))))
        }
        lines.append(DerivedLine("format unified", base.setting("format", to: .string("unified"))))
        lines.append(DerivedLine("format as a number", base.setting("format", to: .integer(1))))
        lines.append(DerivedLine("elements of numbers", base.setting("elements", to: .array([.integer(1)]))))
        let kinds = base["elements"]?.elements ?? []
        lines.append(DerivedLine("an unknown element kind", base.setting("elements", to: .array(kinds + [.string("float")]))))
        lines.append(DerivedLine("minimal as a string", base.setting("minimal", to: .string("yes"))))
        return lines
    }

    private static func jsonName(_ name: String) -> String {
        WireJSON.string(name).text
    }
}
